import { createFileRoute } from '@tanstack/react-router'
import { applySearchSchema } from '@/features/refunds/apply-search'
import { RefundApplyPage } from '@/features/refunds/refund-apply-page'
import { OFFLINE_REFUND_SCREENS } from '@/features/refunds/refund-screens'

export const Route = createFileRoute('/_layout/orderCenter/applyRefund')({
  validateSearch: applySearchSchema,
  component: ApplyRefundPage,
})

function ApplyRefundPage() {
  return <RefundApplyPage screens={OFFLINE_REFUND_SCREENS} orderNo={Route.useSearch().orderNo} />
}
