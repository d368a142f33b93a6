import type { Queryable } from '../db/client'
import { ROW_COUNT_SQL } from '../db/row-counts'
import type { ChangeCounters, CountCache } from './count-cache'
import type { Where } from './list-query'

/** A list's number of rows: exact, or the planner's estimate while counting would cost too much. */
export interface ListTotal {
  total: number
  estimated: boolean
}

/**
 * Filters matching up to this many rows are counted exactly with every list answer (a count this size costs
 * what reading a few pages does, at any table size); larger matches are estimated, and counted on request.
 */
export const EXACT_COUNT_LIMIT = 100_000

export const totalKey = (where: Where) => `total|${where.sql}|${JSON.stringify(where.params)}`

/**
 * The total of a list answer, never a count of millions of rows: the whole table's kept row count
 * (row-counts.ts), else an exact count of at most EXACT_COUNT_LIMIT + 1 rows when the planner expects few,
 * else the planner's estimate. Kept per filter until the table is next written, like every count.
 */
export function listTotal(
  db: Queryable,
  counts: CountCache,
  table: string,
  where: Where,
  changes?: ChangeCounters,
  exactLimit = EXACT_COUNT_LIMIT,
): Promise<ListTotal> {
  return counts.remember(table, totalKey(where), () => computeTotal(db, table, where, exactLimit), changes)
}

/** The exact total (GET /v1/<entity>/count), kept for the list answers that follow too. */
export async function exactTotal(
  db: Queryable,
  counts: CountCache,
  table: string,
  where: Where,
  changes?: ChangeCounters,
  exactLimit = EXACT_COUNT_LIMIT,
): Promise<number> {
  const kept = await listTotal(db, counts, table, where, changes, exactLimit)
  if (!kept.estimated) return kept.total
  const at = await counts.standing(table, changes)
  const exact = await counts.count(db, table, where, changes)
  counts.keep(table, totalKey(where), at, { total: exact, estimated: false })
  return exact
}

async function computeTotal(
  db: Queryable,
  table: string,
  where: Where,
  exactLimit: number,
): Promise<ListTotal> {
  if (!where.sql) {
    const { rows } = await db.query<{ row_count: string | number | null }>(ROW_COUNT_SQL, [table])
    const kept = rows[0]?.row_count
    if (kept !== null && kept !== undefined) return { total: Number(kept), estimated: false }
  }
  const expected = await plannedRows(db, table, where)
  if (expected <= exactLimit) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from ${table} ${where.sql} limit ${exactLimit + 1}) matched`,
      where.params,
    )
    const n = Number(rows[0]?.n ?? 0)
    if (n <= exactLimit) return { total: n, estimated: false }
    return { total: Math.max(n, expected), estimated: true }
  }
  return { total: expected, estimated: true }
}

/** The number of rows the planner expects `where` to match (its statistics; no row is read). */
async function plannedRows(db: Queryable, table: string, where: Where): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) select 1 from ${table} ${where.sql}`,
    where.params,
  )
  const raw = rows[0]?.['QUERY PLAN']
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }]
  return Math.round(plan[0].Plan['Plan Rows'])
}
