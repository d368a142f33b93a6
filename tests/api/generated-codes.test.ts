import { describe, expect, it } from 'vitest'
import { generatedKey, generatedKeyPattern, generatesKey, type EntityDef } from '@/domain/entity'
import { entities } from '@/domain/registry'
import { call, get, tokenFor } from './client'
import { allEntities, sampleBody } from './samples'

/** Entities whose staff-editable code the server gives when left empty (issue 29, rule 4). */
const generating = allEntities.filter(
  (e) => generatesKey(e) && !e.fields[e.key]?.readOnly && e.operations.includes('create'),
)

/** A create body with the code left out. */
function withoutCode(e: EntityDef): Record<string, unknown> {
  const { [e.key]: _code, ...body } = sampleBody(e)
  return body
}

/** The number a generated code holds. */
const numberOf = (e: EntityDef, code: string) => Number(code.slice((e.keyPrefix ?? '').length))

describe('codes of new records left empty are given by the server (issue 29)', () => {
  it('covers the price center, commodity center, product center and customers', () => {
    const names = generating.map((e) => e.name)
    for (const name of [
      'prices',
      'skus',
      'licenses',
      'priceCoupons',
      'commodityCoupons',
      'spus',
      'customers',
    ])
      expect(names).toContain(name)
  })

  it.each(generating.map((e) => [e.name, e] as const))(
    '%s: a new record without a code gets the next one, in the seeded format',
    async (_, e) => {
      const admin = await tokenFor('admin')
      const format = generatedKeyPattern(e)
      const listed = await get(`/v1/${e.name}?limit=100`, admin)
      expect(listed.status).toBe(200)
      // The seeded records have the declared format.
      const seeded = (listed.body.data.items as Record<string, string>[])
        .map((r) => r[e.key]!)
        .filter((code) => format.test(code))
      expect(seeded.length).toBeGreaterThan(0)
      const numbers: number[] = []
      // One at a time (deleted after), so no rule about live records of the same kind stands in the way.
      for (let k = 0; k < 2; k++) {
        const created = await call('POST', `/v1/${e.name}`, admin, withoutCode(e))
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const rec = created.body.data
        expect(rec[e.key]).toMatch(format)
        numbers.push(numberOf(e, rec[e.key]))
        if (e.operations.includes('delete'))
          expect((await call('DELETE', `/v1/${e.name}/${rec.id}?version=${rec.version}`, admin)).status).toBe(
            200,
          )
      }
      expect(numbers[0]).toBeGreaterThan(Math.max(...seeded.map((code) => numberOf(e, code))))
      expect(numbers[1]).toBe(numbers[0]! + 1)
    },
  )

  const customers = entities.customers as EntityDef

  it('an empty or null code is left to the server as well', async () => {
    const admin = await tokenFor('admin')
    for (const empty of ['', null]) {
      const r = await call('POST', '/v1/customers', admin, { ...sampleBody(customers), customerCode: empty })
      expect(r.status).toBe(200)
      expect(r.body.data.customerCode).toMatch(generatedKeyPattern(customers))
    }
  })

  it('concurrent creates get different codes', async () => {
    const admin = await tokenFor('admin')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/v1/customers', admin, withoutCode(customers))),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    const codes = answers.map((a) => String(a.body.data.customerCode))
    expect(new Set(codes).size).toBe(8)
  })

  it('a chosen code is kept, and the next generated one skips codes staff typed in the format', async () => {
    const admin = await tokenFor('admin')
    const e = customers
    const chosen = `MY-${Date.now().toString(36)}`
    const kept = await call('POST', `/v1/${e.name}`, admin, { ...withoutCode(e), customerCode: chosen })
    expect(kept.status).toBe(200)
    expect(kept.body.data.customerCode).toBe(chosen)

    const first = await call('POST', `/v1/${e.name}`, admin, withoutCode(e))
    const n = numberOf(e, first.body.data.customerCode)
    // Staff type the next two codes of the sequence themselves.
    for (const k of [1, 2]) {
      const typed = { ...withoutCode(e), customerCode: generatedKey(e, n + k) }
      expect((await call('POST', `/v1/${e.name}`, admin, typed)).status).toBe(200)
    }
    const next = await call('POST', `/v1/${e.name}`, admin, withoutCode(e))
    expect(next.status).toBe(200)
    expect(numberOf(e, next.body.data.customerCode)).toBe(n + 3)
  })

  it('batch add gives the rows without a code the next SKU codes, and says so in a dry run', async () => {
    const admin = await tokenFor('admin')
    const chosen = `BATCH-${Date.now().toString(36)}`
    const rows = [
      { name: 'Batch generated A', type: 'regular' },
      { skuCode: chosen, name: 'Batch chosen', type: 'regular' },
      { skuCode: '', name: 'Batch generated B', type: 'regular' },
    ]
    const dry = await call('POST', '/v1/skus/batch', admin, { rows, mode: 'all', dryRun: true })
    expect(dry.status).toBe(200)
    expect(dry.body.data.created).toEqual(['', chosen, ''])
    const r = await call('POST', '/v1/skus/batch', admin, { rows, mode: 'all' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const [a, b, c] = r.body.data.created as string[]
    expect(b).toBe(chosen)
    for (const code of [a, c]) expect(code).toMatch(generatedKeyPattern(entities.skus))
    expect(a).not.toBe(c)
  })

  it('the OpenAPI document says the code may be left empty', async () => {
    const doc = (await get('/openapi.json')).body as unknown as {
      components: { schemas: Record<string, { required?: string[]; properties: Record<string, unknown> }> }
    }
    const create = doc.components.schemas.pricesCreate!
    expect(create.required ?? []).not.toContain('priceCode')
    expect(JSON.stringify(create.properties.priceCode)).toContain('next code')
    expect(doc.components.schemas.commoditySkusCreate!.required).toContain('skuCode')
  })
})
