import { useNavigate } from '@tanstack/react-router'
import { useLeaveGuard } from '@/forms/use-leave-guard'
import { useTitleFor } from '@/shell/titles'
import { RefundApplyForm } from './refund-apply-form'
import type { RefundScreens } from './refund-screens'
import { useRefundApply } from './use-refund-apply'
import './refunds.css'

/** refund/apply and applyRefund: the apply form, prefilled with ?orderNo= from an order's detail. */
export function RefundApplyPage({ screens, orderNo = '' }: { screens: RefundScreens; orderNo?: string }) {
  const title = useTitleFor()(screens.apply)
  const navigate = useNavigate()
  const state = useRefundApply(`refundApply.${screens.apply}.${orderNo}`, orderNo, screens.order)
  const guard = useLeaveGuard(state.dirty, state.discard)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <RefundApplyForm state={state} screens={screens} onCancel={() => void navigate({ to: screens.list })} />
      {guard.dialog}
    </section>
  )
}
