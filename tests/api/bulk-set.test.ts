import { beforeAll, describe, expect, it } from 'vitest'
import { conformanceChecker, type OpenApiDoc } from '../support/openapi-conformance'
import { api, call, get, tokenFor } from './client'
import { code, created, type Rec } from './commodity-helpers'

/**
 * Issue 30: POST /v1/<entity>/bulk-set sets one field to one value on many records, each record edited as
 * its own PUT would be (its rules, its locks, its version), the rest changed; a dry run answers the same and
 * changes nothing. Permission first, the body and the value checked before any record is read.
 */

let pricing: string
let operator: string
let admin: string
let checker: ReturnType<typeof conformanceChecker>
beforeAll(async () => {
  checker = conformanceChecker((await (await fetch(`${api()}/openapi.json`)).json()) as OpenApiDoc)
  pricing = await tokenFor('pricing')
  operator = await tokenFor('operator')
  admin = await tokenFor('admin')
})

/** Sends a bulk set and checks its answer against the served document (status, media type, schema). */
async function bulkSet(entity: string, body: unknown, token = pricing) {
  const path = `/v1/${entity}/bulk-set`
  const r = await call('POST', path, token, body)
  const answer = { status: r.status, contentType: 'application/json', body: JSON.stringify(r.body) }
  expect(checker.answer(path, 'post', answer), JSON.stringify(r.body)).toEqual([])
  return r
}
const itemsOf = (records: Rec[]) => records.map((r) => ({ key: String(r.priceCode), version: r.version }))
const read = async (r: Rec) => (await get(`/v1/prices/${r.id}`, admin)).body.data as Rec

/** A regular SKU of its own and prices of it, so no other record's rules meet them. */
async function pricesOf(currencies: string[], extra: Record<string, unknown> = {}): Promise<Rec[]> {
  const sku = await created(pricing, 'skus', {
    skuCode: code('BS'),
    type: 'regular',
    bundleItems: null,
    upgradeFromSku: null,
  })
  const out: Rec[] = []
  for (const currency of currencies)
    out.push(
      await created(pricing, 'prices', {
        priceCode: code('BSP'),
        skuCode: sku.skuCode,
        currency,
        country: null,
        amount: 100,
        originalAmount: null,
        effectiveFrom: null,
        effectiveTo: null,
        status: 'inactive',
        ...extra,
      }),
    )
  return out
}

describe('POST /v1/<entity>/bulk-set', () => {
  it('sets the rows it can, lists the others with their reason, leaves rows that have the value alone', async () => {
    const [usd1, usd2, jpy, krw, stale, same] = await pricesOf(['USD', 'EUR', 'JPY', 'KRW', 'USD', 'GBP'])
    await call('PUT', `/v1/prices/${same!.id}`, pricing, { version: same!.version, amount: 12.5 })
    const items = [
      ...itemsOf([usd1!, usd2!, jpy!, krw!]),
      { key: stale!.priceCode, version: stale!.version + 5 },
      { key: same!.priceCode, version: same!.version + 1 },
      { key: 'NO-SUCH-PRICE', version: 1 },
    ]
    const body = { field: 'amount', value: 12.5, items }

    // The preview: the same answer, nothing written.
    const preview = await bulkSet('prices', { ...body, dryRun: true })
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    expect((await read(usd1!)).version).toBe(1)

    const r = await bulkSet('prices', body)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const minor = (currency: string) => ({
      key: expect.any(String),
      reason: 'rules',
      issues: [
        expect.objectContaining({ field: 'amount', rule: 'minorUnit', params: { currency, digits: 0 } }),
      ],
    })
    expect(r.body.data).toEqual({
      changed: [usd1!.priceCode, usd2!.priceCode],
      unchanged: [same!.priceCode],
      refused: [
        { ...minor('JPY'), key: jpy!.priceCode },
        { ...minor('KRW'), key: krw!.priceCode },
        { key: stale!.priceCode, reason: 'version' },
        { key: 'NO-SUCH-PRICE', reason: 'notFound' },
      ],
      dryRun: false,
    })
    expect({ ...preview.body.data, dryRun: false }).toEqual(r.body.data)

    expect(await read(usd1!)).toMatchObject({ amount: 12.5, version: 2 })
    expect(await read(jpy!)).toMatchObject({ amount: 100, version: 1 })
    expect((await read(same!)).version).toBe(2)
    const audit = (await get(`/v1/prices/${usd1!.id}/audit`, admin)).body.data as any[]
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor: 'pricing' })
  })

  it('runs the database rules row by row, in order: the second of two overlapping prices is refused', async () => {
    const [a, b] = await pricesOf(['CAD', 'CAD'])
    const r = await bulkSet('prices', { field: 'status', value: 'active', items: itemsOf([a!, b!]) })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data.changed).toEqual([a!.priceCode])
    expect(r.body.data.refused).toEqual([
      {
        key: b!.priceCode,
        reason: 'rules',
        issues: [expect.objectContaining({ rule: 'priceOverlap', params: { priceCode: a!.priceCode } })],
      },
    ])
  })

  it('refuses a field a lock keeps, with the lock’s rule (a running AB test’s design)', async () => {
    const running = await get('/v1/abTests?status=running&limit=1', operator)
    const test = running.body.data.items[0] as Rec | undefined
    expect(test, 'a seeded running AB test').toBeDefined()
    const r = await bulkSet(
      'abTests',
      {
        field: 'trafficPercent',
        value: test!.trafficPercent === 10 ? 11 : 10,
        items: [{ key: test!.testCode, version: test!.version }],
        dryRun: true,
      },
      operator,
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data.refused).toEqual([
      {
        key: test!.testCode,
        reason: 'rules',
        issues: [expect.objectContaining({ field: 'trafficPercent', rule: 'abTestLocked' })],
      },
    ])
  })

  it('needs the entity’s edit permission, checked before the body', async () => {
    const items = [{ key: 'NO-SUCH-PRICE', version: 1 }]
    const viewer = await tokenFor('viewer')
    expect((await bulkSet('prices', { field: 'amount', value: 1, items }, viewer)).status).toBe(403)
    expect((await bulkSet('prices', { nonsense: true }, viewer)).status).toBe(403)
    for (const u of ['finance', 'support', 'operator'])
      expect(
        (await bulkSet('prices', { field: 'amount', value: 1, items }, await tokenFor(u))).status,
        u,
      ).toBe(403)
    // No token at all (an empty one sends none).
    expect((await bulkSet('prices', { field: 'amount', items }, '')).status).toBe(401)
  })

  it('refuses hostile or invalid input with 400, before any record is touched', async () => {
    const [p] = await pricesOf(['USD'])
    const items = itemsOf([p!])
    const bad: unknown[] = [
      null,
      [],
      'amount',
      { field: 'amount', items }, // no value
      { field: 'priceCode', value: 'X', items }, // the key is not set in bulk
      { field: 'version', value: 9, items },
      { field: 'id', value: 9, items },
      { field: '__proto__', value: 1, items },
      { field: 'createdAt', value: '2026-01-01T00:00:00Z', items },
      { field: 'amount', value: 'abc', items },
      { field: 'amount', value: 1e13, items },
      { field: 'amount', value: -1, items },
      { field: 'amount', value: null, items }, // required
      { field: 'amount', value: 1.005, items }, // more cents than any currency has
      { field: 'status', value: 'archived', items },
      { field: 'effectiveFrom', value: '2026-02-30T00:00:00Z', items },
      { field: 'skuCode', value: 'x'.repeat(5000), items },
      { field: 'amount', value: 1, items: [] },
      { field: 'amount', value: 1, items: [{ key: '', version: 1 }] },
      { field: 'amount', value: 1, items: [{ key: 'A', version: 0 }] },
      { field: 'amount', value: 1, items: [{ key: 'A', version: 1, extra: 1 }] },
      {
        field: 'amount',
        value: 1,
        items: Array.from({ length: 501 }, (_, i) => ({ key: `K${i}`, version: 1 })),
      },
      { field: 'amount', value: 1, items, dryRun: 'yes' },
      { field: 'amount', value: 1, items, more: 1 },
    ]
    for (const body of bad) {
      const r = await bulkSet('prices', body)
      expect(r.status, JSON.stringify(body).slice(0, 120)).toBe(400)
      expect(Array.isArray(r.body.data?.issues), JSON.stringify(r.body)).toBe(true)
    }
    // A reference to a record that does not exist names it, for the whole request.
    const missing = await bulkSet('prices', { field: 'skuCode', value: 'NO-SUCH-SKU', items })
    expect(missing.status).toBe(400)
    expect(missing.body.data.issues[0]).toMatchObject({
      field: 'skuCode',
      reference: { entity: 'skus', missing: ['NO-SUCH-SKU'] },
    })
    expect((await read(p!)).version).toBe(1)
    // Entities that are not edited offer no bulk set.
    expect(
      (await call('POST', '/v1/orders/bulk-set', admin, { field: 'status', value: 'x', items })).status,
    ).toBe(404)
  })

  it('is documented for every entity that may be edited, and only those', async () => {
    const doc = (await get('/openapi.json')).body as unknown as { paths: Record<string, any> }
    for (const name of ['prices', 'skus', 'abTests', 'users'])
      expect(doc.paths[`/v1/${name}/bulk-set`]?.post?.operationId, name).toBe(`${name}.bulkSet`)
    expect(doc.paths['/v1/orders/bulk-set']).toBeUndefined()
  })
})
