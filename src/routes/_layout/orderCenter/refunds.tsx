import { createFileRoute } from '@tanstack/react-router'
import { RefundListPage } from '@/features/refunds/refund-list-page'
import { refundListSearchSchema } from '@/features/refunds/refund-list-search'
import { ONLINE_REFUND_SCREENS } from '@/features/refunds/refund-screens'

export const Route = createFileRoute('/_layout/orderCenter/refunds')({
  validateSearch: refundListSearchSchema,
  component: RefundsPage,
})

/** Order center › Refunds; ?refund=<id> opens one with its review workflow. */
function RefundsPage() {
  return (
    <RefundListPage
      screens={ONLINE_REFUND_SCREENS}
      search={Route.useSearch()}
      navigate={Route.useNavigate()}
    />
  )
}
