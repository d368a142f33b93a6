import './ops.css'
import { getRouteApi } from '@tanstack/react-router'
import { orderAssociations } from '@/domain/entities/order-center'
import { EntityListPage } from '@/features/entity-list-page'
import { associationColumns } from './columns'
import { SkuQueryForm } from './sku-query-form'
import { useOpenOrder } from './use-open-order'

const PATHS = {
  list: '/orderCenter/orderAssociation',
  sku40: '/orderCenter/orderAssociationFor40',
} as const
const routes = {
  list: getRouteApi('/_layout/orderCenter/orderAssociation'),
  sku40: getRouteApi('/_layout/orderCenter/orderAssociationFor40'),
}

/**
 * Third-party store order association, and its 40-SKU query (the same list, queried by up to 40 SKU codes at
 * once). Enter/O opens the associated order.
 */
export function AssociationPage({ mode }: { mode: keyof typeof PATHS }) {
  const route = routes[mode]
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const onOpen = useOpenOrder()
  const skuCode = search.f?.skuCode
  const onQuery = (codes: string[] | undefined) => {
    const { skuCode: _drop, ...rest } = search.f ?? {}
    const f = codes ? { ...rest, skuCode: codes.join(',') } : rest
    void navigate({ search: { ...search, f: Object.keys(f).length ? f : undefined } })
  }
  return (
    <EntityListPage
      entity={orderAssociations}
      path={PATHS[mode]}
      columns={associationColumns}
      search={search}
      navigate={navigate}
      onOpen={onOpen}
    >
      {mode === 'sku40' && <SkuQueryForm key={skuCode ?? ''} value={skuCode} onQuery={onQuery} />}
    </EntityListPage>
  )
}

export const StoreOrderAssociationPage = () => <AssociationPage mode="list" />
export const SkuAssociationQueryPage = () => <AssociationPage mode="sku40" />
