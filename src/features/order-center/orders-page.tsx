import { useMemo } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { orders } from '@/domain/orders'
import { serializeSort } from '@/domain/list-params'
import { orderColumns } from '@/resources/order-columns'
import { DataTable } from '@/table/data-table'
import { viewFromSearch } from '@/table/list-search'
import { useTitleFor } from '@/shell/titles'

const route = getRouteApi('/_layout/orderCenter/orders')

/** Order center › Orders: the seeded orders in the keyboard-first virtual table. */
export function OrdersPage() {
  const { i18n } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const view = useMemo(() => viewFromSearch(orders, search), [search])
  const columns = useMemo(() => orderColumns(i18n), [i18n])
  const title = useTitleFor()('/orderCenter/orders')
  return (
    <section className="page page-fill" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <DataTable
        entity={orders.name}
        view={view}
        columns={columns}
        label={title}
        onSortChange={(sort) =>
          void navigate({ search: (s) => ({ ...s, sort: sort.length ? serializeSort(sort) : undefined }) })
        }
        onClearFilters={() => void navigate({ search: {} })}
      />
    </section>
  )
}
