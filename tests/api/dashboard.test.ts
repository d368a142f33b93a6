import { describe, expect, it } from 'vitest'
import { dashboardSchema, periodFilter, WORK_QUEUES, type Dashboard } from '@/domain/dashboard'
import { listParamsToQuery } from '@/domain/list-params'
import { call, get, tokenFor } from './client'
import { applyBarter, applyBody, barterBody, freshOrder } from './orders-helpers'

const dashboardOf = async (user: string): Promise<Dashboard> => {
  const r = await get('/v1/dashboard', await tokenFor(user))
  expect(r.status).toBe(200)
  return dashboardSchema.parse(r.body.data)
}

const listTotal = async (entity: string, filters: Record<string, string>) => {
  const qs = new URLSearchParams({ ...listParamsToQuery({ filters }), limit: '1' })
  const r = await get(`/v1/${entity}?${qs}`, await tokenFor('admin'))
  return Number(r.body.data.total)
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

const ids = (d: Dashboard) => d.queues.map((q) => q.id)

describe('GET /v1/dashboard', () => {
  it('gives admin every work queue, each counting exactly what its filtered list shows', async () => {
    const d = await dashboardOf('admin')
    expect(ids(d)).toEqual(WORK_QUEUES.map((q) => q.id))
    for (const q of WORK_QUEUES) {
      const shown = d.queues.find((x) => x.id === q.id)?.count
      expect(shown, q.id).toBe(await listTotal(q.entity.name, q.filters))
    }
    expect(d.queues.some((q) => q.count > 0)).toBe(true)
  })

  it("sums today's and this month's orders and sales per currency, matching the orders list", async () => {
    const d = await dashboardOf('admin')
    const sales = d.sales
    if (!sales) throw new Error('admin sees sales')
    expect(sales.month.from.endsWith('-01')).toBe(true)
    expect(sales.month.to).toBe(sales.today.from)
    for (const period of [sales.today, sales.month]) {
      expect(period.orders).toBe(await listTotal('orders', periodFilter(period)))
      expect(period.orders).toBe(period.byCurrency.reduce((n, c) => n + c.orders, 0))
    }
    // Checked by hand for one currency: count and sum of the listed orders' sales amounts.
    const top = sales.month.byCurrency[0]
    if (top) {
      const rows = await listRows('orders', { ...periodFilter(sales.month), currency: top.currency })
      expect(rows.length).toBe(top.orders)
      const sum = rows.reduce((s, r) => s + Math.round(Number(r.salesAmount) * 100), 0) / 100
      expect(top.sales).toBeCloseTo(sum, 2)
    }
  })

  it('shows finance the money side (refund, barter and offline order reviews), support the customer side', async () => {
    const finance = ids(await dashboardOf('finance'))
    expect(finance).toEqual(
      expect.arrayContaining([
        'refundsFinancialReview',
        'refundsToRefund',
        'bartersPending',
        'offlineOrdersToReview',
      ]),
    )
    expect(finance).not.toContain('refundsCsReview')
    expect(finance).not.toContain('bartersToComplete')
    const support = ids(await dashboardOf('support'))
    expect(support).toEqual(expect.arrayContaining(['refundsCsReview', 'bartersToComplete']))
    expect(support).not.toContain('bartersPending')
    expect(support).not.toContain('refundsFinancialReview')
    expect(support).not.toContain('refundsToRefund')
  })

  it('gives a viewer figures but no work, and pricing neither orders nor work', async () => {
    const viewer = await dashboardOf('viewer')
    expect(viewer.queues).toEqual([])
    expect(viewer.sales).not.toBeNull()
    const pricing = await dashboardOf('pricing')
    expect(pricing).toMatchObject({ queues: [], sales: null })
  })

  it('refuses a user without the dashboard permission, and anyone signed out', async () => {
    const nomenu = await get('/v1/dashboard', await tokenFor('nomenu'))
    expect(nomenu.status).toBe(403)
    expect(nomenu.body.data).toBeNull()
    expect((await get('/v1/dashboard')).status).toBe(401)
  })

  it('counts a new refund application at once (cached counts are dropped on write)', async () => {
    const before = await dashboardOf('support')
    const count = (d: Dashboard) => d.queues.find((q) => q.id === 'refundsCsReview')?.count ?? 0
    const order = await freshOrder()
    const applied = await call('POST', '/v1/refunds/apply', await tokenFor('support'), applyBody(order), {
      'Idempotency-Key': `dash-${Date.now()}`,
    })
    expect(applied.body.code).toBe(0)
    expect(count(await dashboardOf('support'))).toBe(count(before) + 1)
  })

  it("finance works the pending-barter queue down: an approval moves a barter to support's queue to carry out", async () => {
    const count = (d: Dashboard, id: string) => d.queues.find((q) => q.id === id)?.count ?? 0
    const applied = (await applyBarter(barterBody((await freshOrder()).orderNo))).body.data
    const pending = count(await dashboardOf('finance'), 'bartersPending')
    const toComplete = count(await dashboardOf('support'), 'bartersToComplete')
    const step = async (user: string, action: string, version: number) =>
      (await call('POST', `/v1/barters/${applied.id}/${action}`, await tokenFor(user), { version })).body.data
    const approved = await step('finance', 'approve', applied.version)
    expect(count(await dashboardOf('finance'), 'bartersPending')).toBe(pending - 1)
    expect(count(await dashboardOf('support'), 'bartersToComplete')).toBe(toComplete + 1)
    await step('support', 'complete', approved.version)
    expect(count(await dashboardOf('support'), 'bartersToComplete')).toBe(toComplete)
  })

  it('is documented in the OpenAPI document with its answer schema', async () => {
    const doc = (await get('/openapi.json')).body as unknown as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>
    }
    expect(JSON.stringify(doc.paths['/v1/dashboard']?.get?.responses[200])).toContain('byCurrency')
  })
})
