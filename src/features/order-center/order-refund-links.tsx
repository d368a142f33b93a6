import { Trans } from '@lingui/react/macro'
import { Gated } from '@/auth/gated'
import { barters, refunds } from '@/domain/entities/refunds-barters'
import { hrefOf, screenFor, screenPermission } from '@/domain/screens'
import { WriteLink } from '@/forms/write-link'

/** The order detail's "Apply refund" and "Apply barter" actions, each shown only with its permission and
 * disabled offline. */
export function OrderRefundLinks({ orderNo }: { orderNo: string }) {
  const refund = screenFor(refunds.name, 'add', { orderSource: 'online' })
  const barter = screenFor(barters.name, 'add')
  return (
    <>
      {refund && (
        <Gated permission={screenPermission(refund)}>
          <WriteLink className="btn" href={hrefOf(refund.path, { orderNo })}>
            <Trans>Apply refund</Trans>
          </WriteLink>
        </Gated>
      )}
      {barter && (
        <Gated permission={screenPermission(barter)}>
          <WriteLink className="btn" href={hrefOf(barter.path, { orderNo })}>
            <Trans>Apply barter</Trans>
          </WriteLink>
        </Gated>
      )}
    </>
  )
}
