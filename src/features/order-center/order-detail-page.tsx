import { Trans } from '@lingui/react/macro'
import { OrderRefundLinks } from './order-refund-links'
import type { ScreenProps } from '@/screens/screen-props'
import { DetailScreen } from '@/screens/detail-screen'
import { ResendInvoice } from './resend-invoice'

/** Order center › Order detail: every field of the order, grouped; resend the invoice, refund or barter it. */
export function OrderDetailPage(props: ScreenProps) {
  return (
    <DetailScreen
      {...props}
      loadFailed={<Trans>This order could not be loaded.</Trans>}
      actions={(order) => (
        <>
          <ResendInvoice orderId={Number(order.id)} orderEmail={String(order.email ?? '')} />
          <OrderRefundLinks orderNo={String(order.orderNo)} />
        </>
      )}
    />
  )
}
