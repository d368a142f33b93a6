import { field, type FieldDef } from '../fields'
import { CURRENCIES, RECORD_STATUSES, SKU_TYPES } from '../enums'

/** Field shapes many entities share, so each declaration reads as its business meaning. */
export const common = {
  /** A business code staff type and search by (SKU code, license code, ...). */
  code: (o: Partial<FieldDef> = {}) =>
    field.string({ required: true, max: 40, filter: 'list', sortable: true, column: true, ...o }),
  /** A server-generated number (refund number, job number, ...). */
  generatedNo: () => field.string({ max: 40, readOnly: true, filter: 'list', sortable: true, column: true }),
  name: (o: Partial<FieldDef> = {}) =>
    field.string({ required: true, max: 120, filter: 'text', sortable: true, column: true, ...o }),
  status: () =>
    field.enum(RECORD_STATUSES, {
      required: true,
      default: 'active',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
  currency: (o: Partial<FieldDef> = {}) =>
    field.enum(CURRENCIES, { filter: 'enum', sortable: true, column: true, ...o }),
  /** The business key of a record of `entity` (a SKU code, a license code, ...); the server checks it exists. */
  ref: (entity: string, o: Partial<FieldDef> = {}) =>
    field.string({ max: 40, filter: 'list', sortable: true, column: true, references: entity, ...o }),
  /** A comma-joined list of business keys of `entity` (a bundle's items, a coupon's SKUs). */
  refList: (entity: string) => field.string({ max: 2000, filter: 'text', references: entity, many: true }),
  /** A required choice among `values` (a type, a category, a method), a column staff filter and sort by. */
  requiredEnum: (values: readonly string[], o: Partial<FieldDef> = {}) =>
    field.enum(values, { required: true, filter: 'enum', sortable: true, column: true, ...o }),
  /** The status of a job the server runs: set by the server, from `queued` on. */
  jobStatus: (values: readonly string[]) =>
    common.requiredEnum(values, { readOnly: true, default: 'queued' }),
  /** A SKU's type (regular, bundle, upgrade); a price's is its SKU's. */
  skuType: () =>
    field.enum(SKU_TYPES, {
      required: true,
      default: 'regular',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
  /** The product a record is about, as staff search it. */
  productName: () => field.string({ max: 120, filter: 'text', sortable: true, column: true }),
  /** A required amount of money (a price, a discount), up to a million in its currency. */
  amount: (o: Partial<FieldDef> = {}) =>
    field.money({
      required: true,
      min: 0,
      max: 1_000_000,
      filter: 'range',
      sortable: true,
      column: true,
      ...o,
    }),
  /** An instant staff filter by date range and sort by. */
  time: (o: Partial<FieldDef> = {}) =>
    field.datetime({ filter: 'dateRange', sortable: true, column: true, ...o }),
  period: () => ({
    startTime: common.time(),
    endTime: common.time(),
  }),
  remark: () => field.text({ max: 2000 }),
}

/** Full maintenance: list, read, create, edit, delete and export. */
export const CRUD = ['list', 'get', 'create', 'update', 'delete', 'export'] as const
/** Records the server produces: list, read and export only. */
export const READ_ONLY = ['list', 'get', 'export'] as const
