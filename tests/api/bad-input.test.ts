import { beforeAll, describe, expect, it } from 'vitest'
import { api, call, get, tokenFor } from './client'
import { allEntities, badBodies } from './samples'

let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
})

describe('bad input never gives a 5xx', () => {
  it.each(allEntities.map((e) => [e.name, e] as const))(
    '%s: fuzzed bodies get a 4xx envelope naming fields',
    async (_n, e) => {
      const base = `/v1/${e.name}`
      const id = (await get(`${base}?limit=1`, admin)).body.data.items[0].id
      const targets: [string, string][] = [
        ...(e.operations.includes('create') ? ([['POST', base]] as [string, string][]) : []),
        ...(e.operations.includes('update') ? ([['PUT', `${base}/${id}`]] as [string, string][]) : []),
        ...(e.actions ?? []).map(
          (a) => [a.method, `${base}${a.path.replace(':id', String(id))}`] as [string, string],
        ),
      ]
      for (const [method, path] of targets)
        for (const body of badBodies(e)) {
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

  // Last in the file: the server closes the connection the oversized body arrived on.
  it('refuses bodies over 1 MiB with 413', async () => {
    const r = await call('POST', '/v1/licenses', admin, { licenseCode: 'x'.repeat(1024 * 1024 + 10) })
    expect(r.status).toBe(413)
    expect(r.body.code).toBe(413)
  })
})
