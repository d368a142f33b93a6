import { field, type FieldDef } from '../fields'
import { CURRENCIES, RECORD_STATUSES } from '../enums'

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
  period: () => ({
    startTime: field.datetime({ filter: 'dateRange', sortable: true, column: true }),
    endTime: field.datetime({ filter: 'dateRange', sortable: true, column: true }),
  }),
  remark: () => field.text({ max: 2000 }),
}

/** Full maintenance: list, read, create, edit, delete and export. */
export const CRUD = ['list', 'get', 'create', 'update', 'delete', 'export'] as const
/** Records the server produces: list, read and export only. */
export const READ_ONLY = ['list', 'get', 'export'] as const
