import type { ScreenProps } from '@/screens/screen-props'
import { ListScreen } from '@/screens/list-screen'
import { RefundDetailPanel } from './refund-detail-panel'
import './refunds.css'

/** refunds and orderRefundList: the one refunds table; Enter/O opens a refund with its workflow (`?id=`). */
export function RefundListPage(props: ScreenProps) {
  return <ListScreen {...props} panel={(id, close) => <RefundDetailPanel id={id} onClose={close} />} />
}
