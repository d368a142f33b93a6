import { useDeferredValue } from 'react'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import type { ListResult } from '@/domain/envelope'
import { orders } from '@/domain/orders'
import { skus } from '@/domain/entities/price-center'
import { useCan } from '@/shell/use-access'

/** The order a barter is for, found by its number (null when no order has it). */
export function orderByNoQuery(orderNo: string) {
  return queryOptions({
    queryKey: ['list', orders.name, 'byNo', orderNo],
    queryFn: async ({ signal }) => {
      const list = await requestData<ListResult<Row>>(`/v1/${orders.name}`, {
        query: { orderNo, limit: 1 },
        signal,
      })
      return list.items[0] ?? null
    },
    staleTime: 60_000,
  })
}

export function useOrderByNo(orderNo: string) {
  return useQuery({ ...orderByNoQuery(orderNo), enabled: !!orderNo })
}

/** SKU suggestions for the new item, when the user may read SKUs; otherwise the code is typed. */
export function useSkuSuggestions(text: string) {
  const mayRead = useCan()(`${skus.resource}:view`)
  const q = useDeferredValue(text.trim())
  const { data } = useQuery({
    queryKey: ['list', skus.name, 'suggest', q],
    queryFn: ({ signal }) =>
      requestData<ListResult<Row>>(`/v1/${skus.name}`, { query: { q, limit: 20 }, signal, quiet: true }),
    enabled: mayRead,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
  return (data?.items ?? []).map((s) => ({ code: String(s.skuCode), name: String(s.name ?? '') }))
}
