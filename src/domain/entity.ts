import type { FieldDef } from './fields'

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
  resource: string
  fields: Record<string, FieldDef>
  defaultSort: SortSpec[]
  /** Fields matched by the free-text `q` parameter (prefix match on the key, substring on the rest). */
  search: string[]
  operations: Operation[]
}

export function defineEntity<const E extends EntityDef>(e: E): E {
  return e
}

/** Fields present on every record. */
export const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'] as const

/** The permission action an operation requires. */
export function operationAction(op: Operation): string {
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
