import type { ScreenProps } from '@/screens/screen-props'
import { DetailScreen } from '@/screens/detail-screen'
import { OfflineOrderReview } from './offline-order-review'

/** An offline order: every field, review where permitted, edit, delete and history. */
export function OfflineOrderDetailPage(props: ScreenProps) {
  return <DetailScreen {...props} actions={(order) => <OfflineOrderReview order={order} />} />
}
