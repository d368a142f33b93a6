import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { hashKey, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { covers } from '@/api/block-columns'
import { BLOCK_SIZE, listBlockQuery, type ListView, type Row } from '@/api/list-queries'

export interface RowRange {
  first: number
  last: number
}

/** Faster than this (rows per ms, ≈ 2,000 px/s at 36 px rows) counts as "scrolling fast": no fetching. */
const FAST_ROWS_PER_MS = 0.055
const SETTLE_MS = 120

/**
 * The range worth fetching: follows the visible range at once when scrolling slowly, and only once the
 * list settles when scrolling fast, so flinging across 200,000 rows does not fire a request per block.
 * `settleAt` makes a keyboard jump fetch immediately.
 */
export function useFetchRange(visible: RowRange) {
  const [settled, setSettled] = useState(visible)
  const last = useRef({ first: visible.first, at: 0 })
  useEffect(() => {
    const now = performance.now()
    const speed = Math.abs(visible.first - last.current.first) / Math.max(1, now - last.current.at)
    last.current = { first: visible.first, at: now }
    const settle = () =>
      setSettled((s) => (s.first === visible.first && s.last === visible.last ? s : visible))
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
  const lastBlock = head.data ? Math.max(0, Math.ceil(head.data.total / BLOCK_SIZE) - 1) : Infinity
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
  const queries = useMemo(
    () =>
      blocks.map((b) => {
        const q = listBlockQuery(entity, view, b, columns)
        // Hashed once here rather than on every render of every scroll frame.
        return { ...q, queryHash: hashKey(q.queryKey), enabled: b >= lo && b <= hi }
      }),
    [blocks, entity, view, columns, lo, hi],
  )
  const results = useQueries({ queries })
  useFillColumns(queries, results, columns)
  const total = head.data?.total ?? results.find((r) => r.data)?.data?.total
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
    rowAt,
    fetchRow,
    error,
    updatedAt: Math.min(head.dataUpdatedAt || Infinity, ...loaded.map((r) => r.dataUpdatedAt)),
    fetching: head.isFetching || results.some((r) => r.isFetching),
    refetch: () => {
      void head.refetch()
      results.forEach((r) => void r.refetch())
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
