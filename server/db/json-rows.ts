import type { Db, QueryOptions } from './client'

/**
 * Runs a SELECT and returns its rows. On the embedded database they are written as one JSON text (`json_agg`)
 * instead of row by row: for a page of 200 orders that is 5.6 instead of 19 ms of its CPU (PGlite's driver
 * copies and decodes every field of every row on its own). Rows keep the statement's order (an aggregate
 * reads a sorted subquery in order). Values are JSON's: numbers, text, booleans, arrays, and times as
 * `2026-11-20T08:30:15.123+00:00` text; a SELECT of `recordSelect` (record-mapping.ts) formats its times itself,
 * so its rows are records on both databases. PostgreSQL is asked plainly: building the JSON costs
 * its server 2–10 ms per page, more than node-postgres saves (1–1.5 ms).
 */
/** True when queryJsonRows hands `db`'s rows over as JSON text (times then need formatting in SQL). */
export function rowsComeAsJson(db: Pick<Db, 'kind'>): boolean {
  return db.kind === 'pglite'
}

export async function queryJsonRows(
  db: Db,
  sql: string,
  params: unknown[],
  opts?: QueryOptions,
): Promise<{ rows: Record<string, unknown>[] }> {
  if (!rowsComeAsJson(db)) return db.query(sql, params, opts)
  const { rows } = await db.query<{ rows: string | null }>(
    `select json_agg(page)::text as rows from (${sql}) page`,
    params,
  )
  const text = rows[0]?.rows
  return { rows: text ? (JSON.parse(text) as Record<string, unknown>[]) : [] }
}
