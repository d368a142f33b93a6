import type { EntityDef, SortSpec } from '@/domain/entity'
import { CODE_CHARS, columnName, type FieldDef } from '@/domain/fields'
import { splitList, splitRange, type ListParams } from '@/domain/list-params'
import { searchMode } from '@/domain/search-mode'
import { recordMapper } from './record-mapping'

/** A WHERE clause with its parameters. Every value is a bind parameter; identifiers come from the registry. */
export interface Where {
  sql: string
  params: unknown[]
}

/** `params` lets several WHERE clauses of one statement share its numbered parameters. */
export function buildWhere(
  e: EntityDef,
  p: Pick<ListParams, 'filters' | 'q'>,
  params: unknown[] = [],
): Where {
  const bind = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  const clauses: string[] = []
  for (const [name, raw] of Object.entries(p.filters)) {
    const def = e.fields[name]
    if (def) clauses.push(filterClause(columnName(name), def, raw, bind))
  }
  if (p.q && e.keyShape?.test(p.q)) {
    clauses.push(`${columnName(e.key)} like ${bind(`${escapeLike(p.q)}%`)}`)
  } else if (p.q) {
    // Each pattern is bound once, and only if a field uses it (an unused parameter has no type).
    const once = (value: string) => {
      let ref: string | undefined
      return () => (ref ??= bind(value))
    }
    const like = once(`%${escapeLike(p.q)}%`)
    const prefix = once(`${escapeLike(p.q)}%`)
    const foldedPrefix = once(`${escapeLike(p.q.toLowerCase())}%`)
    // A code holds letters, digits, "-" and "_" only: text with anything else (an address) is not looked for
    // there, so the address's own index answers alone (an OR of indexes can read no index by itself).
    const codeLike = CODE_CHARS.test(p.q)
    const fields = e.search.filter((f) => codeLike || !e.fields[f]?.code)
    const ors = fields.map((f) => {
      const col = columnName(f)
      const mode = searchMode(e, f)
      if (mode === 'start') return `${col} like ${prefix()}`
      return mode === 'startIgnoringCase' ? `lower(${col}) like ${foldedPrefix()}` : `${col} ilike ${like()}`
    })
    clauses.push(ors.length ? `(${ors.join(' or ')})` : 'false')
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params }
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function filterClause(col: string, def: FieldDef, raw: string, bind: (v: unknown) => string): string {
  switch (def.filter) {
    case 'text':
      return `${col} ilike ${bind(`%${escapeLike(raw)}%`)}`
    case 'list':
    case 'enum': {
      // One value as an equality, so the planner can read a compound (filter, sort) index in order.
      const values = splitList(raw)
      return values.length === 1 ? `${col} = ${bind(values[0])}` : `${col} = any(${bind(values)}::text[])`
    }
    case 'bool':
      return `${col} = ${bind(raw === 'true')}`
    case 'range': {
      const [lo, hi] = splitRange(raw)
      return (
        [lo && `${col} >= ${bind(Number(lo))}`, hi && `${col} <= ${bind(Number(hi))}`]
          .filter(Boolean)
          .join(' and ') || 'true'
      )
    }
    case 'dateRange': {
      const [lo, hi] = splitRange(raw)
      return (
        [lo && `${col} >= ${bind(lo)}::date`, hi && `${col} < (${bind(hi)}::date + 1)`]
          .filter(Boolean)
          .join(' and ') || 'true'
      )
    }
    default:
      return 'false'
  }
}

/** ORDER BY with id as the tie-breaker so pages never overlap; `invert` reads the list from its end. */
/**
 * A list sorted by a field that a compound index pairs with a filter holding several values (orders by amount
 * in USD and EUR): each value's first `rows` are read in order from that index, and only those are merged.
 * Without it the database walks the sort index past every other value's rows. Undefined when it does not apply.
 */
export function mergedSource(e: EntityDef, p: ListParams, rows: number): Where | undefined {
  const first = p.sort[0]?.field
  const pair = e.filteredSorts?.find(([f, s]) => s === first && splitList(p.filters[f] ?? '').length > 1)
  if (!pair) return undefined
  const params: unknown[] = []
  const branches = splitList(p.filters[pair[0]]!).map((value) => {
    const where = buildWhere(e, { ...p, filters: { ...p.filters, [pair[0]]: value } }, params)
    params.push(rows)
    return `(select * from ${e.table} ${where.sql} ${buildOrderBy(p.sort)} limit $${params.length})`
  })
  return { sql: `(${branches.join(' union all ')}) merged`, params }
}

export function buildOrderBy(sort: SortSpec[], invert = false): string {
  const parts = sort.map(
    (s) =>
      `${columnName(s.field)} ${s.desc !== invert ? 'desc' : 'asc'} nulls ${s.desc !== invert ? 'last' : 'first'}`,
  )
  const lastDesc = sort.at(-1)?.desc ?? false
  parts.push(`id ${lastDesc !== invert ? 'desc' : 'asc'}`)
  return `order by ${parts.join(', ')}`
}

/** The SELECT list of a record: every readable field, or only `fields` (a list's `columns`) plus id and version. */
export function selectColumns(e: EntityDef, fields?: readonly string[]): string {
  const names = fields ?? [
    'createdAt',
    'updatedAt',
    ...Object.keys(e.fields).filter((name) => !e.fields[name]!.writeOnly),
  ]
  const cols = names.filter((n) => n !== 'id' && n !== 'version').map((n) => columnName(n))
  return ['id', 'version', ...cols].join(', ')
}

/**
 * snake_case row to the API's camelCase record, with money as numbers and times as ISO strings: every readable
 * field, or only `fields` (a list's `columns`, the fields it was selected with) plus id and version.
 */
export function toRecord(
  e: EntityDef,
  row: Record<string, unknown>,
  fields?: readonly string[],
): Record<string, unknown> {
  return recordMapper(e, fields)(row)
}
