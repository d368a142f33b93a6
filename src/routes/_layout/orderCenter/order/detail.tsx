import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailPage } from '@/features/order-center/order-detail-page'

export const Route = createFileRoute('/_layout/orderCenter/order/detail')({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => {
    const id = Number(raw.id)
    return Number.isSafeInteger(id) && id > 0 ? { id } : {}
  },
  component: OrderDetailPage,
})
