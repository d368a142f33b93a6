import { Trans } from '@lingui/react/macro'
import { Gated } from '@/auth/gated'
import { barters, refunds } from '@/domain/entities/refunds-barters'
import { hrefOf, screenFor, screenPermission } from '@/domain/screens'
import { HrefLink } from '@/ui/href-link'

/** The order detail's "Apply refund" and "Apply barter" actions, each shown only with its permission. */
export function OrderRefundLinks({ orderNo }: { orderNo: string }) {
  const refund = screenFor(refunds.name, 'add', { orderSource: 'online' })
  const barter = screenFor(barters.name, 'add')
  return (
    <>
      {refund && (
        <Gated permission={screenPermission(refund)}>
          <HrefLink className="btn" href={hrefOf(refund.path, { orderNo })}>
            <Trans>Apply refund</Trans>
          </HrefLink>
        </Gated>
      )}
      {barter && (
        <Gated permission={screenPermission(barter)}>
          <HrefLink className="btn" href={hrefOf(barter.path, { orderNo })}>
            <Trans>Apply barter</Trans>
          </HrefLink>
        </Gated>
      )}
    </>
  )
}
