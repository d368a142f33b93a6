import { beforeAll, describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { entityByName } from '@/domain/registry'
import { call, get, tokenFor } from './client'
import { sampleBody } from './samples'

let admin: string
let pricing: string
beforeAll(async () => {
  admin = await tokenFor('admin')
  pricing = await tokenFor('pricing')
})

const entity = (name: string) => entityByName(name) as EntityDef
let n = 0
const code = (p: string) => `${p}${Date.now().toString(36).toUpperCase()}${(n++).toString(36).toUpperCase()}`
const post = (name: string, body: Record<string, unknown>, token = pricing) =>
  call('POST', `/v1/${name}`, token, { ...sampleBody(entity(name)), ...body })
const created = async (name: string, body: Record<string, unknown>) => {
  const r = await post(name, body)
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data as Record<string, any> & { id: number; version: number }
}
const regular = () =>
  created('skus', { skuCode: code('RG'), type: 'regular', bundleItems: null, upgradeFromSku: null })
/** The rule issues of a refused write, as [field, rule, params]. */
const ruleIssues = (r: { status: number; body: any }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(400)
  return (r.body.data.issues as any[]).map((i) => {
    expect(typeof i.message).toBe('string')
    return [i.field, i.rule, i.params]
  })
}

describe('SKU rules', () => {
  it('a bundle holds two distinct existing regular SKUs, never itself', async () => {
    const [a, b] = [await regular(), await regular()]
    const self = code('BN')
    expect(
      ruleIssues(await post('skus', { skuCode: self, type: 'bundle', bundleItems: `${a.skuCode}` })),
    ).toEqual([['bundleItems', 'bundleTooFewItems', {}]])
    expect(
      ruleIssues(
        await post('skus', { skuCode: self, type: 'bundle', bundleItems: `${a.skuCode},${a.skuCode}` }),
      ),
    ).toEqual([['bundleItems', 'bundleTooFewItems', {}]])
    const bundle = await created('skus', {
      skuCode: self,
      type: 'bundle',
      bundleItems: `${a.skuCode},${b.skuCode}`,
    })
    expect(bundle.bundleItems).toBe(`${a.skuCode},${b.skuCode}`)
    expect(bundle.upgradeFromSku).toBeNull() // cleared: only upgrades carry it
    const itself = await call('PUT', `/v1/skus/${bundle.id}`, pricing, {
      version: 1,
      bundleItems: `${a.skuCode},${b.skuCode},${self}`,
    })
    expect(ruleIssues(itself)).toEqual([['bundleItems', 'bundleContainsItself', {}]])
    const nested = await post('skus', { type: 'bundle', bundleItems: `${a.skuCode},${self}` })
    expect(ruleIssues(nested)).toEqual([['bundleItems', 'bundleItemNotRegular', { sku: self }]])
    // A regular SKU in a bundle stays regular.
    const retype = await call('PUT', `/v1/skus/${a.id}`, pricing, {
      version: 1,
      type: 'upgrade',
      upgradeFromSku: b.skuCode,
    })
    expect(ruleIssues(retype)).toEqual([['type', 'skuInBundle', { bundle: self }]])
    // A missing item is a reference issue, checked first.
    const missing = await post('skus', { type: 'bundle', bundleItems: `${a.skuCode},NOSUCH-1` })
    expect(missing.status).toBe(400)
    expect(missing.body.data.issues[0].reference).toEqual({ entity: 'skus', missing: ['NOSUCH-1'] })
  })

  it('a regular SKU carries no bundle items or upgrade source (cleared)', async () => {
    const sku = await created('skus', {
      type: 'regular',
      bundleItems: 'SKU00001,SKU00004',
      upgradeFromSku: 'SKU00001',
    })
    expect([sku.bundleItems, sku.upgradeFromSku]).toEqual([null, null])
  })

  it('an upgrade names another existing SKU and upgrade paths never loop', async () => {
    const a = await regular()
    const self = code('UP')
    expect(ruleIssues(await post('skus', { skuCode: self, type: 'upgrade', upgradeFromSku: null }))).toEqual([
      ['upgradeFromSku', 'upgradeFromRequired', {}],
    ])
    const b = await created('skus', { skuCode: self, type: 'upgrade', upgradeFromSku: a.skuCode })
    const itself = await call('PUT', `/v1/skus/${b.id}`, pricing, { version: 1, upgradeFromSku: self })
    expect(ruleIssues(itself)).toEqual([['upgradeFromSku', 'upgradeFromItself', {}]])
    const c = await created('skus', { type: 'upgrade', upgradeFromSku: b.skuCode, bundleItems: null })
    // a → b → c: making a upgrade from c would loop.
    const loop = await call('PUT', `/v1/skus/${a.id}`, pricing, {
      version: 1,
      type: 'upgrade',
      upgradeFromSku: c.skuCode,
    })
    expect(ruleIssues(loop)).toEqual([
      [
        'upgradeFromSku',
        'upgradeCycle',
        { path: `${a.skuCode} → ${c.skuCode} → ${b.skuCode} → ${a.skuCode}` },
      ],
    ])
  })
})

describe('price rules', () => {
  const window = (from: string | null, to: string | null) => ({ effectiveFrom: from, effectiveTo: to })
  it('one active price per SKU × currency × country at any moment, naming the conflicting price', async () => {
    const sku = await regular()
    const base = { skuCode: sku.skuCode, currency: 'EUR', country: 'FR', status: 'active' }
    const first = await created('prices', {
      ...base,
      ...window('2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z'),
    })
    const overlap = await post('prices', { ...base, ...window('2026-06-01T00:00:00Z', null) })
    expect(ruleIssues(overlap)).toEqual([['effectiveFrom', 'priceOverlap', { priceCode: first.priceCode }]])
    expect(overlap.body.data.issues[0].message).toContain(first.priceCode)
    // Abutting windows, another country, all countries, or a draft do not overlap.
    await created('prices', { ...base, ...window('2026-07-01T00:00:00Z', null) })
    await created('prices', { ...base, country: 'DE', ...window('2026-06-01T00:00:00Z', null) })
    await created('prices', { ...base, country: null, ...window('2026-06-01T00:00:00Z', null) })
    const draft = await created('prices', {
      ...base,
      status: 'draft',
      ...window('2026-03-01T00:00:00Z', null),
    })
    // Enabling the draft would overlap.
    const enable = await call('PUT', `/v1/prices/${draft.id}`, pricing, { version: 1, status: 'active' })
    expect(ruleIssues(enable)[0]?.[1]).toBe('priceOverlap')
    // An open window overlaps everything.
    const open = await post('prices', { ...base, ...window(null, null) })
    expect(ruleIssues(open)[0]?.[1]).toBe('priceOverlap')
  })

  it('the end is not before the start; amounts respect the minor unit; the type is the SKU’s', async () => {
    const sku = await regular()
    const p = { skuCode: sku.skuCode, country: null }
    expect(
      ruleIssues(await post('prices', { ...p, ...window('2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z') })),
    ).toEqual([['effectiveTo', 'endBeforeStart', {}]])
    expect(
      ruleIssues(await post('prices', { ...p, currency: 'JPY', amount: 1480.5, originalAmount: null })),
    ).toEqual([['amount', 'minorUnit', { currency: 'JPY', digits: 0 }]])
    expect(
      ruleIssues(await post('prices', { ...p, currency: 'KRW', amount: 100, originalAmount: 99.9 })),
    ).toEqual([['originalAmount', 'minorUnit', { currency: 'KRW', digits: 0 }]])
    await created('prices', { ...p, currency: 'JPY', amount: 1480, originalAmount: null })
    const bundle = await created('skus', {
      type: 'bundle',
      bundleItems: 'SKU00001,SKU00004',
      upgradeFromSku: null,
    })
    const bundlePrice = await created('prices', { skuCode: bundle.skuCode, type: 'regular' })
    expect(bundlePrice.type).toBe('bundle')
  })
})

describe('coupon rules', () => {
  it('percent 0–100, amount needs a currency, validFrom before validTo', async () => {
    expect(ruleIssues(await post('priceCoupons', { discountType: 'percent', discountValue: 150 }))).toEqual([
      ['discountValue', 'percentRange', {}],
    ])
    expect(
      ruleIssues(await post('priceCoupons', { discountType: 'amount', discountValue: 5, currency: null })),
    ).toEqual([['currency', 'currencyRequiredForAmount', {}]])
    expect(
      ruleIssues(
        await post('priceCoupons', { validFrom: '2026-03-01T00:00:00Z', validTo: '2026-02-01T00:00:00Z' }),
      ),
    ).toEqual([['validTo', 'endBeforeStart', {}]])
  })

  it('usedCount never exceeds usageLimit', async () => {
    const seeded = (await get('/v1/priceCoupons?limit=200&sort=usedCount:desc', admin)).body.data
      .items as any[]
    const used = seeded.find((c) => c.usedCount > 1 && c.usageLimit !== null)
    expect(used).toBeDefined()
    const r = await call('PUT', `/v1/priceCoupons/${used.id}`, pricing, {
      version: used.version,
      usageLimit: used.usedCount - 1,
    })
    expect(ruleIssues(r)).toEqual([
      ['usageLimit', 'usedOverLimit', { used: used.usedCount, limit: used.usedCount - 1 }],
    ])
  })
})

describe('price-rule rules', () => {
  it('two active rules of one priority, SKU, country and currency with overlapping periods clash', async () => {
    const sku = await regular()
    const rule = {
      skuCode: sku.skuCode,
      country: 'JP',
      currency: 'JPY',
      adjustmentType: 'percent',
      adjustmentValue: 10,
      priority: 500,
      status: 'active',
      startTime: '2026-01-01T00:00:00Z',
      endTime: '2026-03-01T00:00:00Z',
    }
    const first = await created('priceRules', rule)
    expect(
      ruleIssues(await post('priceRules', { ...rule, startTime: '2026-02-01T00:00:00Z', endTime: null })),
    ).toEqual([['priority', 'rulePriorityClash', { ruleCode: first.ruleCode }]])
    await created('priceRules', { ...rule, priority: 501 })
    await created('priceRules', { ...rule, startTime: '2026-03-01T00:00:00Z', endTime: null })
    await created('priceRules', { ...rule, status: 'inactive' })
    expect(ruleIssues(await post('priceRules', { ...rule, adjustmentValue: 101 }))).toEqual([
      ['adjustmentValue', 'percentRange', {}],
    ])
    expect(
      ruleIssues(await post('priceRules', { ...rule, adjustmentType: 'amount', adjustmentValue: 10.5 })),
    ).toEqual([['adjustmentValue', 'minorUnit', { currency: 'JPY', digits: 0 }]])
    expect(ruleIssues(await post('priceRules', { ...rule, endTime: '2025-12-31T00:00:00Z' }))).toEqual([
      ['endTime', 'endBeforeStart', {}],
    ])
  })
})

describe('POST /v1/prices/check', () => {
  it('computes base, rules in priority order, the coupon and the final amount', async () => {
    const sku = await regular()
    const s = sku.skuCode
    await created('prices', {
      skuCode: s,
      currency: 'USD',
      country: null,
      amount: 100,
      originalAmount: null,
      effectiveFrom: '2026-01-01T00:00:00Z',
      effectiveTo: null,
      status: 'active',
    })
    const common = {
      skuCode: s,
      country: null,
      currency: null,
      status: 'active',
      endTime: null,
      adjustmentType: 'percent',
    }
    await created('priceRules', {
      ...common,
      ruleCode: code('R9'),
      name: 'Spring',
      adjustmentValue: 20,
      priority: 9,
      startTime: '2026-03-01T00:00:00Z',
      endTime: '2026-04-01T00:00:00Z',
    })
    await created('priceRules', {
      ...common,
      ruleCode: code('R1'),
      name: 'Loyalty',
      adjustmentType: 'amount',
      currency: 'USD',
      adjustmentValue: 5,
      priority: 1,
      startTime: '2026-01-01T00:00:00Z',
    })
    await created('priceRules', {
      ...common,
      ruleCode: code('R5'),
      name: 'Japan',
      country: 'JP',
      adjustmentValue: 50,
      priority: 5,
      startTime: '2026-01-01T00:00:00Z',
    })
    const coupon = await created('priceCoupons', {
      couponCode: code('CP'),
      discountType: 'percent',
      discountValue: 10,
      currency: null,
      skuCodes: s,
      validFrom: '2026-01-01T00:00:00Z',
      validTo: '2026-06-01T00:00:00Z',
      usageLimit: null,
      status: 'active',
    })

    const check = (body: Record<string, unknown>, token = pricing) =>
      call('POST', '/v1/prices/check', token, {
        skuCode: s,
        country: 'US',
        currency: 'USD',
        at: '2026-03-15T00:00:00Z',
        ...body,
      })
    const r = await check({ couponCode: coupon.couponCode })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const d = r.body.data
    expect(d.base.amount).toBe(100)
    // Seeded rules for every SKU may apply too: only this test's rules (all of this SKU) are looked at.
    const mine = (steps: any[]) => steps.filter((x) => ['Spring', 'Japan', 'Loyalty'].includes(x.name))
    expect(d.steps.every((x: any, i: number) => i === 0 || d.steps[i - 1].priority >= x.priority)).toBe(true)
    expect(mine(d.steps).map((x: any) => [x.name, x.applied, x.reason ?? null])).toEqual([
      ['Spring', true, null],
      ['Japan', false, 'otherScope'],
      ['Loyalty', true, null],
    ])
    // Each step starts from the previous one's amount; the coupon takes its 10 % of what the rules left.
    const beforeCoupon = d.steps.at(-1)?.amountAfter ?? 100
    expect(d.coupon).toMatchObject({ couponCode: coupon.couponCode, applied: true })
    expect(d.coupon.discount).toBeCloseTo(Math.round(beforeCoupon * 10) / 100, 2)
    expect(d.final).toBe(d.coupon.amountAfter)

    // In May the spring rule is out of its window; in July the coupon has expired.
    const may = (await check({ at: '2026-05-01T00:00:00Z' })).body.data
    expect(mine(may.steps)[0]).toMatchObject({ name: 'Spring', applied: false, reason: 'notInWindow' })
    const july = (await check({ at: '2026-07-01T00:00:00Z', couponCode: coupon.couponCode })).body.data
    expect(july.coupon).toMatchObject({ applied: false, reason: 'expired', discount: 0 })
    expect((await check({ couponCode: 'NO-SUCH-COUPON' })).body.data.coupon.reason).toBe('notFound')
    // No price in that currency: no base, no final.
    const none = (await check({ currency: 'GBP' })).body.data
    expect([none.base, none.final]).toEqual([null, null])
    expect((await check({ at: 'yesterday' })).status).toBe(400)
    // Viewers may check; finance, support and operator may not.
    expect((await check({}, await tokenFor('viewer'))).status).toBe(200)
    for (const u of ['finance', 'support', 'operator'])
      expect((await check({}, await tokenFor(u))).status, u).toBe(403)
  })

  it('prices every seeded order SKU in its currency', async () => {
    const order = (await get('/v1/orders?limit=1', admin)).body.data.items[0]
    const r = await call('POST', '/v1/prices/check', pricing, {
      skuCode: order.sku,
      country: order.country,
      currency: order.currency,
      at: new Date().toISOString(),
    })
    expect(r.body.data.base).not.toBeNull()
    expect(r.body.data.final).toBeGreaterThanOrEqual(0)
  })
})

describe('POST /v1/skus/batch', () => {
  const row = (o: Record<string, unknown> = {}): Record<string, unknown> => ({
    ...sampleBody(entity('skus')),
    type: 'regular',
    bundleItems: null,
    upgradeFromSku: null,
    ...o,
  })
  it('validates every row first: all-or-nothing, valid rows only, dry run, duplicates', async () => {
    const rows = [row(), row(), row({ skuCode: '' }), row({ licenseCode: 'LIC-NOPE' })]
    rows.push(row({ skuCode: rows[0]!.skuCode }))
    rows.push(row({ type: 'bundle', bundleItems: `${String(rows[0]!.skuCode)},${String(rows[1]!.skuCode)}` }))
    rows.push(row({ type: 'bundle', bundleItems: `${String(rows[0]!.skuCode)},${String(rows[3]!.skuCode)}` }))
    rows.push(row({ skuCode: 'SKU00001' }))

    const all = await call('POST', '/v1/skus/batch', pricing, { rows, mode: 'all' })
    expect(all.status).toBe(400)
    const refusedRows = all.body.data.rows.map((r: any) => r.row)
    // Row 2 leaves its code empty: it gets the next SKU code (issue 29), so it is valid.
    expect(refusedRows).toEqual([3, 4, 6, 7])
    const issue = (i: number) => all.body.data.rows.find((r: any) => r.row === i).issues
    expect(issue(3)[0].reference).toEqual({ entity: 'licenses', missing: ['LIC-NOPE'] })
    expect(issue(4)[0]).toMatchObject({ field: 'skuCode', message: 'duplicate of row 0' })
    expect(issue(6)[0].reference).toEqual({ entity: 'skus', missing: [rows[3]!.skuCode] })
    expect(issue(7)[0]).toMatchObject({ field: 'skuCode', message: 'already exists' })
    expect((await get(`/v1/skus?skuCode=${String(rows[0]!.skuCode)}`, admin)).body.data.total).toBe(0)

    const dry = await call('POST', '/v1/skus/batch', pricing, { rows, mode: 'all', dryRun: true })
    expect(dry.status).toBe(200)
    expect(dry.body.data.dryRun).toBe(true)
    expect(dry.body.data.created).toEqual([rows[0]!.skuCode, rows[1]!.skuCode, '', rows[5]!.skuCode])
    expect((await get(`/v1/skus?skuCode=${String(rows[0]!.skuCode)}`, admin)).body.data.total).toBe(0)

    const valid = await call('POST', '/v1/skus/batch', pricing, { rows, mode: 'valid' })
    expect(valid.status, JSON.stringify(valid.body)).toBe(200)
    const created = valid.body.data.created as string[]
    expect(created).toEqual([rows[0]!.skuCode, rows[1]!.skuCode, created[2], rows[5]!.skuCode])
    expect(created[2]).toMatch(/^SKU\d{5,}$/)
    expect(valid.body.data.refused.map((r: any) => r.row)).toEqual([3, 4, 6, 7])
    const bundle = (await get(`/v1/skus?skuCode=${String(rows[5]!.skuCode)}`, admin)).body.data.items[0]
    expect(bundle.type).toBe('bundle')
    const audit = await get(`/v1/skus/${bundle.id}/audit`, admin)
    expect(audit.body.data[0]).toMatchObject({ action: 'create', actor: 'pricing' })
  })

  it('checks 500 rows quickly, refuses more than 1000 and needs skus add', async () => {
    const rows = Array.from({ length: 500 }, () => row())
    const started = Date.now()
    const dry = await call('POST', '/v1/skus/batch', pricing, { rows, mode: 'all', dryRun: true })
    expect(dry.status).toBe(200)
    expect(dry.body.data.created).toHaveLength(500)
    expect(Date.now() - started).toBeLessThan(1000)
    const many = await call('POST', '/v1/skus/batch', pricing, {
      rows: Array.from({ length: 1001 }, () => ({})),
      mode: 'all',
    })
    expect(many.status).toBe(400)
    expect(
      (await call('POST', '/v1/skus/batch', await tokenFor('viewer'), { rows, mode: 'all' })).status,
    ).toBe(403)
  })
})

describe('POST /v1/<entity>/bulk', () => {
  it('enables and disables, refusing stale versions, unknown keys and rule breaks', async () => {
    const sku = await regular()
    const base = {
      skuCode: sku.skuCode,
      currency: 'CAD',
      country: 'CA',
      effectiveFrom: '2026-01-01T00:00:00Z',
      effectiveTo: null,
    }
    const active = await created('prices', { ...base, status: 'active' })
    const draft = await created('prices', { ...base, status: 'draft' })
    const r = await call('POST', '/v1/prices/bulk', pricing, {
      action: 'enable',
      items: [
        { key: draft.priceCode, version: 1 },
        { key: active.priceCode, version: 1 },
        { key: 'NO-SUCH-PRICE', version: 1 },
      ],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data.changed).toEqual([active.priceCode])
    expect(r.body.data.refused).toEqual([
      {
        key: draft.priceCode,
        reason: 'rules',
        issues: [expect.objectContaining({ rule: 'priceOverlap', params: { priceCode: active.priceCode } })],
      },
      { key: 'NO-SUCH-PRICE', reason: 'notFound' },
    ])
    const off = await call('POST', '/v1/prices/bulk', pricing, {
      action: 'disable',
      items: [
        { key: active.priceCode, version: 1 },
        { key: draft.priceCode, version: 9 },
      ],
    })
    expect(off.body.data).toEqual({
      changed: [active.priceCode],
      refused: [{ key: draft.priceCode, reason: 'version' }],
    })
    const after = (await get(`/v1/prices/${active.id}`, admin)).body.data
    expect([after.status, after.version]).toEqual(['inactive', 2])
    const on = await call('POST', '/v1/prices/bulk', pricing, {
      action: 'enable',
      items: [{ key: draft.priceCode, version: 1 }],
    })
    expect(on.body.data.changed).toEqual([draft.priceCode])
  })

  it('deletes what nothing names and lists the referenced rows with their users', async () => {
    const [a, b] = [await regular(), await regular()]
    const bundle = await created('skus', { type: 'bundle', bundleItems: `${a.skuCode},${b.skuCode}` })
    const price = await created('prices', { skuCode: b.skuCode })
    const r = await call('POST', '/v1/skus/bulk', pricing, {
      action: 'delete',
      items: [a, b, bundle].map((x) => ({ key: x.skuCode, version: x.version })),
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    // The bundle goes first, which frees a; b keeps its price.
    expect(r.body.data.changed.sort()).toEqual([a.skuCode, bundle.skuCode].sort())
    expect(r.body.data.refused).toEqual([
      { key: b.skuCode, reason: 'usedBy', usedBy: [{ entity: 'prices', field: 'skuCode', count: 1 }] },
    ])
    expect((await get(`/v1/skus/${a.id}`, admin)).status).toBe(404)
    expect((await get(`/v1/skus/${a.id}/audit`, admin)).body.data.at(-1).action).toBe('delete')
    expect(
      (
        await call('POST', '/v1/prices/bulk', pricing, {
          action: 'delete',
          items: [{ key: price.priceCode, version: 1 }],
        })
      ).body.data.changed,
    ).toEqual([price.priceCode])
  })

  it('needs the entity’s edit or delete permission and a valid body', async () => {
    const items = [{ key: 'SKU00001', version: 1 }]
    expect(
      (await call('POST', '/v1/skus/bulk', await tokenFor('viewer'), { action: 'disable', items })).status,
    ).toBe(403)
    for (const u of ['finance', 'support', 'operator'])
      expect(
        (await call('POST', '/v1/prices/bulk', await tokenFor(u), { action: 'delete', items })).status,
        u,
      ).toBe(403)
    expect((await call('POST', '/v1/skus/bulk', pricing, { action: 'archive', items })).status).toBe(400)
    expect((await call('POST', '/v1/skus/bulk', pricing, { action: 'enable', items: [] })).status).toBe(400)
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ key: `K${i}`, version: 1 }))
    expect((await call('POST', '/v1/skus/bulk', pricing, { action: 'enable', items: tooMany })).status).toBe(
      400,
    )
    // Entities without a generic delete or status offer no bulk endpoint.
    expect((await call('POST', '/v1/orders/bulk', admin, { action: 'delete', items })).status).toBe(404)
  })
})

describe('write permissions', () => {
  it('viewer reads but cannot write; finance, support and operator are refused', async () => {
    const viewer = await tokenFor('viewer')
    expect((await get('/v1/prices?limit=1', viewer)).status).toBe(200)
    expect((await post('prices', {}, viewer)).status).toBe(403)
    for (const u of ['finance', 'support', 'operator']) {
      expect((await get('/v1/priceRules?limit=1', await tokenFor(u))).status, u).toBe(403)
      expect((await post('skus', {}, await tokenFor(u))).status, u).toBe(403)
    }
  })
})

describe('OpenAPI', () => {
  it('documents the price check, the batch and the bulk endpoints', async () => {
    const doc = (await get('/openapi.json')).body as unknown as { paths: Record<string, Record<string, any>> }
    expect(doc.paths['/v1/prices/check']?.post?.description).toContain('priority')
    expect(doc.paths['/v1/skus/batch']?.post).toBeDefined()
    for (const name of ['licenses', 'skus', 'prices', 'priceCoupons', 'priceRules', 'skuRelations'])
      expect(doc.paths[`/v1/${name}/bulk`]?.post, name).toBeDefined()
    expect(doc.paths['/v1/orders/bulk']).toBeUndefined()
  })
})
