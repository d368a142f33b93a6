import { createFileRoute } from '@tanstack/react-router'
import { cartOrders } from '@/domain/entities/order-center'
import { EntityListPage } from '@/features/entity-list-page'
import { cartOrderColumns } from '@/resources/cart-order-columns'
import { listSearchSchema } from '@/table/list-search'

export const Route = createFileRoute('/_layout/orderCenter/cartOrderList')({
  validateSearch: listSearchSchema,
  component: CartOrderListPage,
})

/** Order center › Shopping-cart orders: every cart with its payment status and mapped failure. */
function CartOrderListPage() {
  return (
    <EntityListPage
      entity={cartOrders}
      path="/orderCenter/cartOrderList"
      columns={cartOrderColumns}
      search={Route.useSearch()}
      navigate={Route.useNavigate()}
    />
  )
}
