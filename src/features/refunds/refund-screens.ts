/**
 * The two places refunds live: the online order center (refunds, refund/apply) and the offline orders'
 * (orderRefundList, applyRefund). Same list, form and workflow; only where they link differs.
 */
export interface RefundScreens {
  list: '/orderCenter/refunds' | '/orderCenter/orderRefundList'
  apply: '/orderCenter/refund/apply' | '/orderCenter/applyRefund'
}

export const ONLINE_REFUND_SCREENS: RefundScreens = {
  list: '/orderCenter/refunds',
  apply: '/orderCenter/refund/apply',
}

export const OFFLINE_REFUND_SCREENS: RefundScreens = {
  list: '/orderCenter/orderRefundList',
  apply: '/orderCenter/applyRefund',
}

/** The list's address with one refund open in its detail panel (bookmarkable). */
export const refundHref = (screens: RefundScreens, id: number) => `${screens.list}?refund=${id}`
