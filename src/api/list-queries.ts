import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { BLOCK_SIZE } from '@/domain/list-fields'
import { listParamsToQuery, type ListParams } from '@/domain/list-params'
import { mergeFill, planBlockFetch, type ListBlock, type Row } from './block-columns'
import { requestData } from './client'
import { entityKeys } from './query-keys'

export type { ListBlock, Row } from './block-columns'

export { BLOCK_SIZE } from '@/domain/list-fields'
const BLOCK_STALE_MS = 60_000

export type ListView = Pick<ListParams, 'sort' | 'q' | 'filters'>

/**
 * One block of a list, keyed by entity + view + block index (architecture.md, "Data"). `columns` are the
 * fields the table needs (undefined: every field); they are not part of the key, so hiding a column reads
 * nothing and showing one reads only what the cached block lacks (see block-columns.ts).
 */
export function listBlockQuery(entity: string, view: ListView, block: number, columns?: readonly string[]) {
  const viewQuery = listParamsToQuery(view)
  const read = (cols: readonly string[] | undefined, signal: AbortSignal) =>
    requestData<ListBlock>(`/v1/${entity}`, {
      query: {
        ...viewQuery,
        offset: block * BLOCK_SIZE,
        limit: BLOCK_SIZE,
        ...(cols ? { columns: cols.join(',') } : {}),
      },
      signal,
    })
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- columns stay out of the key on purpose, see above
  return queryOptions({
    queryKey: entityKeys(entity).listBlock(viewQuery, block),
    queryFn: async ({ signal, client, queryKey }): Promise<ListBlock> => {
      const cached = cachedBlock(client, queryKey)
      const plan = planBlockFetch(cached?.data, cached?.fresh ?? false, columns)
      const got = await read(plan.columns, signal)
      if (!plan.fill) return { ...got, columns: plan.columns }
      return mergeFill(cached!.data!, got, plan.columns!) ?? { ...(await read(columns, signal)), columns }
    },
    structuralSharing: false,
    staleTime: BLOCK_STALE_MS,
  })
}

function cachedBlock(client: QueryClient, queryKey: QueryKey) {
  const state = client.getQueryState<ListBlock>(queryKey)
  if (!state?.data) return undefined
  const fresh = !state.isInvalidated && Date.now() - state.dataUpdatedAt < BLOCK_STALE_MS
  return { data: state.data, fresh }
}

/**
 * The exact row count of a view, for a list whose blocks carry only an estimate. Never blocks the rows: the
 * grid asks for it beside them (once per view; leaving the view cancels it). Not kept offline: a stored
 * count would be shown as exact while the list may have changed.
 */
export function listCountQuery(entity: string, view: ListView) {
  const viewQuery = listParamsToQuery(view)
  return queryOptions({
    queryKey: entityKeys(entity).listCount(viewQuery),
    queryFn: async ({ signal }) =>
      (await requestData<{ total: number }>(`/v1/${entity}/count`, { query: viewQuery, signal, quiet: true }))
        .total,
    staleTime: BLOCK_STALE_MS,
    meta: { persist: false },
  })
}

export function recordQuery(entity: string, id: number) {
  return queryOptions({
    queryKey: entityKeys(entity).record(id),
    queryFn: ({ signal }) => requestData<Row>(`/v1/${entity}/${id}`, { signal }),
  })
}
