import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { hashKey, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { covers } from '@/api/block-columns'
import { BLOCK_SIZE, listBlockQuery, listCountQuery, type ListView, type Row } from '@/api/list-queries'
import { nearestEnd, resolveTotal, type TotalAnswer } from './list-total'
import { afterNextPaint } from '@/ui/next-task'
import { useFirstScreenShown } from '@/ui/first-screen'

export interface RowRange {
  first: number
  last: number
}

/** Faster than this (rows per ms, ≈ 2,000 px/s at 36 px rows) counts as "scrolling fast": no fetching. */
const FAST_ROWS_PER_MS = 0.055
const SETTLE_MS = 120

/**
 * The range worth fetching: follows the visible range at once when scrolling slowly, and only once the
 * list settles when scrolling fast, so flinging across 200,000 rows does not fire a request per block. It
 * changes only when its blocks do.
 * `settleAt` makes a keyboard jump fetch immediately.
 */
export function useFetchRange(visible: RowRange) {
  const [settled, setSettled] = useState(visible)
  const last = useRef({ first: visible.first, at: 0 })
  useEffect(() => {
    const now = performance.now()
    const speed = Math.abs(visible.first - last.current.first) / Math.max(1, now - last.current.at)
    last.current = { first: visible.first, at: now }
    // Only the blocks of the range decide what is fetched: a move within them renders nothing again.
    const settle = () => setSettled((s) => (sameBlocks(s, visible) ? s : visible))
    if (speed < FAST_ROWS_PER_MS) return settle()
    const t = setTimeout(settle, SETTLE_MS)
    return () => clearTimeout(t)
  }, [visible])
  const settleAt = useCallback((row: number) => setSettled({ first: row, last: row }), [])
  return { fetchRange: settled, settleAt }
}

const blockOf = (row: number) => Math.floor(Math.max(0, row) / BLOCK_SIZE)
const span = (a: number, b: number) =>
  Array.from({ length: Math.max(0, b - Math.max(0, a) + 1) }, (_, i) => Math.max(0, a) + i)

const within = (b: number, r: RowRange) => b >= r.first && b <= r.last
/** Whether two ranges cover the same blocks (all that decides what is fetched). */
export const sameBlocks = (a: RowRange, b: RowRange) =>
  blockOf(a.first) === blockOf(b.first) && blockOf(a.last) === blockOf(b.last)

/** Whether a frame has been painted since `state` (a key; undefined: not yet reached) was rendered. */
function usePaintedAfter(state: string | undefined): boolean {
  const [painted, setPainted] = useState<string>()
  useEffect(() => (state === undefined ? undefined : afterNextPaint(() => setPainted(state))), [state])
  return state !== undefined && painted === state
}

/**
 * Which of `blocks` to ask the server for: those in the fetch range, but the neighbours (prefetch) only once
 * the blocks the user is going to (`wanted`) have their answer. Sent beside them, a prefetch shares the server
 * (and the machine) with the block someone is waiting for, and delays it. Pure.
 */
export function blocksToAsk(
  blocks: readonly number[],
  range: RowRange,
  wanted: RowRange,
  wantedAnswered: boolean,
): boolean[] {
  return blocks.map((b) => within(b, range) && (wantedAnswered || within(b, wanted)))
}

/**
 * The rows of the blocks covering the visible range, as a sparse lookup. Blocks in the fetch range (±1
 * block prefetch) are fetched; others show what the cache holds, or placeholders. `columns` are the fields
 * the rows need: a cached block that lacks some of them (a column just shown) reads just those.
 */
export function useBlockRows(
  entity: string,
  view: ListView,
  columns: readonly string[],
  visible: RowRange,
  fetchRange: RowRange,
) {
  const client = useQueryClient()
  const head = useQuery(listBlockQuery(entity, view, 0, columns))
  const count = useListTotal(entity, view, head.data)
  const lastBlock =
    count.total !== undefined ? Math.max(0, Math.ceil(count.total / BLOCK_SIZE) - 1) : Infinity
  const target = blockOf(fetchRange.first)
  const lo = target - 1
  const hi = Math.min(blockOf(fetchRange.last) + 1, lastBlock)
  const vlo = blockOf(visible.first) - 1
  const vhi = Math.min(blockOf(visible.last) + 1, lastBlock)
  // Requests start in this order and the server answers them one by one: the block the user is going to
  // comes first, its neighbours (prefetch) after it. No block past the end is asked for.
  const blocks = useMemo(
    () => [
      ...new Set([
        ...span(lo, hi).sort((a, b) => Math.abs(a - target) - Math.abs(b - target)),
        ...span(vlo, vhi),
      ]),
    ],
    [vlo, vhi, lo, hi, target],
  )
  const blockQueries = useMemo(
    () =>
      blocks.map((b) => {
        const q = listBlockQuery(entity, view, b, columns)
        // Hashed once here rather than on every render of every scroll frame.
        return { ...q, queryHash: hashKey(q.queryKey) }
      }),
    [blocks, entity, view, columns],
  )
  const wantedLast = Math.min(blockOf(fetchRange.last), lastBlock)
  const cache = client.getQueryCache()
  const wantedAnswered = blockQueries.every((q, i) => {
    const state = cache.get(q.queryHash)?.state
    const wanted = blocks[i]! >= target && blocks[i]! <= wantedLast
    return !wanted || state?.data !== undefined || state?.status === 'error'
  })
  // The neighbours wait for the wanted rows' paint too: asked for in the commit that shows them, they were
  // one more request (and answer, and render) between the list's first rows and their paint (issue 31).
  // On a start, they wait for the first screen (src/ui/first-screen.ts), with the live events and the service
  // worker: they are not part of it.
  const firstScreenShown = useFirstScreenShown()
  const wantedShown =
    usePaintedAfter(wantedAnswered ? blockQueries[blocks.indexOf(target)]?.queryHash : undefined) &&
    firstScreenShown
  const queries = useMemo(() => {
    const range = { first: lo, last: hi }
    const asked = blocksToAsk(blocks, range, { first: target, last: wantedLast }, wantedShown)
    return blockQueries.map((q, i) => ({ ...q, enabled: asked[i]! }))
  }, [blockQueries, blocks, lo, hi, target, wantedLast, wantedShown])
  const results = useQueries({ queries })
  useFillColumns(queries, results, columns)
  // A block that comes back short while the total is an estimate: the list ends there.
  const shortEnd = count.estimated
    ? nearestEnd(
        blocks.flatMap((block, i) => {
          const data = block === 0 ? (head.data ?? results[i]?.data) : results[i]?.data
          return data ? [{ block, rows: data.items.length }] : []
        }),
        BLOCK_SIZE,
        count.knownEnd,
      )
    : undefined
  const { noteEnd } = count
  useEffect(() => {
    if (shortEnd !== undefined) noteEnd(shortEnd)
  }, [shortEnd, noteEnd])
  const total = count.total ?? results.find((r) => r.data)?.data?.total
  const rowAt = (index: number): Row | undefined =>
    results[blocks.indexOf(blockOf(index))]?.data?.items[index % BLOCK_SIZE]
  const loaded = results.filter((r) => r.data)
  const error = head.error ?? results.find((r) => r.error)?.error
  // A keyboard jump asks for its block here, inside the key press, before the rows it lands on are rendered;
  // the render's own queries then find it on its way (or cached: no second request).
  const fetchRow = useCallback(
    (row: number) => void client.prefetchQuery(listBlockQuery(entity, view, blockOf(row), columns)),
    [client, entity, view, columns],
  )
  return {
    total,
    /** The total is the database's estimate; the exact count is on its way (`counting`). */
    estimated: count.estimated,
    counting: count.counting,
    /** Asks for the exact count now (Mod+End on an estimate), if it is not known or on its way. */
    requestExact: count.requestExact,
    countFailed: count.failed,
    rowAt,
    fetchRow,
    error,
    updatedAt: Math.min(head.dataUpdatedAt || Infinity, ...loaded.map((r) => r.dataUpdatedAt)),
    fetching: head.isFetching || results.some((r) => r.isFetching),
    refetch: () => {
      void head.refetch()
      results.forEach((r) => void r.refetch())
      count.refetch()
    },
  }
}

/**
 * The view's row count (list-total.ts): the head block's total, and when that is an estimate, the exact
 * count read beside the rows (one request per view, cancelled when the view changes: its query loses its
 * last observer) or the end a short block shows (noteEnd).
 */
function useListTotal(entity: string, view: ListView, head: TotalAnswer | undefined) {
  const client = useQueryClient()
  const viewKey = useMemo(() => JSON.stringify(view), [view])
  const [end, setEnd] = useState<{ viewKey: string; at: number }>()
  const knownEnd = end?.viewKey === viewKey ? end.at : undefined
  const wanted = !!head?.totalEstimated && knownEnd === undefined
  const countQuery = useMemo(() => listCountQuery(entity, view), [entity, view])
  const exact = useQuery({ ...countQuery, enabled: wanted })
  const resolved = resolveTotal(head, exact.data, knownEnd)
  const estimated = resolved?.estimated ?? false
  return {
    total: resolved?.total,
    estimated,
    knownEnd,
    counting: estimated && exact.isFetching,
    failed: estimated && !!exact.error && !exact.isFetching,
    requestExact: useCallback(() => void client.prefetchQuery(countQuery), [client, countQuery]),
    noteEnd: useCallback(
      (at: number) => setEnd((e) => (e?.viewKey === viewKey && e.at === at ? e : { viewKey, at })),
      [viewKey],
    ),
    refetch: () => {
      if (wanted) void exact.refetch()
    },
  }
}

interface BlockResult {
  data?: { columns?: readonly string[] }
  isFetching: boolean
  refetch: () => unknown
}

/**
 * Blocks in the fetch range whose rows lack a column the table now needs read the missing columns (the
 * block's query function asks only for those). Asked once per block while the columns stay the same, so a
 * block that cannot be read (offline) is not asked again on every render.
 */
function useFillColumns(
  queries: readonly { queryHash: string; enabled: boolean }[],
  results: readonly BlockResult[],
  columns: readonly string[],
) {
  const asked = useRef({ columns, blocks: new Set<string>() })
  useEffect(() => {
    if (asked.current.columns !== columns) asked.current = { columns, blocks: new Set() }
    const { blocks } = asked.current
    results.forEach((r, i) => {
      const q = queries[i]
      if (!q?.enabled || !r.data || r.isFetching || covers(r.data.columns, columns)) return
      if (blocks.has(q.queryHash)) return
      blocks.add(q.queryHash)
      void r.refetch()
    })
  })
}
