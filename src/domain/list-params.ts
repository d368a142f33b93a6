import type { EntityDef, SortSpec } from './entity'
import type { FieldDef } from './fields'

/**
 * List parameters shared by the product API (query string) and the console (URL search and requests).
 * Wire form: offset, limit, sort=field:desc,other, q=text, columns=a,b (the fields each record carries; id
 * and version always come along; absent: every readable field), and one parameter per filtered field:
 *   text      substring            list   a,b,c (exact, at most MAX_LIST_VALUES)
 *   enum      a,b (one of values)  bool   true|false
 *   range     min..max (either side may be empty)
 *   dateRange 2026-01-01..2026-01-31 (inclusive days, either side may be empty)
 */
export interface ListParams {
  offset: number
  limit: number
  sort: SortSpec[]
  q?: string
  filters: Record<string, string>
  /** The fields each record carries (besides id and version); undefined: every readable field. */
  columns?: string[]
}

export const MAX_LIMIT = 1000
export const MAX_LIST_VALUES = 500
export const MAX_SORT_FIELDS = 3
const RESERVED = new Set(['offset', 'limit', 'sort', 'q', 'columns'])

export interface ParamIssue {
  field: string
  message: string
}

export type ParseResult = { ok: true; params: ListParams } | { ok: false; issues: ParamIssue[] }

export function parseListParams(entity: EntityDef, query: Record<string, string | undefined>): ParseResult {
  const issues: ParamIssue[] = []
  const offset = parseIntParam(query.offset, 0, 0, Number.MAX_SAFE_INTEGER, 'offset', issues)
  const limit = parseIntParam(query.limit, 50, 1, MAX_LIMIT, 'limit', issues)
  const sort = parseSort(entity, query.sort, issues)
  const q = query.q?.trim() || undefined
  if (q && q.length > 200) issues.push({ field: 'q', message: 'too long (max 200)' })
  const columns = parseColumns(entity, query.columns, issues)
  const filters: Record<string, string> = {}
  for (const [name, raw] of Object.entries(query)) {
    if (RESERVED.has(name) || raw === undefined || raw === '') continue
    const def = entity.fields[name]
    if (!def?.filter) {
      issues.push({ field: name, message: 'unknown filter' })
      continue
    }
    const problem = checkFilterValue(def, raw)
    if (problem) issues.push({ field: name, message: problem })
    else filters[name] = raw
  }
  if (issues.length) return { ok: false, issues }
  return { ok: true, params: { offset, limit, sort, q, filters, ...(columns ? { columns } : {}) } }
}

/** The fields every record has besides the entity's own: the API always sends id and version. */
export const RECORD_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'] as const

/** Can a list name this field in `columns`? Every field the API returns: not a write-only secret. */
export function isReadableField(entity: EntityDef, name: string): boolean {
  if ((RECORD_FIELDS as readonly string[]).includes(name)) return true
  return Object.hasOwn(entity.fields, name) && !entity.fields[name]!.writeOnly
}

/**
 * `columns=a,b,c`: readable fields of the entity, each at most once. Empty or absent: every field. The list is
 * bounded by the entity's own field count (a repeated or unknown name is an issue, not silently dropped).
 */
export function parseColumns(
  entity: EntityDef,
  raw: string | undefined,
  issues: ParamIssue[] = [],
): string[] | undefined {
  if (raw === undefined || raw === '') return undefined
  const names = raw.split(',').map((n) => n.trim())
  const max = Object.keys(entity.fields).length + RECORD_FIELDS.length
  if (names.length > max) {
    issues.push({ field: 'columns', message: `at most ${max} columns` })
    return undefined
  }
  const seen = new Set<string>()
  for (const name of names) {
    if (!isReadableField(entity, name))
      issues.push({ field: 'columns', message: `unknown column ${name.slice(0, 64)}` })
    else if (seen.has(name)) issues.push({ field: 'columns', message: `column ${name} named twice` })
    else seen.add(name)
  }
  return [...seen]
}

function parseIntParam(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  issues: ParamIssue[],
): number {
  if (raw === undefined || raw === '') return fallback
  const n = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isInteger(n) || n < min || n > max) {
    issues.push({ field: name, message: `must be an integer from ${min} to ${max}` })
    return fallback
  }
  return n
}

export function parseSort(entity: EntityDef, raw: string | undefined, issues: ParamIssue[] = []): SortSpec[] {
  if (!raw) return entity.defaultSort
  const specs: SortSpec[] = []
  for (const part of raw.split(',').slice(0, MAX_SORT_FIELDS + 1)) {
    const [fieldName = '', dir = 'asc'] = part.split(':')
    if (!entity.fields[fieldName]?.sortable) {
      issues.push({ field: 'sort', message: `cannot sort by ${fieldName}` })
      continue
    }
    if (dir !== 'asc' && dir !== 'desc') issues.push({ field: 'sort', message: `bad direction ${dir}` })
    specs.push({ field: fieldName, desc: dir === 'desc' })
  }
  if (specs.length > MAX_SORT_FIELDS)
    issues.push({ field: 'sort', message: `at most ${MAX_SORT_FIELDS} fields` })
  return specs
}

export function serializeSort(sort: SortSpec[]): string {
  return sort.map((s) => `${s.field}:${s.desc ? 'desc' : 'asc'}`).join(',')
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD, years 1 to 9999 (no 2026-02-30, no year 0). */
export function isCalendarDay(s: string): boolean {
  const m = DAY.exec(s)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false
  return d <= new Date(Date.UTC(2000, mo, 0)).getUTCDate() - (mo === 2 && !isLeap(y) ? 1 : 0)
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

/** Integer columns are 32-bit: a bound outside that, or a fraction, is refused rather than sent to SQL. */
const INT_MIN = -2_147_483_648
const INT_MAX = 2_147_483_647
/** Money and other numeric bounds: finite decimals of plain digits (no hex, no exponent beyond 1e15). */
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/

function rangeBoundProblem(def: FieldDef, v: string): string | undefined {
  if (!DECIMAL.test(v)) return 'must be min..max numbers'
  if (def.kind !== 'int') return undefined
  const n = Number(v)
  return Number.isInteger(n) && n >= INT_MIN && n <= INT_MAX
    ? undefined
    : `must be min..max integers from ${INT_MIN} to ${INT_MAX}`
}

function checkFilterValue(def: FieldDef, raw: string): string | undefined {
  if (raw.length > 20_000) return 'too long'
  switch (def.filter) {
    case 'text':
      return raw.length > 200 ? 'too long (max 200)' : undefined
    case 'list': {
      const values = splitList(raw)
      if (values.length > MAX_LIST_VALUES) return `at most ${MAX_LIST_VALUES} values`
      return values.some((v) => v.length > (def.max ?? 200)) ? 'value too long' : undefined
    }
    case 'enum':
      return splitList(raw).every((v) => def.values?.includes(v)) ? undefined : 'unknown value'
    case 'bool':
      return raw === 'true' || raw === 'false' ? undefined : 'must be true or false'
    case 'range': {
      const [lo, hi] = splitRange(raw)
      return [lo, hi].map((v) => (v === undefined ? undefined : rangeBoundProblem(def, v))).find(Boolean)
    }
    case 'dateRange': {
      const [lo, hi] = splitRange(raw)
      const bad = [lo, hi].some((v) => v !== undefined && !isCalendarDay(v))
      return bad ? 'must be YYYY-MM-DD..YYYY-MM-DD' : undefined
    }
    default:
      return 'not filterable'
  }
}

/** Comma-joined list to values: trimmed, empty entries dropped. */
export function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

export function splitRange(raw: string): [string | undefined, string | undefined] {
  const [lo = '', hi = ''] = raw.split('..')
  return [lo.trim() || undefined, hi.trim() || undefined]
}

/** Query-string form of list params, for the product API. Stable key order so it can key caches. */
export function listParamsToQuery(p: Partial<ListParams>): Record<string, string> {
  const out: Record<string, string> = {}
  if (p.offset !== undefined) out.offset = String(p.offset)
  if (p.limit !== undefined) out.limit = String(p.limit)
  if (p.sort?.length) out.sort = serializeSort(p.sort)
  if (p.q) out.q = p.q
  if (p.columns?.length) out.columns = p.columns.join(',')
  for (const k of Object.keys(p.filters ?? {}).sort()) {
    const v = p.filters?.[k]
    if (v) out[k] = v
  }
  return out
}

/** Multi-line paste to a comma-joined list: lines trimmed, empty lines dropped (spec section 5). */
export function pasteToList(text: string): string {
  return text
    .split(/\r?\n|,/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(',')
}
