import { Trans } from '@lingui/react/macro'
import { Gated } from '@/auth/gated'
import { HrefLink } from '@/ui/href-link'
import { ONLINE_REFUND_SCREENS } from './refund-screens'

/** The order detail's "Apply refund" and "Apply barter" actions, each shown only with its permission. */
export function OrderRefundLinks({ orderNo }: { orderNo: string }) {
  const q = `?orderNo=${encodeURIComponent(orderNo)}`
  return (
    <>
      <Gated permission="orderCenter:refunds:apply">
        <HrefLink className="btn" href={`${ONLINE_REFUND_SCREENS.apply}${q}`}>
          <Trans>Apply refund</Trans>
        </HrefLink>
      </Gated>
      <Gated permission="orderCenter:barters:apply">
        <HrefLink className="btn" href={`/orderCenter/applyBarter${q}`}>
          <Trans>Apply barter</Trans>
        </HrefLink>
      </Gated>
    </>
  )
}
