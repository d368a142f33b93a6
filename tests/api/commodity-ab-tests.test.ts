import { beforeAll, describe, expect, it } from 'vitest'
import { call, get, tokenFor } from './client'
import { code, created, post, ruleIssues, type Rec } from './commodity-helpers'

let operator: string
let admin: string
beforeAll(async () => {
  operator = await tokenFor('operator')
  admin = await tokenFor('admin')
})

const act = (token: string, test: Rec, step: 'start' | 'stop', version = test.version) =>
  call('POST', `/v1/abTests/${test.id}/${step}`, token, { version })

/** A draft test of a SKU no seeded test uses (seeded tests name SKU groups' annual and lifetime SKUs). */
const draft = (sku: string, extra: Record<string, unknown> = {}) =>
  created(operator, 'abTests', { testCode: code('AB'), skuCode: sku, testType: 'price', ...extra })

describe('AB test lifecycle', () => {
  it('is created as a draft whatever the body says, with a 1–99 % traffic split', async () => {
    expect((await post(operator, 'abTests', { status: 'running' })).status).toBe(400)
    for (const trafficPercent of [0, 100])
      expect((await post(operator, 'abTests', { trafficPercent })).status, String(trafficPercent)).toBe(400)
    const t = await draft('SKU00002', { trafficPercent: 1 })
    expect(t).toMatchObject({ status: 'draft', startTime: null, endTime: null, trafficPercent: 1 })
  })

  it('runs draft → running → stopped; each step once, audited, on the current version', async () => {
    const t = await draft('SKU00002', { variantA: 'List price', variantB: 'Intro price' })
    expect((await act(operator, t, 'stop')).status).toBe(409) // a draft does not stop
    expect((await act(operator, t, 'start', 99)).status).toBe(409) // stale version
    const started = await act(operator, t, 'start')
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const running = started.body.data as Rec
    expect(running.status).toBe('running')
    expect(Date.parse(running.startTime)).toBeGreaterThan(Date.now() - 60_000)
    expect((await act(operator, running, 'start')).status).toBe(409) // already running

    // While running, the design is locked; the name is not.
    const locked = await call('PUT', `/v1/abTests/${t.id}`, operator, {
      version: running.version,
      variantB: 'Another price',
      trafficPercent: 20,
    })
    expect(ruleIssues(locked)).toEqual([
      ['trafficPercent', 'abTestLocked', {}],
      ['variantB', 'abTestLocked', {}],
    ])
    const renamed = await call('PUT', `/v1/abTests/${t.id}`, operator, {
      version: running.version,
      name: 'Renamed while running',
      variantB: 'Intro price', // unchanged: accepted
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    // A running test is not deleted.
    const del = await call('DELETE', `/v1/abTests/${t.id}?version=${renamed.body.data.version}`, operator)
    expect(ruleIssues(del)).toEqual([['status', 'abTestRunningDelete', {}]])

    const stopped = await act(operator, renamed.body.data, 'stop')
    expect(stopped.status).toBe(200)
    expect(stopped.body.data.status).toBe('stopped')
    expect(Date.parse(stopped.body.data.endTime)).toBeGreaterThanOrEqual(Date.parse(running.startTime))
    expect((await act(operator, stopped.body.data, 'start')).status).toBe(409) // no restart
    expect((await act(operator, stopped.body.data, 'stop')).status).toBe(409)
    const stillLocked = await call('PUT', `/v1/abTests/${t.id}`, operator, {
      version: stopped.body.data.version,
      variantA: 'Changed after the fact',
    })
    expect(ruleIssues(stillLocked)).toEqual([['variantA', 'abTestLocked', {}]])

    const audit = await get(`/v1/abTests/${t.id}/audit`, admin)
    expect(audit.body.data.map((a: any) => [a.action, a.actor])).toEqual([
      ['create', 'operator'],
      ['start', 'operator'],
      ['update', 'operator'],
      ['stop', 'operator'],
    ])
  })

  it('runs at most one test of each type for a SKU', async () => {
    const first = await draft('SKU00003')
    const second = await draft('SKU00003')
    const cart = await draft('SKU00003', { testType: 'cart' })
    expect((await act(operator, first, 'start')).status).toBe(200)
    const refused = await act(operator, second, 'start')
    expect(ruleIssues(refused)).toEqual([['skuCode', 'abTestAlreadyRunning', { testCode: first.testCode }]])
    expect((await get(`/v1/abTests/${second.id}`, admin)).body.data.status).toBe('draft')
    expect((await act(operator, cart, 'start')).status).toBe(200) // another type
  })

  it('start and stop need their own permissions', async () => {
    const t = await draft('SKU00006')
    for (const user of ['viewer', 'pricing', 'finance', 'support', 'nomenu']) {
      const token = await tokenFor(user)
      expect((await act(token, t, 'start')).status, user).toBe(403)
    }
    expect((await get(`/v1/abTests/${t.id}`, await tokenFor('viewer'))).status).toBe(200)
    expect((await get(`/v1/abTests/${t.id}`, await tokenFor('pricing'))).status).toBe(403)
    expect((await act(admin, t, 'start')).status).toBe(200)
  })
})

describe('AB test results', () => {
  it('come from the orders of the SKU in the period, split by their AB flag', async () => {
    // The seeded price test running over the last part of the seeded orders (server/db/seed-commodity.ts).
    const list = await get('/v1/abTests?testCode=ABT00001', admin)
    const test = list.body.data.items[0] as Rec
    expect(test.status).toBe('running')
    const r = await get(`/v1/abTests/${test.id}/results`, operator)
    expect(r.status).toBe(200)
    const results = r.body.data
    expect(results.period.from).toBe(test.startTime)
    const [a, b] = results.variants
    expect([a.variant, b.variant]).toEqual(['A', 'B'])
    expect([a.trafficShare, b.trafficShare]).toEqual([100 - test.trafficPercent, test.trafficPercent])

    // The same orders, read from the order list.
    const orders = await get(`/v1/orders?sku=${test.skuCode}&limit=1000&sort=purchaseTime:desc`, admin)
    const inPeriod = (orders.body.data.items as any[]).filter(
      (o) => Date.parse(o.purchaseTime) >= Date.parse(test.startTime),
    )
    const flagged = inPeriod.filter((o) => o.abTest === test.testType)
    expect(b.orders).toBe(flagged.length)
    expect(a.orders).toBe(inPeriod.length - flagged.length)
    expect(b.orders).toBeGreaterThan(0)
    const usd = (list: any[]) =>
      Math.round(list.filter((o) => o.currency === 'USD').reduce((s, o) => s + o.salesAmount, 0) * 100) / 100
    expect(b.sales.find((s: any) => s.currency === 'USD')?.amount ?? 0).toBeCloseTo(usd(flagged), 2)
    const total = a.orders + b.orders
    expect(b.orderShare).toBeCloseTo((100 * b.orders) / total, 1)
    expect(b.conversionIndex).toBeCloseTo((b.orders / total) * (100 / b.trafficShare), 2)
  })

  it('of a draft have no period; unknown tests 404; others than viewers and operators 403', async () => {
    const t = await draft('SKU00007')
    const r = await get(`/v1/abTests/${t.id}/results`, operator)
    expect(r.body.data).toMatchObject({ period: null, variants: [], lift: null })
    expect((await get('/v1/abTests/999999999/results', operator)).status).toBe(404)
    expect((await get(`/v1/abTests/${t.id}/results`, await tokenFor('viewer'))).status).toBe(200)
    expect((await get(`/v1/abTests/${t.id}/results`, await tokenFor('support'))).status).toBe(403)
  })
})
