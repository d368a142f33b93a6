import { useCallback } from 'react'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { orders } from '@/domain/orders'
import type { Row } from '@/api/list-queries'
import { orderColumns } from '@/resources/order-columns'
import { EntityListPage } from '@/features/entity-list-page'

const route = getRouteApi('/_layout/orderCenter/orders')

/** Order center › Orders: the seeded orders in the keyboard-first virtual table; a row opens its detail. */
export function OrdersPage() {
  const router = useRouter()
  const onOpen = useCallback(
    (row: Row) => void router.navigate({ href: `/orderCenter/order/detail?id=${row.id}` }),
    [router],
  )
  return (
    <EntityListPage
      entity={orders}
      path="/orderCenter/orders"
      columns={orderColumns}
      search={route.useSearch()}
      navigate={route.useNavigate()}
      onOpen={onOpen}
    />
  )
}
