/**
 * The field vocabulary every entity is declared in. Server (DDL, SQL, validation, OpenAPI) and console
 * (columns, filters, forms) both read these declarations; nothing here knows about React or SQL.
 */
export type FieldKind = 'string' | 'text' | 'email' | 'int' | 'money' | 'datetime' | 'date' | 'enum' | 'bool'

/** How a list may filter on the field. `list` accepts a comma-joined list of exact values. */
export type FilterKind = 'text' | 'list' | 'enum' | 'range' | 'dateRange' | 'bool'

export interface FieldDef {
  kind: FieldKind
  /** Allowed values of an enum field, in display order. */
  values?: readonly string[]
  required?: boolean
  /** Max length for strings, max value for numbers. */
  max?: number
  min?: number
  filter?: FilterKind
  sortable?: boolean
  /** Shown in the list by default. */
  column?: boolean
  /** Set by the server only (never accepted in a create/update body). */
  readOnly?: boolean
  /** Never returned to the console (write-only secrets). */
  writeOnly?: boolean
  /** Stored when a create leaves the field out (also the column default). */
  default?: string | number | boolean
  /**
   * A code (an order or payment number): letters, digits, "-" and "_" only (CODE_CHARS), so a search for text
   * no code can hold (an address: "anna.12", "@") does not look in the field.
   */
  code?: boolean
  /** Extra format check on a text field: 'json' must parse as a JSON object. */
  format?: 'json'
  /**
   * The field holds the business key of a record of this entity (by registry name, e.g. 'skus'). The server
   * refuses a write naming a key that does not exist and a delete of a record still named somewhere; the
   * console renders a searching picker and links to the record.
   */
  references?: string
  /** With `references`: the field holds several keys, comma-joined (a bundle's items, an activity's SKUs). */
  many?: boolean
}

/** The characters a `code` field holds. */
export const CODE_CHARS = /^[A-Za-z0-9_-]*$/

export const field = {
  string: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'string', max: 200, ...o }),
  text: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'text', max: 4000, ...o }),
  email: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'email', max: 254, ...o }),
  int: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'int', min: 0, max: 2_147_483_647, ...o }),
  money: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'money', min: -1e12, max: 1e12, ...o }),
  datetime: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'datetime', ...o }),
  date: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'date', ...o }),
  enum: (values: readonly string[], o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'enum', values, ...o }),
  bool: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'bool', ...o }),
  /** A JSON object kept as text (page settings and the like). */
  json: (o: Partial<FieldDef> = {}): FieldDef => ({ kind: 'text', max: 100_000, format: 'json', ...o }),
}

const columnNames = new Map<string, string>()

/** camelCase field name to the snake_case column name used in SQL (field names are few: kept once worked out). */
export function columnName(fieldName: string): string {
  let column = columnNames.get(fieldName)
  if (column === undefined) {
    column = fieldName.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
    if (columnNames.size < 10_000) columnNames.set(fieldName, column)
  }
  return column
}
