import { useNavigate } from '@tanstack/react-router'
import type { ScreenProps } from '@/screens/screen-props'
import { useLeaveGuard } from '@/forms/use-leave-guard'
import { useTitleFor } from '@/ui/titles'
import { RefundApplyForm } from './refund-apply-form'
import { refundScreensOf } from './refund-screens'
import { useRefundApply } from './use-refund-apply'
import './refunds.css'

/** refund/apply and applyRefund: the apply form, prefilled with ?orderNo= from an order's detail. */
export function RefundApplyPage({ screen, search }: ScreenProps) {
  const screens = refundScreensOf(screen)
  const orderNo = typeof search.orderNo === 'string' ? search.orderNo : ''
  const title = useTitleFor()(screen.path)
  const navigate = useNavigate()
  const state = useRefundApply(`refundApply.${screen.path}.${orderNo}`, orderNo, screens.order)
  const guard = useLeaveGuard(state.dirty, state.discard)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <RefundApplyForm
        state={state}
        screens={screens}
        onCancel={() => void navigate({ href: screens.list.path })}
      />
      {guard.dialog}
    </section>
  )
}
