import { beforeAll, describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { isGranted, ROLES } from '@/domain/permissions'
import { DEMO_ROLE_GRANTS as ROLE_GRANTS } from '../../server/db/demo-role-grants'
import { referencedEntities, referencesOf, referencesTo, splitKeys } from '@/domain/references'
import { entityByName } from '@/domain/registry'
import { call, get, tokenFor } from './client'
import { freshOrder } from './orders-helpers'
import { allEntities, sampleBody } from './samples'

let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
})

const entity = (name: string) => entityByName(name) as EntityDef
const create = async (name: string, extra: Record<string, unknown> = {}) => {
  const r = await call('POST', `/v1/${name}`, admin, { ...sampleBody(entity(name)), ...extra })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data as Record<string, any> & { id: number; version: number }
}
const idOf = async (name: string, key: string) => {
  const e = entity(name)
  const r = await get(`/v1/${name}?${e.key}=${encodeURIComponent(key)}`, admin)
  return r.body.data.items[0].id as number
}
const unknown = (field: string, target: string, missing: string[]) => ({
  field,
  message: `unknown ${target}: ${missing.join(', ')}`,
  reference: { entity: target, missing },
})

describe('writes naming a missing key', () => {
  it('a generic create is refused with one issue per field, naming the entity and the missing keys', async () => {
    const r = await call('POST', '/v1/prices', admin, {
      ...sampleBody(entity('prices')),
      skuCode: 'NOSUCHSKU',
    })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe(400)
    expect(r.body.data.issues).toEqual([unknown('skuCode', 'skus', ['NOSUCHSKU'])])
    const total = (await get('/v1/prices?skuCode=NOSUCHSKU', admin)).body.data.total
    expect(total).toBe(0)

    const two = await call('POST', '/v1/skus', admin, {
      ...sampleBody(entity('skus')),
      licenseCode: 'LIC-NOPE',
      bundleItems: 'SKU00001, NOPE-1,NOPE-2,NOPE-1',
    })
    expect(two.status).toBe(400)
    expect(two.body.data.issues).toEqual([
      unknown('licenseCode', 'licenses', ['LIC-NOPE']),
      unknown('bundleItems', 'skus', ['NOPE-1', 'NOPE-2']),
    ])
  })

  it('checks the commodity center against its own SKUs', async () => {
    // A SKU of the price center only (the seeded commodity center sells the same codes).
    const priceOnly = await create('skus')
    const r = await call('POST', '/v1/recommends', admin, {
      ...sampleBody(entity('recommends')),
      skuCode: priceOnly.skuCode,
    })
    expect(r.body.data.issues).toEqual([unknown('skuCode', 'commoditySkus', [priceOnly.skuCode])])
  })

  it('stores a list of keys trimmed, without repeats', async () => {
    const coupon = await create('priceCoupons', { skuCodes: ' SKU00001, SKU00004 ,SKU00001,' })
    expect(coupon.skuCodes).toBe('SKU00001,SKU00004')
  })

  it('a PUT changing a reference to a missing key is refused and changes nothing', async () => {
    const price = await create('prices')
    const r = await call('PUT', `/v1/prices/${price.id}`, admin, { version: 1, skuCode: 'NOSUCHSKU' })
    expect(r.status).toBe(400)
    expect(r.body.data.issues).toEqual([unknown('skuCode', 'skus', ['NOSUCHSKU'])])
    const after = await get(`/v1/prices/${price.id}`, admin)
    expect(after.body.data).toMatchObject({ version: 1, skuCode: price.skuCode })
    const moved = await call('PUT', `/v1/prices/${price.id}`, admin, { version: 1, skuCode: 'SKU00004' })
    expect(moved.status).toBe(200)
    expect(moved.body.data.skuCode).toBe('SKU00004')
    await call('DELETE', `/v1/prices/${price.id}?version=${moved.body.data.version}`, admin)
  })

  describe('barters', () => {
    // SKU00001 and SKU00004 are active SKUs of two products (seed-catalog.ts).
    const barter = (orderNo: string, extra: Record<string, unknown> = {}) => ({
      orderNo,
      replacementItem: 'SKU00001',
      exchangeType: 'differentProduct',
      reason: 'Customer needs another tool',
      newItem: 'SKU00004',
      handlingMethod: 'chargeDifference',
      billingStartDate: '2026-12-01',
      priceDifference: 20,
      ...extra,
    })
    const apply = async (body: unknown) =>
      call('POST', '/v1/barters/apply', await tokenFor('support'), body, {
        'Idempotency-Key': `r-${Math.random()}`,
      })

    it('apply with an unknown new item is refused after the eight form rules', async () => {
      const { orderNo } = await freshOrder()
      const r = await apply(barter(orderNo, { newItem: 'NOSUCHSKU' }))
      expect(r.status).toBe(400)
      expect(r.body.code).toBe(400)
      expect(r.body.data.issues).toEqual([unknown('newItem', 'skus', ['NOSUCHSKU'])])
      // The form rules come first: a broken rule is all the answer names.
      const rules = await apply(barter(orderNo, { newItem: 'NOSUCHSKU', priceDifference: 0 }))
      expect(rules.body.data.issues).toEqual([
        { field: 'priceDifference', message: 'priceDifferenceNotZero' },
      ])
      const both = await apply(barter(orderNo, { newItem: 'NOSUCHSKU', replacementItem: 'NOSUCHSKU2' }))
      expect(both.body.data.issues).toEqual([
        unknown('replacementItem', 'skus', ['NOSUCHSKU2']),
        unknown('newItem', 'skus', ['NOSUCHSKU']),
      ])
      expect((await get(`/v1/barters?orderNo=${orderNo}`, admin)).body.data.total).toBe(0)
    })

    it('edit to an unknown item is refused', async () => {
      const { orderNo } = await freshOrder()
      const applied = await apply(barter(orderNo))
      expect(applied.status).toBe(200)
      const support = await tokenFor('support')
      const r = await call('PUT', `/v1/barters/${applied.body.data.id}/edit`, support, {
        version: 1,
        newItem: 'NOSUCHSKU',
      })
      expect(r.status).toBe(400)
      expect(r.body.data.issues).toEqual([unknown('newItem', 'skus', ['NOSUCHSKU'])])
      const ok = await call('PUT', `/v1/barters/${applied.body.data.id}/edit`, support, {
        version: 1,
        newItem: 'SKU00008',
      })
      expect(ok.body.data.newItem).toBe('SKU00008')
    })
  })

  it('an offline order import names the row of an unknown license, and a dry run checks it too', async () => {
    const row = { ...sampleBody(entity('offlineOrders')) }
    for (const dryRun of [true, false]) {
      const r = await call('POST', '/v1/offlineOrders/import', admin, {
        rows: [row, { ...row, licenseCode: 'LIC-NOPE' }],
        dryRun,
      })
      expect(r.status).toBe(400)
      expect(r.body.data.issues).toEqual([unknown('rows.1.licenseCode', 'licenses', ['LIC-NOPE'])])
    }
  })
})

describe('deleting a referenced record', () => {
  it('is refused with the counts per field until nothing names it; an unreferenced record deletes', async () => {
    const license = await create('licenses')
    const sku = await create('skus', {
      licenseCode: license.licenseCode,
      bundleItems: null,
      upgradeFromSku: null,
    })
    const prices = [
      await create('prices', { skuCode: sku.skuCode }),
      await create('prices', { skuCode: sku.skuCode }),
    ]
    const bundle = await create('skus', {
      type: 'bundle',
      bundleItems: `SKU00001,${sku.skuCode}`,
      upgradeFromSku: null,
    })

    const refused = await call('DELETE', `/v1/skus/${sku.id}?version=${sku.version}`, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe(409)
    expect(refused.body.msg).toBe('used by 1 skus, 2 prices')
    expect(refused.body.data).toEqual({
      usedBy: [
        { entity: 'skus', field: 'bundleItems', count: 1 },
        { entity: 'prices', field: 'skuCode', count: 2 },
      ],
    })
    expect((await get(`/v1/skus/${sku.id}`, admin)).status).toBe(200)
    const usedBy = await get(`/v1/skus/${sku.id}/used-by`, admin)
    expect(usedBy.body.data).toEqual(refused.body.data.usedBy)

    const licenseRefused = await call(
      'DELETE',
      `/v1/licenses/${license.id}?version=${license.version}`,
      admin,
    )
    expect(licenseRefused.status).toBe(409)
    expect(licenseRefused.body.data.usedBy).toEqual([{ entity: 'skus', field: 'licenseCode', count: 1 }])

    for (const p of prices)
      expect((await call('DELETE', `/v1/prices/${p.id}?version=${p.version}`, admin)).status).toBe(200)
    expect((await call('DELETE', `/v1/skus/${bundle.id}?version=${bundle.version}`, admin)).status).toBe(200)
    expect((await get(`/v1/skus/${sku.id}/used-by`, admin)).body.data).toEqual([])
    expect((await call('DELETE', `/v1/skus/${sku.id}?version=${sku.version}`, admin)).status).toBe(200)
    expect(
      (await call('DELETE', `/v1/licenses/${license.id}?version=${license.version}`, admin)).status,
    ).toBe(200)
  })

  it('counts a seeded SKU’s orders (through the orders’ SKU index)', async () => {
    const id = await idOf('skus', 'SKU00001')
    const orders = (await get('/v1/orders?sku=SKU00001&limit=1', admin)).body.data.total
    expect(orders).toBeGreaterThan(0)
    const usedBy = await get(`/v1/skus/${id}/used-by`, admin)
    expect(usedBy.status).toBe(200)
    expect(usedBy.body.data).toContainEqual({ entity: 'orders', field: 'sku', count: orders })
    for (const u of usedBy.body.data) expect(u.count).toBeGreaterThan(0)
    const refused = await call('DELETE', `/v1/skus/${id}?version=1`, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toContain(`${orders} orders`)
  })
})

describe('GET /v1/<entity>/:id/used-by', () => {
  it('needs view on the entity, answers [] for an unreferenced record and 404 for a missing one', async () => {
    const customer = (await get('/v1/customers?limit=1', admin)).body.data.items[0]
    expect((await get(`/v1/customers/${customer.id}/used-by`, admin)).body).toMatchObject({
      code: 0,
      data: [],
    })
    expect((await get('/v1/skus/999999999/used-by', admin)).status).toBe(404)
    expect((await get('/v1/skus/abc/used-by', admin)).status).toBe(400)
    const id = await idOf('skus', 'SKU00001')
    expect((await get(`/v1/skus/${id}/used-by`, await tokenFor('viewer'))).status).toBe(200)
    expect((await get(`/v1/skus/${id}/used-by`, await tokenFor('support'))).status).toBe(403)
    expect((await get(`/v1/skus/${id}/used-by`, await tokenFor('nomenu'))).status).toBe(403)
    expect((await get(`/v1/skus/${id}/used-by`)).status).toBe(401)
  })
})

describe('GET /v1/<entity>/options', () => {
  const options = async (path: string, user = 'admin') => get(path, await tokenFor(user))

  it('matches a key prefix (any case), ordered by key, at most limit (default 20)', async () => {
    const r = await options('/v1/skus/options?q=sku0000')
    expect(r.status).toBe(200)
    const keys = r.body.data.map((o: { key: string }) => o.key)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.length).toBeLessThanOrEqual(20)
    expect(keys.every((k: string) => k.startsWith('SKU0000'))).toBe(true)
    expect(keys).toEqual([...keys].sort())
    expect(r.body.data[0]).toEqual({ id: expect.any(Number), key: keys[0], label: expect.any(String) })
    expect((await options('/v1/skus/options')).body.data).toHaveLength(20)
    expect((await options('/v1/skus/options?limit=5')).body.data).toHaveLength(5)
    expect((await options('/v1/skus/options?limit=50')).body.data).toHaveLength(50)
  })

  it('matches a substring of the label, case-insensitively', async () => {
    const r = await options('/v1/skus/options?q=LIFETIME%20(mac')
    expect(r.body.data.length).toBeGreaterThan(0)
    for (const o of r.body.data) expect(o.label.toLowerCase()).toContain('lifetime (mac')
    const orders = await options('/v1/orders/options?q=OD000000001&limit=3')
    expect(orders.body.data.map((o: { key: string }) => o.key)).toEqual([
      'OD0000000010',
      'OD0000000011',
      'OD0000000012',
    ])
    expect(orders.body.data[0].label).toContain('@')
  })

  it('returns exactly the records of keys=, in the order asked, with their ids', async () => {
    const r = await options('/v1/skus/options?keys=SKU00004,NOSUCHSKU,SKU00001')
    expect(r.body.data.map((o: { key: string }) => o.key)).toEqual(['SKU00004', 'SKU00001'])
    expect(r.body.data[1].id).toBe(await idOf('skus', 'SKU00001'))
    const many = Array.from({ length: 30 }, (_, i) => `SKU${String(i).padStart(5, '0')}`)
    expect((await options(`/v1/skus/options?keys=${many.join(',')}`)).body.data).toHaveLength(30)
    // keys= ignores the limit (a limit up to the keys' cap is accepted beside it)
    const sixty = Array.from({ length: 60 }, (_, i) => `SKU${String(i).padStart(5, '0')}`)
    expect((await options(`/v1/skus/options?keys=${sixty.join(',')}&limit=60`)).body.data).toHaveLength(60)
    expect((await options(`/v1/skus/options?keys=SKU00001&limit=101`)).status).toBe(400)
  })

  it('refuses bad parameters with 400, never 500', async () => {
    for (const q of [
      'limit=0',
      'limit=51',
      'limit=abc',
      'limit=2.5',
      `q=${'x'.repeat(101)}`,
      `keys=${Array.from({ length: 101 }, (_, i) => `K${i}`).join(',')}`,
      `keys=${'x'.repeat(201)}`,
    ]) {
      const r = await options(`/v1/skus/options?${q}`)
      expect(r.status, q).toBe(400)
      expect(r.body.code, q).toBe(400)
      expect(r.body.data.issues.length, q).toBeGreaterThan(0)
    }
    const sqlish = await options(`/v1/skus/options?q=${encodeURIComponent("%'; drop table skus; --")}`)
    expect(sqlish.status).toBe(200)
    expect(sqlish.body.data).toEqual([])
  })

  it('names what a readable record names: finance reads the SKU names of a barter, by key only (issue 29)', async () => {
    type Option = { key: string; label: string | null }
    const finance = await tokenFor('finance')
    expect((await get('/v1/skus?limit=1', finance)).status).toBe(403)
    const barter = (await get('/v1/barters?limit=1', finance)).body.data.items[0]
    const keys = [...new Set([barter.replacementItem as string, barter.newItem as string])].sort()
    const named = await options(`/v1/skus/options?keys=${keys.join(',')}`, 'finance')
    expect(named.status).toBe(200)
    expect(named.body.data.map((o: Option) => o.key).sort()).toEqual(keys)
    for (const o of named.body.data as Option[]) expect(o.label).toEqual(expect.any(String))
    // Searching stays with who may pick SKUs.
    expect((await options('/v1/skus/options?q=SKU', 'finance')).status).toBe(403)
    expect((await options(`/v1/skus/options?keys=${keys[0]}&q=SKU`, 'finance')).status).toBe(403)
    expect((await options('/v1/skus/options', 'finance')).status).toBe(403)
    // A SKU that no record finance may read names is not named to finance.
    const lone = await create('skus')
    const only = await options(`/v1/skus/options?keys=${lone.skuCode},${keys[0]}`, 'finance')
    expect(only.body.data.map((o: Option) => o.key)).toEqual([keys[0]])
    // Deny by default: pricing reads nothing that names an order.
    expect((await options('/v1/orders/options?keys=OD0000000001', 'pricing')).status).toBe(403)
    await call('DELETE', `/v1/skus/${lone.id}?version=${lone.version}`, admin)
  })

  it('is open to whoever views the entity or writes a record referencing it; otherwise 403', async () => {
    // support applies barters (which name SKUs) without seeing the price center
    expect((await options('/v1/skus/options?q=SKU', 'support')).status).toBe(200)
    expect((await get('/v1/skus?limit=1', await tokenFor('support'))).status).toBe(403)
    expect((await options('/v1/commoditySkus/options', 'support')).status).toBe(403)
    // operator keeps commodity SKUs, which name licenses of the price center, and picks price-center SKUs for
    // equity refreshes and purchase pages, all without seeing the price center
    expect((await options('/v1/licenses/options', 'operator')).status).toBe(200)
    expect((await options('/v1/skus/options', 'operator')).status).toBe(200)
    expect((await get('/v1/skus?limit=1', await tokenFor('operator'))).status).toBe(403)
    expect((await options('/v1/prices/options', 'operator')).status).toBe(403)
    expect((await options('/v1/skus/options', 'nomenu')).status).toBe(403)
    expect((await get('/v1/skus/options')).status).toBe(401)

    const writes = (grants: readonly string[], e: EntityDef) =>
      referencesTo(e.name).some((r) => {
        const src = entity(r.entity)
        const needs = [
          ...(src.operations.includes('create') ? ['add'] : []),
          ...(src.operations.includes('update') ? ['edit'] : []),
          ...(src.actions ?? []).map((a) => a.needs),
        ].filter((a) => ['add', 'edit', 'apply', 'import'].includes(a))
        return needs.some((a) => isGranted(grants, `${src.resource}:${a}`))
      })
    for (const role of ROLES)
      for (const name of referencedEntities()) {
        const e = entity(name)
        const grants = ROLE_GRANTS[role]
        const allowed = isGranted(grants, `${e.resource}:view`) || writes(grants, e)
        const r = await options(`/v1/${name}/options?limit=1`, role)
        expect(r.status, `${role} ${name}`).toBe(allowed ? 200 : 403)
      }
  })
})

describe('seeded data', () => {
  /** Every distinct key a reference field names, read page by page as admin. */
  async function namedKeys(e: EntityDef, field: string, many: boolean): Promise<Set<string>> {
    const keys = new Set<string>()
    for (let offset = 0; ; offset += 1000) {
      const r = await get(
        `/v1/${e.name}?limit=1000&offset=${offset}&sort=${e.defaultSort[0]!.field}:asc`,
        admin,
      )
      const items = r.body.data.items as Record<string, unknown>[]
      for (const item of items) {
        const v = item[field]
        if (typeof v !== 'string' || v === '') continue
        for (const k of many ? splitKeys(v) : [v]) keys.add(k)
      }
      if (items.length < 1000) return keys
    }
  }

  it.each(
    allEntities.flatMap((e) =>
      referencesOf(e).map((r) => [`${e.name}.${r.field} → ${r.target}`, e, r] as const),
    ),
  )('%s: names no record that does not exist', async (_label, e, r) => {
    const keys = [...(await namedKeys(e, r.field, r.many))]
    expect(keys.length, 'the seed names some records').toBeGreaterThan(0)
    const missing: string[] = []
    for (let i = 0; i < keys.length; i += 100) {
      const chunk = keys.slice(i, i + 100)
      const found = await get(`/v1/${r.target}/options?keys=${encodeURIComponent(chunk.join(','))}`, admin)
      expect(found.status).toBe(200)
      const present = new Set(found.body.data.map((o: { key: string }) => o.key))
      missing.push(...chunk.filter((k) => !present.has(k)))
    }
    expect(missing).toEqual([])
  })
})
