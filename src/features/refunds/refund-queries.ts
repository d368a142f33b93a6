import { queryOptions } from '@tanstack/react-query'
import type { Row } from '@/api/list-queries'
import { requestData } from '@/api/client'
import { appKeys } from '@/api/query-keys'
import type { ListResult } from '@/domain/envelope'
import { refunds } from '@/domain/entities/refunds-barters'
import { REFUND_LIVE_STATUSES, REFUND_PENDING_STATUSES, type RefundStatus } from '@/domain/refund-workflow'
import { refundableOf, type Refundable } from './refund-apply-model'
import type { RefundScreens } from './refund-screens'

/** The order a refund is applied to, and what is still refundable on it (null: no such order). */
export function refundableQuery(source: RefundScreens['order'], orderNo: string) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the order entity decides its fields (refund-screens.ts)
  return queryOptions({
    queryKey: appKeys.refundable(source.entity, orderNo),
    queryFn: async ({ signal }): Promise<(Refundable & { order: Row; inProgress?: Row }) | null> => {
      const [found, live] = await Promise.all([
        requestData<ListResult<Row>>(`/v1/${source.entity}`, {
          query: { [source.key]: orderNo, limit: 1 },
          signal,
        }),
        requestData<ListResult<Row>>(`/v1/${refunds.name}`, {
          query: { orderNo, status: REFUND_LIVE_STATUSES.join(','), limit: 200 },
          signal,
        }),
      ])
      const order = found.items[0]
      if (!order) return null
      const remaining = refundableOf(
        Number(order[source.paid] ?? 0),
        live.items.map((r) => Number(r.amount ?? 0)),
      )
      // A refund still in the workflow blocks a second one (the server refuses it): say so, and which.
      const inProgress = live.items.find((r) => REFUND_PENDING_STATUSES.includes(r.status as RefundStatus))
      return { order, currency: String(order[source.currency]), remaining, inProgress }
    },
    enabled: orderNo.trim().length > 0,
    staleTime: 10_000,
  })
}
