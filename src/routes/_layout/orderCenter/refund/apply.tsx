import { createFileRoute } from '@tanstack/react-router'
import { applySearchSchema } from '@/features/refunds/apply-search'
import { RefundApplyPage } from '@/features/refunds/refund-apply-page'
import { ONLINE_REFUND_SCREENS } from '@/features/refunds/refund-screens'

export const Route = createFileRoute('/_layout/orderCenter/refund/apply')({
  validateSearch: applySearchSchema,
  component: ApplyRefundPage,
})

function ApplyRefundPage() {
  return <RefundApplyPage screens={ONLINE_REFUND_SCREENS} orderNo={Route.useSearch().orderNo} />
}
