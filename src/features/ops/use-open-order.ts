import { useCallback, useMemo } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import type { ListResult } from '@/domain/envelope'
import { orders } from '@/domain/entities/orders'
import { recordHref } from '@/domain/screens'
import { useCan } from '@/auth/use-can'
import { showToast } from '@/ui/toast-store'

/** The row fields the opener reads: a list using it asks for them even when the column is hidden. */
export const OPEN_ORDER_FIELDS = ['orderNo'] as const

/**
 * Enter/O on a row that references an order (agent orders, store associations): opens that order's detail.
 * Undefined when the user may not view orders, so the list does not offer to open rows.
 */
export function useOpenOrder(): ((row: Row) => void) | undefined {
  const router = useRouter()
  const { t } = useLingui()
  const allowed = useCan()(`${orders.resource}:view`)
  const open = useCallback(
    async (row: Row) => {
      const orderNo = String(row.orderNo ?? '')
      const found = orderNo
        ? await requestData<ListResult<Row>>(`/v1/${orders.name}`, { query: { orderNo, limit: 1 } })
        : undefined
      const order = found?.items[0]
      const href = order && recordHref(orders.name, order)
      if (href) void router.navigate({ href })
      else showToast({ tone: 'error', message: t`Order ${orderNo} was not found.` })
    },
    [router, t],
  )
  return useMemo(() => (allowed ? (row: Row) => void open(row) : undefined), [allowed, open])
}
