import { createFileRoute } from '@tanstack/react-router'
import { RefundListPage } from '@/features/refunds/refund-list-page'
import { refundListSearchSchema } from '@/features/refunds/refund-list-search'
import { OFFLINE_REFUND_SCREENS } from '@/features/refunds/refund-screens'

export const Route = createFileRoute('/_layout/orderCenter/orderRefundList')({
  validateSearch: refundListSearchSchema,
  component: OrderRefundListPage,
})

/** Order center › Offline order refunds: the same refunds list and workflow. */
function OrderRefundListPage() {
  return (
    <RefundListPage
      screens={OFFLINE_REFUND_SCREENS}
      search={Route.useSearch()}
      navigate={Route.useNavigate()}
    />
  )
}
