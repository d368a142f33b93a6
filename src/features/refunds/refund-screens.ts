import { offlineOrders } from '@/domain/entities/offline-orders'
import { orders } from '@/domain/entities/orders'
import { refunds } from '@/domain/entities/refunds-barters'
import type { ORDER_SOURCES } from '@/domain/enums'
import { hrefOf, screenFor, type Screen } from '@/domain/screens'

type OrderSource = (typeof ORDER_SOURCES)[number]

/**
 * The two places refunds live: the online order center (refunds, refund/apply) and the offline orders'
 * (orderRefundList, applyRefund). Same list, form and workflow; the declarations' `orderSource` tells them
 * apart, and which order entity a refund is for.
 */
export interface RefundScreens {
  list: Screen
  apply: Screen
  /** The refunds this screen lists: those of its kind of order (a fixed, unremovable filter). */
  source: OrderSource
  /** Where the refunded order lives: its entity, number, paid amount and currency fields. */
  order: { entity: string; key: string; paid: string; currency: string }
}

const ORDERS: Record<OrderSource, RefundScreens['order']> = {
  online: { entity: orders.name, key: 'orderNo', paid: 'actualPayment', currency: 'currency' },
  offline: {
    entity: offlineOrders.name,
    key: 'offlineOrderNo',
    paid: 'orderAmount',
    currency: 'orderCurrency',
  },
}

/** The refund screens of the same order source as `screen` (a refunds list or an apply screen). */
export function refundScreensOf(screen: Screen): RefundScreens {
  const source: OrderSource = screen.screen.fixed?.orderSource === 'offline' ? 'offline' : 'online'
  const fixed = { orderSource: source }
  const list = screenFor(refunds.name, 'list', fixed)
  const apply = screenFor(refunds.name, 'add', fixed)
  if (!list || !apply) throw new Error(`no ${source} refund screens are declared`)
  return { list, apply, source, order: ORDERS[source] }
}

/** The list's address with one refund open in its detail panel (bookmarkable). */
export const refundHref = (screens: RefundScreens, id: number) => hrefOf(screens.list.path, { id })
