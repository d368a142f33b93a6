import { offlineOrders } from '@/domain/entities/offline-orders'
import { orders } from '@/domain/entities/orders'
import type { ORDER_SOURCES } from '@/domain/enums'

/**
 * The two places refunds live: the online order center (refunds, refund/apply) and the offline orders'
 * (orderRefundList, applyRefund). Same list, form and workflow; only where they link differs.
 */
export interface RefundScreens {
  list: '/orderCenter/refunds' | '/orderCenter/orderRefundList'
  apply: '/orderCenter/refund/apply' | '/orderCenter/applyRefund'
  /** The refunds this screen lists: those of its kind of order (a fixed, unremovable filter). */
  source: (typeof ORDER_SOURCES)[number]
  /** Where the refunded order lives: its entity, number, paid amount and currency fields. */
  order: { entity: string; key: string; paid: string; currency: string }
}

export const ONLINE_REFUND_SCREENS: RefundScreens = {
  list: '/orderCenter/refunds',
  apply: '/orderCenter/refund/apply',
  source: 'online',
  order: { entity: orders.name, key: 'orderNo', paid: 'actualPayment', currency: 'currency' },
}

export const OFFLINE_REFUND_SCREENS: RefundScreens = {
  list: '/orderCenter/orderRefundList',
  apply: '/orderCenter/applyRefund',
  source: 'offline',
  order: {
    entity: offlineOrders.name,
    key: 'offlineOrderNo',
    paid: 'orderAmount',
    currency: 'orderCurrency',
  },
}

/** The list's address with one refund open in its detail panel (bookmarkable). */
export const refundHref = (screens: RefundScreens, id: number) => `${screens.list}?refund=${id}`
