import { createFileRoute } from '@tanstack/react-router'
import { listSearchSchema } from '@/table/list-search'
import { OrdersPage } from '@/features/order-center/orders-page'

export const Route = createFileRoute('/_layout/orderCenter/orders')({
  validateSearch: listSearchSchema,
  component: OrdersPage,
})
