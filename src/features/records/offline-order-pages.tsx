import { Trans } from '@lingui/react/macro'
import { Gated } from '@/auth/gated'
import { offlineOrders } from '@/domain/entities/offline-orders'
import type { ListSearch } from '@/table/list-search'
import { HrefLink } from '@/ui/href-link'
import { OfflineOrderReview } from './offline-order-review'
import { RecordDetailPage } from './record-detail-page'
import { RecordListPage } from './record-list-page'
import { OFFLINE_ORDER_SCREENS } from './record-screens'

/** Offline orders: the list, with import beside the title (create is the toolbar's button and C). */
export function OfflineOrderListPage(props: {
  search: ListSearch
  navigate: (options: { search: ListSearch }) => unknown
}) {
  return (
    <RecordListPage
      {...props}
      screens={OFFLINE_ORDER_SCREENS}
      path="/orderCenter/orderList"
      actions={
        <Gated permission={`${offlineOrders.resource}:import`}>
          <HrefLink className="btn" href="/orderCenter/orderImport">
            <Trans>Import offline orders</Trans>
          </HrefLink>
        </Gated>
      }
    />
  )
}

/** An offline order: every field, review where permitted, edit, delete and history. */
export function OfflineOrderDetailPage({ id }: { id?: number }) {
  return (
    <RecordDetailPage
      screens={OFFLINE_ORDER_SCREENS}
      id={id}
      actions={(order) => <OfflineOrderReview order={order} />}
    />
  )
}
