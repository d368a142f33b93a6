import { call, get, tokenFor } from './client'

let used = 0
/**
 * A seeded order no test has used yet, without refunds (seeded ones belong to orders numbered 6, 12, ...) or
 * barters (another test file may have applied one: the files share one server).
 * `filter` narrows the pick (e.g. 'country=DE').
 */
export async function freshOrder(filter = ''): Promise<{
  id: number
  orderNo: string
  currency: string
  actualPayment: number
  country: string
  tax: number
}> {
  const admin = await tokenFor('admin')
  const r = await get(
    `/v1/orders?status=normal&limit=400&sort=orderNo:asc${filter ? `&${filter}` : ''}`,
    admin,
  )
  const candidates = r.body.data.items.filter(
    (o: { orderNo: string }) => Number(o.orderNo.slice(2)) % 6 !== 0,
  )
  // Skip orders an earlier run on the same database already used.
  while (used < candidates.length) {
    const order = candidates[used++]
    const [refunds, barters] = await Promise.all(
      ['refunds', 'barters'].map((list) => get(`/v1/${list}?orderNo=${order.orderNo}&limit=1`, admin)),
    )
    if (refunds!.body.data.total === 0 && barters!.body.data.total === 0) return order
  }
  throw new Error(`no fresh order for ${filter}`)
}

export function applyBody(
  order: { orderNo: string; currency: string; actualPayment: number },
  extra: Record<string, unknown> = {},
) {
  return {
    orderNo: order.orderNo,
    type: 'partial',
    amount: Math.min(1, order.actualPayment),
    currency: order.currency,
    method: 'invalidateAuthorization',
    reasonType: 'accidentalPurchase',
    description: 'customer bought twice',
    ...extra,
  }
}

/** A complete barter application for an order (the form's eight rules pass); `extra` overrides fields. */
/**
 * A complete barter body: the upgrade of SKU00000 (a seeded annual SKU) to SKU00003, the upgrade SKU that
 * upgrades from it (seed-catalog.ts), both active in the seeded catalog.
 */
export const barterBody = (orderNo: string, extra: Record<string, unknown> = {}) => ({
  orderNo,
  replacementItem: 'SKU00000',
  exchangeType: 'upgrade',
  reason: 'Customer needs the business edition',
  newItem: 'SKU00003',
  handlingMethod: 'chargeDifference',
  billingStartDate: '2026-12-01',
  priceDifference: 20,
  ...extra,
})

/** Applies for a barter as `user`, under its own idempotency key unless one is given. */
export const applyBarter = async (body: unknown, key = `b-${Math.random()}`, user = 'support') =>
  call('POST', '/v1/barters/apply', await tokenFor(user), body, { 'Idempotency-Key': key })
