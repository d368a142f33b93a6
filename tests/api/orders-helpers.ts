import { get, tokenFor } from './client'

let used = 0
/**
 * A seeded order no test has used yet, with no seeded refunds (those belong to orders numbered 6, 12, ...).
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
  const order = candidates[used++ % candidates.length]
  if (!order) throw new Error(`no fresh order for ${filter}`)
  return order
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
