import { useQueries } from '@tanstack/react-query'
import { BLOCK_SIZE, listBlockQuery, type ListView, type Row } from '@/api/list-queries'

/**
 * The rows of the blocks covering [first, last] (plus one block either side), as a sparse lookup.
 * Blocks not loaded yet give undefined rows, which the table draws as placeholders.
 */
export function useBlockRows(entity: string, view: ListView, first: number, last: number) {
  const from = Math.max(0, Math.floor(first / BLOCK_SIZE) - 1)
  const to = Math.floor(Math.max(first, last) / BLOCK_SIZE) + 1
  const blocks = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const results = useQueries({ queries: blocks.map((b) => listBlockQuery(entity, view, b)) })
  const firstBlock = useQueries({ queries: [listBlockQuery(entity, view, 0)] })[0]
  const total = results.find((r) => r.data)?.data?.total ?? firstBlock?.data?.total
  const rowAt = (index: number): Row | undefined => {
    const r = results[Math.floor(index / BLOCK_SIZE) - from]
    return r?.data?.items[index % BLOCK_SIZE]
  }
  const error = results.find((r) => r.error)?.error ?? firstBlock?.error
  const updatedAt = Math.max(0, ...results.map((r) => r.dataUpdatedAt))
  const fetching = results.some((r) => r.isFetching)
  return { total, rowAt, error, updatedAt, fetching, refetch: () => results.forEach((r) => void r.refetch()) }
}
