import { columnSet } from '@/domain/list-fields'
import type { ListResult } from '@/domain/envelope'

/** A list row as the API sends it: id and version always, the requested fields besides. */
export type Row = Record<string, unknown> & { id: number }

/**
 * One cached block of a list. `columns` are the fields its rows were read with (id and version always come
 * along); undefined means every field (a block fetched without naming columns).
 */
export interface ListBlock extends ListResult<Row> {
  columns?: readonly string[]
  /** true: `total` is the database's estimate; the exact count is read from `/count` (list-total.ts). */
  totalEstimated?: boolean
}

/** Does a block read with `have` hold every field of `needed`? (undefined: every field) */
export function covers(have: readonly string[] | undefined, needed: readonly string[] | undefined): boolean {
  if (have === undefined) return true
  if (needed === undefined) return false
  return needed.every((f) => have.includes(f))
}

/** How to (re)read a block: which columns to ask for, and whether the answer fills in the cached rows. */
export interface BlockFetch {
  columns: readonly string[] | undefined
  /** true: ask only for the missing columns and merge them into the cached rows. */
  fill: boolean
}

/**
 * A block that is still fresh but lacks columns the table now shows asks only for those (a column shown in
 * the chooser reads one narrow block, not the whole block again). Anything else, a refresh, a stale or
 * invalidated block or a first read, reads the columns needed now: hidden columns are not read again.
 */
export function planBlockFetch(
  cached: ListBlock | undefined,
  fresh: boolean,
  needed: readonly string[] | undefined,
): BlockFetch {
  if (!cached || !fresh || needed === undefined || cached.columns === undefined)
    return { columns: needed, fill: false }
  const missing = needed.filter((f) => !cached.columns!.includes(f))
  return missing.length ? { columns: missing, fill: true } : { columns: needed, fill: false }
}

/**
 * The cached block with the fill's columns added, or undefined when the fill does not line up with it (rows
 * added, removed, moved or edited since: same ids and versions in the same places, or nothing): the caller
 * then reads the whole block again rather than mixing two states of the list.
 */
export function mergeFill(
  cached: ListBlock,
  fill: ListBlock,
  filled: readonly string[],
): ListBlock | undefined {
  const { items } = cached
  if (fill.items.length !== items.length) return undefined
  const lines = fill.items.every((r, i) => r.id === items[i]!.id && r.version === items[i]!.version)
  if (!lines) return undefined
  return {
    items: items.map((r, i) => ({ ...r, ...fill.items[i] })),
    total: fill.total,
    ...(fill.totalEstimated ? { totalEstimated: true } : {}),
    columns: columnSet([...(cached.columns ?? []), ...filled]),
  }
}
