import {
  BARTER_EXCHANGE_TYPES,
  BARTER_STATUSES,
  CART_PAYMENT_STATUSES,
  REFUND_REASON_TYPES,
} from '@/domain/enums'
import { REFUND_STATUSES, refundStatusesAfter, type RefundStep } from '@/domain/refund-workflow'
import type { GenericSeed } from './seed-generic'
import { LICENSE_POOL, LICENSE_TERMS, licenseCode, orderSku, SKU_POOL, skuCode } from './seed-key-pools'
import { ANCHOR, arr, COMPANIES, padded, PERSON_NAMES, pick, PRODUCTS } from './seed-sql'

/** Column overrides that make the order center's high-volume tables consistent with the seeded orders. */

const orderNoOf = (g: string) => `'OD' || ${padded(g, 10)}`
/** The order (its number g) a seeded row picks by hash h4, as the generic seed names orders (seed-key-pools.ts). */
const pickedOrder = (orders: number) => `(1 + h4 % ${Math.max(1, orders)})`

/** Order associations: of a seeded order, for the SKU that order was sold with. */
export function associationOverrides(orders: number): Record<string, string> {
  return {
    storeOrderNo: `'TP' || lpad((h1 % 1000000000)::text, 12, '0')`,
    orderNo: orderNoOf(pickedOrder(orders)),
    skuCode: skuCode(orderSku(pickedOrder(orders))),
  }
}

/** Why a customer exchanges an item, by exchange type (BARTER_EXCHANGE_TYPES). */
const BARTER_REASONS: Record<(typeof BARTER_EXCHANGE_TYPES)[number], string[]> = {
  sameProduct: ['Wrong edition purchased', 'Customer needs the lifetime licence instead'],
  differentProduct: ['Bought the wrong product', 'Customer needs a different tool for the job'],
  upgrade: ['Upgrade to the next edition', 'Customer needs the features of the higher edition'],
  downgrade: ['Customer no longer needs the upgrade'],
}

/**
 * Barters of seeded orders: the replacement item is the SKU the order was sold with, and the new item agrees
 * with the exchange type (seed-key-pools.ts: SKU n is n % 4 = annual, lifetime, bundle or upgrade of group
 * n / 4, whose product is group % 6): the other regular SKU of its group (same product), a regular SKU of
 * another product, the upgrade of an annual SKU, or the annual SKU an upgrade starts from (downgrade). An
 * upgrade costs more, a downgrade is refunded.
 */
export function barterSeed(count: number, orders: number): GenericSeed {
  const groups = SKU_POOL / 4
  const item = 'b.item'
  const type = `(${item} % 4)`
  const group = `(${item} / 4)`
  const otherProduct = `(6 * (${group} / 6) + (${group} % 6 + 1 + h5 % 5) % 6)`
  const otherGroup = `(case when ${otherProduct} >= ${groups} then ${otherProduct} - 6 else ${otherProduct} end)`
  const newItem = `case x.exchange
      when 'upgrade' then ${item} + 3
      when 'downgrade' then ${item} - 3
      when 'sameProduct' then case ${type} when 0 then ${item} + 1 else ${item} - ${type} end
      else 4 * ${otherGroup} + (case ${type} when 1 then 1 else 0 end) end`
  const exchange = `case ${type}
      when 0 then ${pick(['sameProduct', 'differentProduct', 'upgrade'], '(h3 / 7)')}
      when 3 then ${pick(['downgrade', 'differentProduct'], '(h3 / 7)')}
      else ${pick(['sameProduct', 'differentProduct'], '(h3 / 7)')} end`
  const amount = `(1 + h5 % 5000) / 100.0`
  return {
    count,
    orders,
    join: `cross join lateral (select ${pickedOrder(orders)} as order_g, ${orderSku(pickedOrder(orders))} as item offset 0) b
      cross join lateral (select ${exchange} as exchange offset 0) x`,
    overrides: {
      orderNo: orderNoOf('b.order_g'),
      replacementItem: skuCode(item),
      exchangeType: 'x.exchange',
      newItem: skuCode(`(${newItem})`),
      status: pick(BARTER_STATUSES, 'h1'),
      priceDifference: `case x.exchange when 'upgrade' then ${amount} when 'downgrade' then -${amount}
        else (case when h5 % 2 = 0 then 1 else -1 end) * ${amount} end`,
      reason: `case x.exchange ${Object.entries(BARTER_REASONS)
        .map(([t, reasons]) => `when '${t}' then ${pick(reasons, '(h2 / 3)')}`)
        .join(' ')} end`,
    },
  }
}

/**
 * The row of `table` whose `key` is `value` (an SQL expression over g), as `o`: looked up by its unique
 * index row by row (`offset 0` keeps the planner from hashing the whole table, 10M orders for 1.5M refunds).
 */
const lookUp = (table: string, key: string, value: string) =>
  `cross join lateral (select * from ${table} where ${key} = ${value} offset 0) o`

/** The seeded refund's status, computed once per row (as `st.status`) so its steps can follow it. */
const statusOf = (status: string) => `cross join lateral (select ${status} as status offset 0) st`

/**
 * Who took each step of a seeded refund and when (REFUND_STEPS), as its status `st.status` says: people other
 * than its applicant (the generic seed's person by h1), the financial reviewer another than the customer-
 * service reviewer, and the payout by the financial reviewer; each step after the one before (from
 * `appliedAt`), none after seeding. A closed refund was closed before either review, after the first or after
 * both (by hash h3 / 7: h2 % 3 is 0 for every row below 53,000).
 */
function refundStepOverrides(appliedAt: string): Record<string, string> {
  const n = PERSON_NAMES.length
  const person = (offset: string) => `(${arr(PERSON_NAMES)})[1 + (h1 + 1 + ${offset}) % ${n}]`
  const csOffset = `(h3 % ${n - 1})`
  const finOffset = `((${csOffset} + 1 + h5 % ${n - 2}) % ${n - 1})`
  const closedAfter = { csReview: 1, financialReview: 2, payout: 3 } satisfies Record<RefundStep, number>
  const taken = (step: RefundStep) =>
    `(st.status in (${refundStatusesAfter(step)
      .map((s) => `'${s}'`)
      .join(', ')}) or (st.status = 'closed' and (h3 / 7) % 3 >= ${closedAfter[step]}))`
  const when = (step: RefundStep, value: string) => `case when ${taken(step)} then ${value} end`
  const csAt = `${appliedAt} + (1 + h5 % 72) * interval '1 hour'`
  const finAt = `${csAt} + (1 + h2 % 48) * interval '1 hour'`
  const payAt = `${finAt} + (1 + h3 % 24) * interval '1 hour'`
  return {
    csReviewer: when('csReview', person(csOffset)),
    csReviewTime: when('csReview', `least(${csAt}, ${ANCHOR})`),
    financialReviewer: when('financialReview', person(finOffset)),
    financialReviewTime: when('financialReview', `least(${finAt}, ${ANCHOR})`),
    payoutBy: when('payout', person(finOffset)),
    payoutTime: when('payout', `least(${payAt}, ${ANCHOR})`),
  }
}

/** Refund g belongs to order 6g (so no order has two seeded refunds); refunded orders get finished refunds. */
export function refundSeed(count: number, orders: number): GenericSeed & { join: string } {
  const open = REFUND_STATUSES.filter((s) => s !== 'refunded' && s !== 'completed')
  // Not h2: for rows below 53,000 it is linear in g, and h2 % 6 takes two values only.
  const reason = pick(REFUND_REASON_TYPES, '(h4 / 1440)')
  const full = `(o.status = 'refunded' or h3 % 3 = 0)`
  // Up to 20 days after the purchase, and for a recent purchase somewhere between it and now (never all "now").
  const appliedAt = `o.purchase_time + least((h4 % 1440) * interval '20 minutes', (${ANCHOR} - o.purchase_time) * ((h5 % 997) / 997.0))`
  const status = `case when o.status = 'refunded' then (array['refunded','completed'])[1 + h1 % 2] else ${pick(open, 'h1')} end`
  return {
    count: Math.min(count, Math.floor(orders / 6)),
    orders,
    join: `${lookUp('orders', 'order_no', orderNoOf('g * 6'))} ${statusOf(status)}`,
    overrides: {
      orderNo: 'o.order_no',
      orderSource: `'online'`,
      status: 'st.status',
      type: `case when ${full} then 'full' else 'partial' end`,
      amount: `case when ${full} then o.actual_payment else round(o.actual_payment * 0.3, 2) end`,
      currency: 'o.currency',
      reasonType: reason,
      method: `case when ${reason} = 'tax' then 'keepAuthorization' else 'invalidateAuthorization' end`,
      appliedAt,
      ...refundStepOverrides(appliedAt),
      taxId: `case when ${reason} = 'tax' then 'DE' || lpad((h5 % 1000000000)::text, 9, '0') else null end`,
    },
  }
}

/** Refunds of offline (contract) orders: one per 20 offline orders (not the newest), in every state. */
export function offlineRefundSeed(offlineOrders: number, orders: number): GenericSeed & { join: string } {
  const reason = pick(REFUND_REASON_TYPES, '(h4 / 1440)')
  const full = `(h3 % 3 = 0)`
  const appliedAt = `${ANCHOR} - g * interval '7 hours'`
  return {
    count: Math.floor(offlineOrders / 20),
    orders,
    join: `${lookUp('offline_orders', 'offline_order_no', `'OFF' || ${padded('g * 20 - 10', 8)}`)} ${statusOf(pick(REFUND_STATUSES, 'h1'))}`,
    overrides: {
      refundNo: `'RFO' || ${padded('g', 6)}`,
      orderNo: 'o.offline_order_no',
      orderSource: `'offline'`,
      status: 'st.status',
      type: `case when ${full} then 'full' else 'partial' end`,
      amount: `case when ${full} then o.order_amount else round(o.order_amount * 0.25, 2) end`,
      currency: 'o.order_currency',
      reasonType: reason,
      method: `case when ${reason} = 'tax' then 'keepAuthorization' else 'invalidateAuthorization' end`,
      appliedAt,
      ...refundStepOverrides(appliedAt),
      taxId: `case when ${reason} = 'tax' then 'DE' || lpad((h5 % 1000000000)::text, 9, '0') else null end`,
    },
  }
}

const FAILURES = [
  ['Card declined by issuer', 'PAY_DECLINED'],
  ['Insufficient funds', 'PAY_INSUFFICIENT_FUNDS'],
  ['3-D Secure authentication failed', 'PAY_3DS_FAILED'],
  ['Payment platform timeout', 'PAY_TIMEOUT'],
  ['Chargeback: fraudulent transaction', 'CHARGEBACK_FRAUD'],
  ['Order submission rejected by risk control', 'SUBMIT_RISK_REJECTED'],
] as const
const FAILING = ['failed', 'submitFailed', 'chargebackLost']

/** Cart orders in all nine payment statuses; failing ones carry a failure message and its mapped error code. */
export function cartOrderSeed(count: number, orders: number): GenericSeed {
  const failing = `(${pick(CART_PAYMENT_STATUSES, 'h3')} = any(${arr(FAILING)}))`
  return {
    count,
    orders,
    overrides: {
      cartNo: `'CART' || ${padded('g', 8)}`,
      cartId: `'c_' || substr(md5(g::text), 1, 16)`,
      paymentStatus: pick(CART_PAYMENT_STATUSES, 'h3'),
      failureInfo: `case when ${failing} then ${pick(
        FAILURES.map((f) => f[0]),
        'h4',
      )} end`,
      errorCode: `case when ${failing} then ${pick(
        FAILURES.map((f) => f[1]),
        'h4',
      )} end`,
      totalAmount: `round((9.99 + (h5 % 40) * 10)::numeric * (1 + h1 % 3), 2)`,
      lastUpdatedTime: `${ANCHOR} - g * interval '9 minutes'`,
    },
  }
}

/**
 * Offline orders: contract numbers, amounts that are quantity × unit price, all review and payment states; a
 * license of the catalog with its product and its term as the subscription template.
 */
export function offlineOrderSeed(count: number, orders: number): GenericSeed {
  const license = `((h5 / 7) % ${LICENSE_POOL})`
  return {
    count,
    orders,
    overrides: {
      licenseCode: licenseCode(license),
      productName: pick(PRODUCTS, license),
      subscriptionTemplate: pick(LICENSE_TERMS, `(${license} / ${PRODUCTS.length})`),
      offlineOrderNo: `'OFF' || ${padded('g', 8)}`,
      accountName: pick(COMPANIES, 'h1'),
      contractId: `'CT-' || (2024 + h2 % 3) || '-' || ${padded('g', 6)}`,
      invoiceNumber: `'INV' || ${padded('g', 8)}`,
      unitPrice: `(9.99 + (h5 % 40) * 10)::numeric`,
      qtyNumber: `(1 + h3 % 50)::int`,
      orderAmount: `round((9.99 + (h5 % 40) * 10)::numeric * (1 + h3 % 50), 2)`,
      paymentDate: `(${ANCHOR} - g * interval '6 hours')::date`,
      receivableDate: `(${ANCHOR} - g * interval '6 hours' + interval '30 days')::date`,
      receiptSerialNumber: `'RC' || lpad((h4 % 100000000)::text, 8, '0')`,
      handlingFee: `round((h2 % 5000) / 100.0, 2)`,
    },
  }
}
