import { describe, expect, it } from 'vitest'
import { isGranted } from '@/domain/permissions'
import { searchAnswerSchema, searchableEntities, type SearchAnswer } from '@/domain/record-search'
import { DEMO_ROLE_GRANTS } from '../../server/db/demo-role-grants'
import { get, tokenFor } from './client'

/** Issue 30: one box finds any record; the server searches only what the user may view. */
const search = async (user: string, q: string, extra = ''): Promise<SearchAnswer> => {
  const r = await get(`/v1/search?q=${encodeURIComponent(q)}${extra}`, await tokenFor(user))
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return searchAnswerSchema.parse(r.body.data)
}

const group = (a: SearchAnswer, entity: string) => a.groups.find((g) => g.entity === entity)

/** The key of the first record of a list, as admin sees it. */
const firstKey = async (entity: string, key: string) => {
  const r = await get(`/v1/${entity}?limit=1&sort=${key}`, await tokenFor('admin'))
  return String(r.body.data.items[0][key])
}

describe('GET /v1/search', () => {
  it('finds a SKU by its code, the exact one first, typed in any case', async () => {
    for (const q of ['SKU00005', 'sku00005']) {
      const skus = group(await search('admin', q), 'skus')
      expect(skus?.items[0]?.key, q).toBe('SKU00005')
      expect(skus?.items[0]?.routing).toHaveProperty('type')
    }
  })

  it('finds records of many kinds by their key and names, a few per kind', async () => {
    const customer = await firstKey('customers', 'customerCode')
    const answer = await search('admin', customer)
    expect(group(answer, 'customers')?.items[0]?.key).toBe(customer)
    const broad = await search('admin', 'SKU', '&limit=3')
    expect(broad.groups.length).toBeGreaterThan(1)
    for (const g of broad.groups) expect(g.items.length).toBeLessThanOrEqual(3)
  })

  it('never searches an entity the user may not view', async () => {
    // support reads the order center only; pricing the price and product centers only.
    const customer = await firstKey('customers', 'customerCode')
    expect(group(await search('support', 'SKU00005'), 'skus')).toBeUndefined()
    expect(group(await search('support', customer), 'customers')?.items[0]?.key).toBe(customer)
    expect(group(await search('pricing', customer), 'customers')).toBeUndefined()
    expect(group(await search('pricing', 'SKU00005'), 'skus')?.items[0]?.key).toBe('SKU00005')
    for (const user of ['support', 'pricing', 'operator'] as const) {
      const answer = await search(user, 'a1')
      const viewable = new Set(
        searchableEntities()
          .filter((e) => isGranted(DEMO_ROLE_GRANTS[user], `${e.resource}:view`))
          .map((e) => e.name),
      )
      for (const g of answer.groups) expect(viewable.has(g.entity), `${user} got ${g.entity}`).toBe(true)
    }
    expect((await search('nomenu', 'SKU00005')).groups).toEqual([])
  })

  it('takes LIKE wildcards literally, finds nothing for blank, refuses bad parameters', async () => {
    expect((await search('admin', '%')).groups).toEqual([])
    expect((await search('admin', 'SKU_0005')).groups).toEqual([])
    expect((await search('admin', '   ')).groups).toEqual([])
    const admin = await tokenFor('admin')
    expect((await get('/v1/search', admin)).status).toBe(400)
    expect((await get(`/v1/search?q=${'x'.repeat(101)}`, admin)).status).toBe(400)
    expect((await get('/v1/search?q=a&limit=11', admin)).status).toBe(400)
    expect((await get('/v1/search?q=a&limit=x', admin)).status).toBe(400)
    expect((await get('/v1/search?q=a')).status).toBe(401)
  })
})
