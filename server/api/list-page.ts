import type { EntityDef } from '../../src/domain/entity'
import type { ListParams } from '../../src/domain/list-params'
import { changeStamp, changeStampSql, stampCounters } from '../db/change-stamp'
import type { Db } from '../db/client'
import { queryJsonRows } from '../db/json-rows'
import { SESSION_SOURCES } from '../identity/session-cache'
import { buildOrderBy, mergedSource, type Where } from './list-query'
import { recordSelect } from './record-mapping'

/** Filtered lists up to this many rows are collected, then sorted (see readPage). */
const NARROW_TOTAL = 20_000
/** Pages within this many rows of the top may be merged from per-value reads (see mergedSource). */
const MERGE_ROWS = 10_000

/** A condition on the change counters read in the page statement: no rows come back unless it holds. */
export interface PageGuard {
  sql: string
  stamp: string
}

/**
 * The guard of a list page served on a kept session answer and a kept total: the page statement returns rows
 * only if neither the session's sources (read at `sessionStamp`) nor the listed table (counted at
 * `tableVersion`) were written since, which proves both in the statement's own snapshot.
 */
export function pageGuard(table: string, tableVersion: number, sessionStamp: string): PageGuard {
  const counters = stampCounters(sessionStamp)
  const known = counters.get(table)
  // The listed table is itself a session source (roles): two readings that differ cannot both hold.
  counters.set(table, known === undefined || known === tableVersion ? tableVersion : -1)
  return { sql: changeStampSql([table, ...SESSION_SOURCES]), stamp: changeStamp(counters) }
}

/**
 * One page of records of `e` matching `where` (of `total` rows), read in one statement; under `guard`, none
 * unless the guard holds (and then the caller cannot tell it from an empty page: it never asks for one).
 */
export async function readPage(
  db: Db,
  e: EntityDef,
  p: ListParams,
  where: Where,
  total: number,
  guard?: PageGuard,
): Promise<Record<string, unknown>[]> {
  // Past the middle, read from the far end: the database skips fewer rows, so the last page is as fast as the first.
  const fromEnd = p.offset > total / 2
  const limit = Math.min(p.limit, total - p.offset)
  const offset = fromEnd ? total - p.offset - limit : p.offset
  const merged =
    !fromEnd && total > NARROW_TOTAL && offset + limit <= MERGE_ROWS
      ? mergedSource(e, p, offset + limit)
      : undefined
  // A narrow filter (a search, a rare value) is cheaper to collect first and sort than to find by walking the
  // sort index past rows it rejects; `offset 0` keeps the planner from merging the two steps again.
  const from = merged ?? {
    sql:
      where.sql && total <= NARROW_TOTAL
        ? `(select * from ${e.table} ${where.sql} offset 0) narrowed`
        : `${e.table} ${where.sql}`,
    params: where.params,
  }
  const n = from.params.length
  const order = buildOrderBy(p.sort, fromEnd)
  // Records are formatted around the page, not in it: rows an OFFSET skips would be formatted too.
  const page = `select ${recordSelect(e, p.columns)} from (
    select * from ${from.sql} ${order} limit $${n + 1} offset $${n + 2}) rows ${order}`
  // The guard is a one-time filter around the page: when it fails, the page is never read.
  const { rows } = guard
    ? await db.query(`select * from (${page}) page where ${guard.sql} = $${n + 3}`, [
        ...from.params,
        limit,
        offset,
        guard.stamp,
      ])
    : await queryJsonRows(db, page, [...from.params, limit, offset])
  return fromEnd ? rows.reverse() : rows
}
