import { queryOptions, useQuery } from '@tanstack/react-query'
import { requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import type { ListResult } from '@/domain/envelope'
import { orders } from '@/domain/entities/orders'

/** The order a barter is for, found by its number (null when no order has it). */
export function orderByNoQuery(orderNo: string) {
  return queryOptions({
    queryKey: entityKeys(orders.name).listSlice('byNo', orderNo),
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
