import { beforeAll, describe, expect, it } from 'vitest'
import { call, get, tokenFor } from './client'
import { at, code, created, post, ruleIssues } from './commodity-helpers'

let operator: string
let admin: string
beforeAll(async () => {
  operator = await tokenFor('operator')
  admin = await tokenFor('admin')
})

describe('time windows', () => {
  it.each([
    ['activities', 'startTime', 'endTime'],
    ['recommends', 'startTime', 'endTime'],
    ['marketingActivities', 'startTime', 'endTime'],
    ['commodityCoupons', 'validFrom', 'validTo'],
  ])('%s: the end comes after the start, on create and on edit', async (name, from, to) => {
    const backwards = await post(operator, name, { [from]: at(2031, 5, 2), [to]: at(2031, 5, 1) })
    expect(ruleIssues(backwards)).toEqual([[to, 'endBeforeStart', {}]])
    const rec = await created(operator, name, { [from]: at(2031, 5, 1), [to]: at(2031, 5, 2) })
    const edit = await call('PUT', `/v1/${name}/${rec.id}`, operator, { version: 1, [to]: at(2031, 4, 1) })
    expect(ruleIssues(edit)).toEqual([[to, 'endBeforeStart', {}]])
  })
})

describe('activities', () => {
  it('take a discount of 0–100 %', async () => {
    for (const discountPercent of [-1, 101, 12.5])
      expect((await post(operator, 'activities', { discountPercent })).status, String(discountPercent)).toBe(
        400,
      )
    for (const discountPercent of [0, 100])
      await created(operator, 'activities', { activityCode: code('ACT'), discountPercent })
  })
})

describe('buy-and-gift activities', () => {
  const buySku = 'SKU00001'
  const window = (fromDay: number, toDay: number) => ({
    startTime: at(2033, 3, fromDay),
    endTime: at(2033, 3, toDay),
  })

  it('give another SKU than the one bought', async () => {
    const same = await post(operator, 'marketingActivities', { buySku, giftSku: buySku })
    expect(ruleIssues(same)).toEqual([['giftSku', 'giftSameAsBuy', {}]])
    const rec = await created(operator, 'marketingActivities', { buySku, giftSku: 'SKU00004' })
    const edit = await call('PUT', `/v1/marketingActivities/${rec.id}`, operator, {
      version: 1,
      giftSku: buySku,
    })
    expect(ruleIssues(edit)).toEqual([['giftSku', 'giftSameAsBuy', {}]])
  })

  it('never overlap while active for the same SKU and country (no country: every country)', async () => {
    const first = await created(operator, 'marketingActivities', {
      buySku,
      giftSku: 'SKU00004',
      country: 'JP',
      status: 'active',
      ...window(1, 10),
    })
    const clash = await post(operator, 'marketingActivities', {
      buySku,
      giftSku: 'SKU00005',
      country: 'JP',
      status: 'active',
      ...window(9, 20),
    })
    expect(ruleIssues(clash)).toEqual([['startTime', 'giftOverlap', { activityCode: first.activityCode }]])
    const everywhere = await post(operator, 'marketingActivities', {
      buySku,
      giftSku: 'SKU00005',
      country: null,
      status: 'active',
      ...window(5, 6),
    })
    expect(ruleIssues(everywhere)).toEqual([
      ['startTime', 'giftOverlap', { activityCode: first.activityCode }],
    ])
    // Another country, the next window (half-open), a draft, or another SKU: accepted.
    const other = { buySku, giftSku: 'SKU00005', status: 'active' }
    await created(operator, 'marketingActivities', { ...other, country: 'US', ...window(5, 6) })
    const next = await created(operator, 'marketingActivities', {
      ...other,
      country: 'JP',
      ...window(10, 12),
    })
    const draft = await created(operator, 'marketingActivities', {
      ...other,
      country: 'JP',
      status: 'draft',
      ...window(1, 12),
    })
    // Enabling the draft, directly or in bulk, meets the rule too.
    const enable = await call('PUT', `/v1/marketingActivities/${draft.id}`, operator, {
      version: 1,
      status: 'active',
    })
    expect(ruleIssues(enable)[0]?.[1]).toBe('giftOverlap')
    const bulk = await call('POST', '/v1/marketingActivities/bulk', operator, {
      action: 'enable',
      items: [{ key: draft.activityCode, version: 1 }],
    })
    expect(bulk.status).toBe(200)
    expect(bulk.body.data.refused[0].issues[0].rule).toBe('giftOverlap')
    // Moving one into the other's window is refused for what the edit introduces.
    const moved = await call('PUT', `/v1/marketingActivities/${next.id}`, operator, {
      version: 1,
      startTime: at(2033, 3, 8),
    })
    expect(ruleIssues(moved)[0]?.[1]).toBe('giftOverlap')
  })
})

describe('recommendations', () => {
  const list = { scene: 'successPage', language: 'ko', country: 'KR' }

  it('hold distinct positions among the active ones of a list', async () => {
    const first = await created(operator, 'recommends', { ...list, position: 3, status: 'active' })
    const taken = await post(operator, 'recommends', { ...list, position: 3, status: 'active' })
    expect(ruleIssues(taken)).toEqual([
      ['position', 'positionTaken', { position: 3, recommendCode: first.recommendCode }],
    ])
    // Another list (language, country or scene), or a draft, may hold the same position.
    await created(operator, 'recommends', { ...list, country: null, position: 3, status: 'active' })
    await created(operator, 'recommends', { ...list, scene: 'emptyCart', position: 3, status: 'active' })
    const draft = await created(operator, 'recommends', { ...list, position: 3, status: 'draft' })
    const enable = await call('PUT', `/v1/recommends/${draft.id}`, operator, { version: 1, status: 'active' })
    expect(ruleIssues(enable)).toEqual([
      ['position', 'positionTaken', { position: 3, recommendCode: first.recommendCode }],
    ])
  })

  it('reorder a whole list in one request, idempotently, with the edit permission', async () => {
    const mine = { scene: 'emptyCart', language: 'fr', country: 'FR', status: 'active' }
    const recs = []
    for (const position of [1, 2, 3]) recs.push(await created(operator, 'recommends', { ...mine, position }))
    const codes = recs.map((r) => r.recommendCode as string).reverse()
    const body = { scene: 'emptyCart', language: 'fr', country: 'FR', codes }
    const key = { 'Idempotency-Key': code('K') }
    const r = await call('POST', '/v1/recommends/reorder', operator, body, key)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data.map((x: any) => [x.recommendCode, x.position])).toEqual(
      codes.map((c, i) => [c, i + 1]),
    )
    // The same request again answers the same; a new request with the same order changes nothing.
    expect((await call('POST', '/v1/recommends/reorder', operator, body, key)).body).toEqual(r.body)
    const again = await call('POST', '/v1/recommends/reorder', operator, body, {
      'Idempotency-Key': code('K'),
    })
    expect(again.body.data.map((x: any) => x.version)).toEqual(r.body.data.map((x: any) => x.version))
    const audit = await get(`/v1/recommends/${recs[0]!.id}/audit`, admin)
    expect(audit.body.data.map((a: any) => a.action)).toEqual(['create', 'reorder'])
    // Without a key: 400; a list with other members: 409; a viewer: 403.
    expect((await call('POST', '/v1/recommends/reorder', operator, body)).status).toBe(400)
    const partial = await call(
      'POST',
      '/v1/recommends/reorder',
      operator,
      { ...body, codes: codes.slice(1) },
      {
        'Idempotency-Key': code('K'),
      },
    )
    expect(partial.status).toBe(409)
    const stranger = await call(
      'POST',
      '/v1/recommends/reorder',
      operator,
      { ...body, codes: [...codes, 'REC-NOT-HERE'] },
      { 'Idempotency-Key': code('K') },
    )
    expect(stranger.status).toBe(409)
    const twice = { ...body, codes: [codes[0], codes[0]] }
    const fresh = { 'Idempotency-Key': code('K') }
    expect((await call('POST', '/v1/recommends/reorder', operator, twice, fresh)).status).toBe(400)
    const viewer = await tokenFor('viewer')
    expect(
      (await call('POST', '/v1/recommends/reorder', viewer, body, { 'Idempotency-Key': code('K') })).status,
    ).toBe(403)
  })
})

describe('commodity SKUs', () => {
  it('belong to an existing SPU', async () => {
    const r = await post(operator, 'commoditySkus', { spuCode: 'SPU-NOPE' })
    expect(r.status).toBe(400)
    expect(r.body.data.issues[0]).toMatchObject({ field: 'spuCode', reference: { entity: 'spus' } })
    expect((await post(operator, 'commoditySkus', { spuCode: null })).status).toBe(400)
  })

  it('bundle two regular SKUs other than themselves; items only on bundles', async () => {
    const self = code('CB')
    const one = await post(operator, 'commoditySkus', {
      skuCode: self,
      type: 'bundle',
      bundleItems: 'SKU00001',
    })
    expect(ruleIssues(one)).toEqual([['bundleItems', 'bundleTooFewItems', {}]])
    const bundle = await created(operator, 'commoditySkus', {
      skuCode: self,
      type: 'bundle',
      bundleItems: 'SKU00000,SKU00001',
    })
    const nested = await post(operator, 'commoditySkus', { type: 'bundle', bundleItems: `SKU00000,${self}` })
    expect(ruleIssues(nested)).toEqual([['bundleItems', 'bundleItemNotRegular', { sku: self }]])
    const regular = await created(operator, 'commoditySkus', {
      type: 'regular',
      bundleItems: 'SKU00000,SKU00001',
    })
    expect(regular.bundleItems).toBeNull()
    expect(bundle.bundleItems).toBe('SKU00000,SKU00001')
  })

  it('price in whole yen', async () => {
    const r = await post(operator, 'commoditySkus', { currency: 'JPY', price: 1999.5 })
    expect(ruleIssues(r)).toEqual([['price', 'minorUnit', { currency: 'JPY', digits: 0 }]])
  })

  it('are listed by their SPU', async () => {
    const r = await get('/v1/commoditySkus?spuCode=SPU0001&limit=5', operator)
    expect(r.body.data.total).toBeGreaterThan(0)
    for (const s of r.body.data.items) expect(s.spuCode).toBe('SPU0001')
  })
})

describe('commodity coupons', () => {
  it('take a percentage of 0–100 and a currency for a fixed amount', async () => {
    const pct = await post(operator, 'commodityCoupons', { discountType: 'percent', discountValue: 120 })
    expect(ruleIssues(pct)).toEqual([['discountValue', 'percentRange', {}]])
    const amount = await post(operator, 'commodityCoupons', {
      discountType: 'amount',
      discountValue: 5,
      currency: null,
    })
    expect(ruleIssues(amount)).toEqual([['currency', 'currencyRequiredForAmount', {}]])
  })
})
