import type { EntityDef } from '@/domain/entity'
import { columnName, type FieldDef } from '@/domain/fields'
import { isIsoText, isoFromJsonTime } from '../db/timestamps'

export type Row = Record<string, unknown>
export type RowToRecord = (row: Row) => Record<string, unknown>

/** A time as the API writes it: ISO 8601 in UTC (the drivers hand times over in it already: timestamps.ts). */
export function isoTime(v: unknown): string | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'string') return isIsoText(v) ? v : isoFromJsonTime(v)
  return v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()
}

const toNumber = (v: unknown) => Number(v)
const toDay = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v))

/** How a stored value of this kind becomes the API's value; undefined when it is passed through as it is. */
function converter(def: FieldDef): ((v: unknown) => unknown) | undefined {
  switch (def.kind) {
    case 'money':
    case 'int':
      return toNumber
    case 'datetime':
      return isoTime
    case 'date':
      return toDay
    default:
      return undefined
  }
}

interface Slot {
  name: string
  column: string
  convert: ((v: unknown) => unknown) | undefined
}

/**
 * The function turning one of the entity's rows (snake_case columns) into its API record (camelCase fields,
 * money and counts as numbers, times as ISO strings, missing or null values as null). Every field's column
 * name and converter is worked out here once, so mapping a row is one pass over a prepared list. `fields`
 * limits the record to those fields (id and version always; createdAt and updatedAt when named); fields a
 * caller may not read (write-only) and unknown names are left out.
 */
function buildMapper(e: EntityDef, fields?: readonly string[]): RowToRecord {
  const wanted = fields && new Set(fields)
  const slots: Slot[] = Object.entries(e.fields)
    .filter(([name, def]) => !def.writeOnly && (!wanted || wanted.has(name)))
    .map(([name, def]) => ({ name, column: columnName(name), convert: converter(def) }))
  const created = !wanted || wanted.has('createdAt')
  const updated = !wanted || wanted.has('updatedAt')
  const count = slots.length
  return (row) => {
    const out: Record<string, unknown> = { id: Number(row.id), version: row.version }
    if (created) out.createdAt = isoTime(row.created_at)
    if (updated) out.updatedAt = isoTime(row.updated_at)
    for (let i = 0; i < count; i++) {
      const slot = slots[i]!
      const v = row[slot.column]
      out[slot.name] = v === null || v === undefined ? null : slot.convert ? slot.convert(v) : v
    }
    return out
  }
}

const mappers = new WeakMap<EntityDef, Map<string, RowToRecord>>()

/** The entity's row-to-record mapping (all readable fields, or only `fields`), built on first use and kept. */
export function recordMapper(e: EntityDef, fields?: readonly string[]): RowToRecord {
  let byFields = mappers.get(e)
  if (!byFields) mappers.set(e, (byFields = new Map()))
  const key = fields ? fields.join(',') : '*'
  let mapper = byFields.get(key)
  if (!mapper) {
    // A bounded cache: column choices come from requests.
    if (byFields.size > 200) byFields.clear()
    byFields.set(key, (mapper = buildMapper(e, fields)))
  }
  return mapper
}

/** A time column as the API writes it (`2026-11-20T08:30:15.123Z`: UTC, milliseconds as JavaScript keeps them). */
const isoTimeSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * Who formats the times of a record SELECT. Rows that come as JSON text (the embedded database: json-rows.ts)
 * need the database to; rows that come through a driver get them as ISO text from its type parser
 * (timestamps.ts), which costs less than `to_char` in the database (0.1 ms of a 200-row page on PostgreSQL).
 */
export interface RecordSelectOptions {
  timesByDriver?: boolean
}

/** A column as its field's API value, named as the field, and whether the database computes the value. */
function recordExpression(
  name: string,
  def: Pick<FieldDef, 'kind'>,
  opts: RecordSelectOptions,
): { sql: string; computed: boolean } {
  const column = columnName(name)
  const value =
    def.kind === 'datetime' && !opts.timesByDriver
      ? isoTimeSql(column)
      : def.kind === 'date'
        ? `to_char(${column}, 'YYYY-MM-DD')`
        : column
  return { sql: value === name ? name : `${value} as "${name}"`, computed: value !== column }
}

function recordParts(e: EntityDef, fields: readonly string[] | undefined, opts: RecordSelectOptions) {
  const wanted = fields && new Set(fields)
  const parts = [
    { sql: 'id', computed: false },
    { sql: 'version', computed: false },
  ]
  for (const name of ['createdAt', 'updatedAt'])
    if (!wanted || wanted.has(name)) parts.push(recordExpression(name, { kind: 'datetime' }, opts))
  for (const [name, def] of Object.entries(e.fields))
    if (!def.writeOnly && (!wanted || wanted.has(name))) parts.push(recordExpression(name, def, opts))
  return parts
}

/**
 * The SELECT list whose rows are the entity's API records as they are (what `recordMapper` builds from raw rows,
 * key for key and in the same order), so list pages and single reads skip mapping in JavaScript: the database
 * names the values and formats days (and times, unless the driver does), and both drivers already give numbers
 * as numbers. Money and counts are not cast in SQL: a cast column named like its field would make an ORDER BY
 * on that name sort by the cast.
 */
export function recordSelect(
  e: EntityDef,
  fields?: readonly string[],
  opts: RecordSelectOptions = {},
): string {
  return recordSelection(e, fields, opts).sql
}

/** recordSelect's list, and whether it computes a value (formats a time or a day) rather than naming columns. */
export function recordSelection(
  e: EntityDef,
  fields?: readonly string[],
  opts: RecordSelectOptions = {},
): { sql: string; computes: boolean } {
  const parts = recordParts(e, fields, opts)
  return { sql: parts.map((p) => p.sql).join(', '), computes: parts.some((p) => p.computed) }
}
