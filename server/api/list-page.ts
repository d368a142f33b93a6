import type { EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import type { ListParams } from '@/domain/list-params'
import { changeSum, changeSumSql, stampCounters } from '../db/change-stamp'
import type { Db } from '../db/client'
import { queryJsonRows, rowsComeAsJson } from '../db/json-rows'
import { SESSION_SOURCES } from '../identity/session-cache'
import { buildOrderBy, mergedSource, type Where } from './list-query'
import type { ListTotal } from './list-total'
import type { Seek } from './position-samples'
import { recordSelection } from './record-mapping'

/** Filtered lists up to this many rows are collected, then sorted (see readPage). */
const NARROW_TOTAL = 20_000
/** Pages within this many rows of the top may be merged from per-value reads (see mergedSource). */
const MERGE_ROWS = 10_000

/** A condition on the change counters read in the page statement: no rows come back unless it holds. */
export interface PageGuard {
  sql: string
  /** The sum of the counters `sql` must find (-1: never). */
  sum: number
}

/**
 * The guard of a list page served on a kept session answer and a kept total: the page statement returns rows
 * only if neither the session's sources (read at `sessionStamp`) nor the listed table (counted at
 * `tableVersion`) were written since, which proves both in the statement's own snapshot. Every counter it
 * expects is an earlier reading of a counter that only grows, so their sum is found again only if none moved.
 */
export function pageGuard(table: string, tableVersion: number, sessionStamp: string): PageGuard {
  const counters = stampCounters(sessionStamp)
  const known = counters.get(table) ?? 0
  const tables = [table, ...SESSION_SOURCES]
  // The listed table is itself a session source (roles): two readings that differ cannot both hold.
  if (known !== 0 && known !== tableVersion) return { sql: changeSumSql(tables), sum: -1 }
  counters.set(table, tableVersion)
  return { sql: changeSumSql(tables), sum: changeSum(counters, tables) }
}

/**
 * One page of records of `e` matching `where` (of `total` rows), read in one statement; under `guard`, none
 * unless the guard holds (and then the caller cannot tell it from an empty page: it never asks for one).
 * `seek` (position-samples.ts) starts a deep page of a long list at a sampled row instead of skipping to it.
 */
export async function readPage(
  db: Db,
  e: EntityDef,
  p: ListParams,
  where: Where,
  { total, estimated }: ListTotal,
  opts: { guard?: PageGuard; seek?: Seek } = {},
): Promise<Record<string, unknown>[]> {
  const { guard, seek } = opts
  // Past the middle, read from the far end: the database skips fewer rows, so the last page is as fast as the
  // first. Only from a known end: an estimated total is no place to count back from.
  const fromEnd = !seek && !estimated && p.offset > total / 2
  const limit = estimated ? p.limit : Math.min(p.limit, total - p.offset)
  const offset = seek ? seek.skip : fromEnd ? total - p.offset - limit : p.offset
  const merged =
    !seek && !fromEnd && total > NARROW_TOTAL && offset + limit <= MERGE_ROWS
      ? mergedSource(e, p, offset + limit)
      : undefined
  const scope = seek?.where ?? where
  const narrow = !merged && !!scope.sql && total <= NARROW_TOTAL
  const from = merged ?? { sql: `${e.table} ${scope.sql}`, params: scope.params }
  const n = from.params.length
  const order = buildOrderBy(p.sort, fromEnd)
  const select = recordSelection(e, p.columns, { timesByDriver: !rowsComeAsJson(db) })
  // A narrow filter (a search, a rare value) is cheaper to collect first and sort than to find by walking the
  // sort index past rows it rejects (`offset 0` keeps the planner from merging the two steps again). Only the
  // sort keys of the matches are collected, which an index covering them gives without reading the rows (an
  // address's index, search-indexes.ts); then only the page's rows are read.
  const sortKeys = [...new Set([...p.sort.map((s) => columnName(s.field)), 'id'])].join(', ')
  // Values the database computes (formatted times) are computed around the page, not in it, when rows are
  // skipped: the rows an OFFSET skips would be formatted too.
  const page = narrow
    ? `select ${select.sql} from ${e.table} where id in (
    select id from (select ${sortKeys} from ${from.sql} offset 0) narrowed ${order}
    limit $${n + 1} offset $${n + 2}) ${order}`
    : offset === 0 || !select.computes
      ? `select ${select.sql} from ${from.sql} ${order} limit $${n + 1} offset $${n + 2}`
      : `select ${select.sql} from (
    select * from ${from.sql} ${order} limit $${n + 1} offset $${n + 2}) rows ${order}`
  // The guard is a one-time filter around the page: when it fails, the page is never read.
  const { rows } = guard
    ? await db.query(
        `select * from (${page}) page where ${guard.sql} = $${n + 3}`,
        [...from.params, limit, offset, guard.sum],
        { repeated: true },
      )
    : await queryJsonRows(db, page, [...from.params, limit, offset], { repeated: true })
  return fromEnd ? rows.reverse() : rows
}

/**
 * A list answer: the page and its total, marked when it is an estimate. A page that ends before the limit has
 * found the list's end, which makes an estimated total exact.
 */
export function listAnswer(p: ListParams, items: Record<string, unknown>[], { total, estimated }: ListTotal) {
  if (estimated && items.length < p.limit && (items.length > 0 || p.offset === 0))
    return { items, total: p.offset + items.length }
  return estimated ? { items, total, totalEstimated: true } : { items, total }
}
