import { describe, expect, it } from 'vitest'
import { periodFilter } from '@/domain/dashboard'
import { bucketFilter, refundPeriodFilter, trendsSchema, type Trends } from '@/domain/dashboard-trends'
import { listParamsToQuery } from '@/domain/list-params'
import { call, get, tokenFor } from './client'
import { applyBody, freshOrder } from './orders-helpers'

const trendsOf = async (user: string, query = ''): Promise<Trends> => {
  const r = await get(`/v1/dashboard/trends${query}`, await tokenFor(user))
  expect(r.status).toBe(200)
  return trendsSchema.parse(r.body.data)
}

const listTotal = async (entity: string, filters: Record<string, string>) => {
  const qs = new URLSearchParams({ ...listParamsToQuery({ filters }), limit: '1' })
  return Number((await get(`/v1/${entity}?${qs}`, await tokenFor('admin'))).body.data.total)
}

/** Every row of a filtered list (pages of 1000), to sum a field the way a person checking by hand would. */
async function listRows(entity: string, filters: Record<string, string>) {
  const rows: Record<string, unknown>[] = []
  for (let offset = 0; ; offset += 1000) {
    const qs = new URLSearchParams({ ...listParamsToQuery({ filters }), limit: '1000', offset: `${offset}` })
    const page = (await get(`/v1/${entity}?${qs}`, await tokenFor('admin'))).body.data
    rows.push(...page.items)
    if (rows.length >= page.total) return rows
  }
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0)

describe('GET /v1/dashboard/trends', () => {
  it('counts and sums the orders of the period per day, agreeing with the orders list', async () => {
    const t = await trendsOf('admin', '?days=7&by=day')
    expect(t).toMatchObject({ days: 7, by: 'day' })
    const orders = t.orders ?? []
    expect(orders).toHaveLength(7)
    expect(orders.at(-1)?.start).toBe(t.to)
    const total = sum(orders.map((p) => p.orders))
    expect(total).toBeGreaterThan(0)
    expect(total).toBe(await listTotal('orders', periodFilter(t)))
    // One day, one currency, checked by hand: the listed orders counted and their sales amounts added.
    const busiest = orders.reduce((a, b) => (b.orders > a.orders ? b : a))
    const top = busiest.byCurrency[0]
    if (!top) throw new Error('the busiest day has orders')
    const rows = await listRows('orders', {
      ...bucketFilter(busiest.start, 'day', t),
      currency: top.currency,
    })
    expect(rows.length).toBe(top.orders)
    expect(top.sales).toBeCloseTo(sum(rows.map((r) => Math.round(Number(r.salesAmount) * 100))) / 100, 2)
  })

  it('rolls the same days up into Monday weeks', async () => {
    const days = await trendsOf('admin', '?days=30&by=day')
    const weeks = await trendsOf('admin', '?days=30&by=week')
    expect(weeks.from).toBe(days.from)
    for (const w of weeks.orders ?? []) expect(new Date(`${w.start}T00:00:00Z`).getUTCDay()).toBe(1)
    const total = (t: Trends) => sum((t.orders ?? []).map((p) => p.orders))
    expect(total(weeks)).toBe(total(days))
    const lastWeek = weeks.orders?.at(-1)
    if (!lastWeek) throw new Error('a week')
    expect(lastWeek.orders).toBe(await listTotal('orders', bucketFilter(lastWeek.start, 'week', weeks)))
  })

  it('counts refunds per bucket and by reason, agreeing with the refunds list', async () => {
    const t = await trendsOf('admin', '?days=30')
    const refunds = t.refunds
    if (!refunds) throw new Error('admin sees refunds')
    const total = await listTotal('refunds', refundPeriodFilter(t))
    expect(total).toBeGreaterThan(0)
    expect(sum(refunds.points.map((p) => p.refunds))).toBe(total)
    expect(sum(refunds.byReason.map((r) => r.refunds))).toBe(total)
    const [top] = refunds.byReason
    if (!top) throw new Error('a reason')
    expect(top.refunds).toBe(await listTotal('refunds', { ...refundPeriodFilter(t), reasonType: top.reason }))
  })

  it('counts a new refund application at once (cached figures are dropped on write)', async () => {
    const today = async () => (await trendsOf('support', '?days=7')).refunds?.points.at(-1)?.refunds ?? 0
    const before = await today()
    const applied = await call(
      'POST',
      '/v1/refunds/apply',
      await tokenFor('support'),
      applyBody(await freshOrder()),
      { 'Idempotency-Key': `trends-${Date.now()}` },
    )
    expect(applied.body.code).toBe(0)
    expect(await today()).toBe(before + 1)
  })

  it('leaves out what a role may not see, and refuses a role without the dashboard', async () => {
    const pricing = await trendsOf('pricing')
    expect(pricing).toMatchObject({ orders: null, refunds: null })
    const viewer = await trendsOf('viewer')
    expect(viewer.orders).not.toBeNull()
    const nomenu = await get('/v1/dashboard/trends', await tokenFor('nomenu'))
    expect(nomenu.status).toBe(403)
    expect(nomenu.body.data).toBeNull()
    expect((await get('/v1/dashboard/trends')).status).toBe(401)
  })

  it('refuses a period, grain or parameter it does not offer with a 400 naming it', async () => {
    const admin = await tokenFor('admin')
    for (const [query, field] of [
      ['?days=31', 'days'],
      ['?days=1e3', 'days'],
      ['?by=month', 'by'],
      ['?from=2020-01-01', 'from'],
    ] as const) {
      const r = await get(`/v1/dashboard/trends${query}`, admin)
      expect(r.status, query).toBe(400)
      expect(r.body.data.issues[0].field, query).toBe(field)
    }
  })
})
