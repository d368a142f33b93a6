import { beforeAll, describe, expect, it } from 'vitest'
import { api, call, get, tokenFor } from './client'
import { allEntities, badBodies } from './samples'

let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
})

const isEmptyObject = (b: unknown) =>
  typeof b === 'object' && b !== null && !Array.isArray(b) && Object.keys(b).length === 0

describe('bad input never gives a 5xx', () => {
  it.each(allEntities.map((e) => [e.name, e] as const))(
    '%s: fuzzed bodies get a 4xx envelope naming fields',
    async (_n, e) => {
      const base = `/v1/${e.name}`
      const id = (await get(`${base}?limit=1`, admin)).body.data.items[0].id
      const targets: (readonly [string, string, boolean])[] = [
        ...(e.operations.includes('create') ? ([['POST', base, false]] as const) : []),
        ...(e.operations.includes('update') ? ([['PUT', `${base}/${id}`, false]] as const) : []),
        ...(e.actions ?? []).map(
          (a) => [a.method, `${base}${a.path.replace(':id', String(id))}`, true] as [string, string, boolean],
        ),
      ]
      for (const [method, path, isAction] of targets)
        // `{}` is the whole, valid body of an action that takes none (cancel a refresh, start a test): sent
        // to a live record it would do the action, and to another test's running job, cancel it.
        for (const body of badBodies(e).filter((b) => !isAction || !isEmptyObject(b))) {
          const r = await call(method, path, admin, body, { 'Idempotency-Key': `fuzz-${Math.random()}` })
          const where = `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)} → ${r.status}`
          expect(r.status, where).toBeGreaterThanOrEqual(400)
          expect(r.status, where).toBeLessThan(500)
          expect(typeof r.body.code, where).toBe('number')
          if (r.status === 400) expect(r.body.data.issues.length, where).toBeGreaterThan(0)
        }
    },
  )

  it('refuses malformed JSON and a wrong content type with 400', async () => {
    expect((await call('POST', '/v1/licenses', admin, '{"licenseCode":', {})).status).toBe(400)
    const r = await fetch(`${api()}/v1/licenses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
      body: 'x',
    })
    expect(r.status).toBe(400)
    // A simple (no-preflight) cross-site content type that merely mentions JSON is not JSON.
    const sneaky = await fetch(`${api()}/v1/licenses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain; charset=application/json' },
      body: JSON.stringify({ licenseCode: 'LIC-SNEAKY', name: 'x', authorizationType: 'year' }),
    })
    expect(sneaky.status).toBe(400)
  })

  it('rejects bad list parameters with 400, never 500', async () => {
    for (const q of [
      'limit=0',
      'limit=abc',
      'offset=-1',
      'sort=nope:asc',
      'sort=orderNo:sideways',
      'currency=XXX',
      'purchaseTime=2026-13-01..',
      'actualPayment=a..b',
      `q=${'x'.repeat(300)}`,
    ]) {
      const r = await get(`/v1/orders?${q}`, admin)
      expect(r.status, q).toBe(400)
    }
    const sqlish = await get(`/v1/orders?q=${encodeURIComponent("'; drop table orders; --")}`, admin)
    expect(sqlish.status).toBe(200)
  })

  it('issue 18 repros: hostile values get 400, never 500', async () => {
    for (const q of [
      'q=%00',
      'orderNo=a%00b',
      'purchaseTime=2026-02-30..',
      'purchaseTime=..0000-12-31',
      'purchaseTime=2026-02-29..',
      'quantity=1.5..2',
      'quantity=..99999999999',
      'quantity=0x10..',
      'actualPayment=1e400..',
      'offset=0x10',
      'limit=1e1',
    ]) {
      const r = await get(`/v1/orders?${q}`, admin)
      expect(r.status, q).toBe(400)
      expect(r.body.data.issues.length, q).toBeGreaterThan(0)
    }
    expect((await get('/v1/orders?purchaseTime=2024-02-29..2024-02-29', admin)).status).toBe(200)
    expect((await get('/v1/orders?quantity=-1..2147483647', admin)).status).toBe(200)
    for (const id of ['0x10', '1e1', '+1', '01', '1.0', '%00'])
      expect((await get(`/v1/orders/${id}`, admin)).status, id).toBe(400)
    for (const path of ['/%zz', '/assets/%E0%A4%A', '/%00'])
      expect((await fetch(`${api()}${path}`)).status, path).toBeLessThan(500)
    expect((await fetch(`${api()}/%zz`)).status).toBe(400)
    const authorize = await fetch(`${api()}/oauth/authorize?client_id=22&state=%00`)
    expect(authorize.status).toBe(400)
  })

  it('issue 18 repros: NUL bytes, year 0 and prototype keys in bodies get 400', async () => {
    for (const body of [
      { licenseCode: 'LIC-\u0000', name: 'x' },
      { name: 'a\u0000b' },
      JSON.parse('{"__proto__": {"admin": true}, "name": "x"}') as object,
      { constructor: { prototype: { x: 1 } } },
    ]) {
      const r = await call('POST', '/v1/licenses', admin, JSON.stringify(body))
      expect(r.status, JSON.stringify(body)).toBe(400)
    }
    const r = await call('POST', '/v1/licenses', admin, '{"licenseCode":"L\\u0000"}')
    expect(r.status).toBe(400)
    const coupon = (await get('/v1/priceCoupons?limit=1', admin)).body.data.items[0]
    for (const validFrom of ['0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z']) {
      const r = await call('PUT', `/v1/priceCoupons/${coupon.id}`, admin, {
        version: coupon.version,
        validFrom,
      })
      expect(r.status, validFrom).toBe(400)
      expect(r.body.data.issues[0].field).toBe('validFrom')
    }
  })

  it('issue 18 repros: a deeply nested body on an idempotent action is 400, before any work', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const r = await call('POST', '/v1/refunds/apply', admin, deep, { 'Idempotency-Key': 'deep-1' })
    expect(r.status).toBe(400)
    expect(r.body.data.issues[0].field).toBe('(body)')
    const obj = `{"orderNo":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`
    expect(
      (await call('POST', '/v1/refunds/apply', admin, obj, { 'Idempotency-Key': 'deep-2' })).status,
    ).toBe(400)
  })

  it('issue 18 repros: PUT onto a business key another record has is 409 naming the field', async () => {
    const [a, b] = (await get('/v1/licenses?limit=2&sort=licenseCode:asc', admin)).body.data.items
    const r = await call('PUT', `/v1/licenses/${a.id}`, admin, {
      version: a.version,
      licenseCode: b.licenseCode,
    })
    expect(r.status).toBe(409)
    expect(r.body.data.issues).toEqual([{ field: 'licenseCode', message: 'already exists' }])
    const same = await call('PUT', `/v1/licenses/${a.id}`, admin, {
      version: a.version,
      licenseCode: a.licenseCode,
    })
    expect(same.status).toBe(200)
  })

  // Last in the file: the server closes the connection the oversized body arrived on.
  it('refuses bodies over 1 MiB with 413', async () => {
    const r = await call('POST', '/v1/licenses', admin, { licenseCode: 'x'.repeat(1024 * 1024 + 10) })
    expect(r.status).toBe(413)
    expect(r.body.code).toBe(413)
  })
})
