import type { FieldDef } from './fields'
import type { Action, Resource } from './permissions'

export interface SortSpec {
  field: string
  desc: boolean
}

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete' | 'export'

/** Every record also has id, version, createdAt and updatedAt, maintained by the server. */
export interface EntityDef {
  /** Registry key and URL segment of the product API: /v1/<name>. */
  name: string
  /** SQL table name. */
  table: string
  /** The business key staff search by (order number, refund number, ...). */
  key: string
  /** Permission resource in colon form, e.g. 'orderCenter:orders'. Actions append ':view', ':add', ... */
  resource: Resource
  fields: Record<string, FieldDef>
  defaultSort: SortSpec[]
  /** The field staff recognise a record by beside its key (shown next to a reference); 'name' when absent. */
  label?: string
  /**
   * Fields matched by the free-text `q` parameter: the key and the `prefixSearch` fields by their start, e-mail
   * addresses by their start in any case, the rest (names) anywhere (search-mode.ts). Each is indexed for it (a
   * pattern index or a trigram index), so a search stays an index read at millions of rows.
   */
  search: string[]
  /** Search fields holding codes (another record's number, a ticket id): matched by their start, like the key. */
  prefixSearch?: readonly string[]
  /**
   * What a key (or the start of one) looks like. A `q` of this shape is taken as a key prefix and matches the
   * key alone: an index read instead of a substring scan of every search field.
   */
  keyShape?: RegExp
  operations: Operation[]
  /**
   * Compound sort indexes for a filter that is usually set with a sort: [filter field, sort field]. Amounts only
   * compare within one currency, so the orders list sorted by amount is read per currency from one of these.
   */
  filteredSorts?: readonly (readonly [string, string])[]
  /** The field holding a record's currency: its money fields are amounts in it, read beside them. */
  currencyField?: string
  /**
   * Money fields that hold a percentage while the record has these values (a coupon's discount when its type is
   * `percent`): shown as "15 %", without a currency.
   */
  percentWhen?: Readonly<Partial<Record<string, Readonly<Partial<Record<string, string>>>>>>
  /** A read-only field the server fills with the creating user's name (who recorded the record). */
  recordedBy?: string
  /**
   * The server gives a new record its key when none is sent: this prefix plus a number zero-padded to
   * `keyDigits` (6 unless given), the format the seeded records have (RF002132, PRC004001). A readOnly key is
   * always generated, from the record's id; an editable code is generated only when left empty, from the
   * entity's own code sequence (server/api/code-sequence.ts), and staff may still type one of their choosing.
   */
  keyPrefix?: string
  keyDigits?: number
  /** Business actions beyond CRUD, served under /v1/<name>; each needs `<resource>:<needs>`. */
  actions?: readonly ActionDef[]
}

/** A business action endpoint. `path` is relative to /v1/<name>, e.g. '/apply' or '/:id/review'. */
export interface ActionDef {
  name: string
  method: 'POST' | 'PUT'
  path: string
  /** The permission action it needs (the last segment of the permission). */
  needs: Action
  /** Money-moving: takes an Idempotency-Key header; a retry returns the first result. */
  idempotent?: boolean
  summary: string
}

/**
 * What the menu's screen declarations read of an entity (src/domain/menus/builders.ts). The console's build gives
 * the menus these heads instead of the entities (build/entity-heads.ts): a start reads the screens without every
 * entity's fields.
 */
export interface EntityHead {
  name: string
  resource: Resource
  operations: EntityDef['operations']
  actions?: readonly Pick<ActionDef, 'needs'>[]
}

export const headOf = (e: EntityDef): EntityHead => ({
  name: e.name,
  resource: e.resource,
  operations: e.operations,
  ...(e.actions && { actions: e.actions.map((a) => ({ needs: a.needs })) }),
})

export function defineEntity<const E extends EntityDef>(e: E): E {
  return e
}

/** The permission action an operation requires. */
export function operationAction(op: Operation): Action {
  switch (op) {
    case 'list':
    case 'get':
      return 'view'
    case 'create':
      return 'add'
    case 'update':
      return 'edit'
    case 'delete':
      return 'delete'
    case 'export':
      return 'export'
  }
}

/** A generated business key: prefix plus the record's number, zero-padded (seeded and new records alike). */
export const generatedKey = (e: Pick<EntityDef, 'keyPrefix' | 'keyDigits'>, n: number | bigint) =>
  `${e.keyPrefix ?? ''}${String(n).padStart(e.keyDigits ?? 6, '0')}`

/** Whether the server generates the key of a new record sent without one (the entity declares its format). */
export const generatesKey = (e: Pick<EntityDef, 'keyPrefix'>) => e.keyPrefix !== undefined

/** Whether a create must give field `name`: required, no default, and not a key the server generates. */
export function requiredOnCreate(e: Pick<EntityDef, 'fields' | 'key' | 'keyPrefix'>, name: string): boolean {
  const def = e.fields[name]
  return !!def?.required && def.default === undefined && !(name === e.key && generatesKey(e))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')

/** The shape of a generated key: the prefix, then at least `keyDigits` digits (more once they run out). */
export const generatedKeyPattern = (e: Pick<EntityDef, 'keyPrefix' | 'keyDigits'>) =>
  new RegExp(`^${escapeRegExp(e.keyPrefix ?? '')}\\d{${e.keyDigits ?? 6},}$`)
