import './ops.css'
import type { ScreenProps } from '@/screens/screen-props'
import { ListScreen } from '@/screens/list-screen'
import { SkuQueryForm } from './sku-query-form'
import { OPEN_ORDER_FIELDS, useOpenOrder } from './use-open-order'

/** Third-party store order association: Enter/O opens the associated order. */
export function AssociationPage(props: ScreenProps) {
  return <ListScreen {...props} onOpen={useOpenOrder()} rowFields={OPEN_ORDER_FIELDS} />
}

/** The 40-SKU query: the same list, queried by up to 40 SKU codes at once. */
export function SkuAssociationQueryPage(props: ScreenProps) {
  const { search, navigate } = props
  const skuCode = search.f?.skuCode
  const onQuery = (codes: string[] | undefined) => {
    const { skuCode: _drop, ...rest } = search.f ?? {}
    const f = codes ? { ...rest, skuCode: codes.join(',') } : rest
    void navigate({ search: { ...search, f: Object.keys(f).length ? f : undefined } })
  }
  return (
    <ListScreen {...props} onOpen={useOpenOrder()} rowFields={OPEN_ORDER_FIELDS}>
      <SkuQueryForm key={skuCode ?? ''} value={skuCode} onQuery={onQuery} />
    </ListScreen>
  )
}
