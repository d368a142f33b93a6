import { useCallback, useMemo } from 'react'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { orders } from '@/domain/orders'
import type { Row } from '@/api/list-queries'
import { orderColumns } from '@/resources/order-columns'
import { DataTable } from '@/table/data-table'
import type { ListSearch } from '@/table/list-search'
import { useTitleFor } from '@/shell/titles'
import { useCan } from '@/shell/use-access'

const route = getRouteApi('/_layout/orderCenter/orders')

/** Order center › Orders: the seeded orders in the keyboard-first virtual table. */
export function OrdersPage() {
  const { i18n } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const router = useRouter()
  const can = useCan()
  const columns = useMemo(() => orderColumns(i18n), [i18n])
  const title = useTitleFor()('/orderCenter/orders')
  const onSearchChange = useCallback((next: ListSearch) => void navigate({ search: next }), [navigate])
  const onOpen = useCallback(
    (row: Row) => void router.navigate({ href: `/orderCenter/order/detail?id=${row.id}` }),
    [router],
  )
  return (
    <section className="page page-fill" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <DataTable
        entity={orders}
        columns={columns}
        search={search}
        onSearchChange={onSearchChange}
        label={title}
        onOpen={onOpen}
        canExport={can(`${orders.resource}:export`)}
      />
    </section>
  )
}
