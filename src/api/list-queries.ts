import { queryOptions } from '@tanstack/react-query'
import type { ListResult } from '@/domain/envelope'
import { listParamsToQuery, type ListParams } from '@/domain/list-params'
import { requestData } from './client'

/** Rows per block: one query each, fetched as it scrolls into view. */
export const BLOCK_SIZE = 200

export type ListView = Pick<ListParams, 'sort' | 'q' | 'filters'>
export type Row = Record<string, unknown> & { id: number }

/** One block of a list, keyed by entity + view + block index (architecture.md, "Data"). */
export function listBlockQuery(entity: string, view: ListView, block: number) {
  const viewQuery = listParamsToQuery(view)
  return queryOptions({
    queryKey: ['list', entity, viewQuery, block],
    queryFn: ({ signal }) =>
      requestData<ListResult<Row>>(`/v1/${entity}`, {
        query: { ...viewQuery, offset: block * BLOCK_SIZE, limit: BLOCK_SIZE },
        signal,
      }),
    structuralSharing: false,
    staleTime: 60_000,
  })
}

export function recordQuery(entity: string, id: number) {
  return queryOptions({
    queryKey: ['record', entity, id],
    queryFn: ({ signal }) => requestData<Row>(`/v1/${entity}/${id}`, { signal }),
  })
}
