import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers } from '@/domain/entities/order-center'
import { orders } from '@/domain/entities/orders'
import { refunds } from '@/domain/entities/refunds-barters'
import { parseListParams, type ListParams } from '@/domain/list-params'
import { seedOrders } from '../db/seed-orders'
import { entityDdl, entityIndexes } from '../db/schema'
import { buildOrderBy, buildWhere, mergedSource } from './list-query'

describe('list filters', () => {
  it('send one listed value as an equality, so a compound (filter, sort) index can be read in order', () => {
    expect(buildWhere(orders, { filters: { currency: 'GBP' } })).toEqual({
      sql: 'where currency = $1',
      params: ['GBP'],
    })
  })

  it('send several values as one array parameter', () => {
    expect(buildWhere(orders, { filters: { currency: 'USD,EUR' } })).toEqual({
      sql: 'where currency = any($1::text[])',
      params: [['USD', 'EUR']],
    })
  })
})

describe('free-text q', () => {
  it('shaped like an order number is an order-number prefix alone (an index read)', () => {
    expect(buildWhere(orders, { filters: {}, q: 'OD0000012' })).toEqual({
      sql: 'where order_no like $1',
      params: ['OD0000012%'],
    })
  })

  it('otherwise matches codes by their start, e-mails by their start in any case, names anywhere', () => {
    const w = buildWhere(orders, { filters: {}, q: 'Anna' })
    expect(w.sql).toBe('where (order_no like $1 or lower(email) like $2 or payment_no like $1)')
    expect(w.params).toEqual(['Anna%', 'anna%'])
    const c = buildWhere(customers, { filters: {}, q: 'Acme' })
    expect(c.sql).toBe(
      'where (customer_code like $1 or account_name ilike $2 or lower(email) like $3 or company ilike $2)',
    )
    expect(c.params).toEqual(['Acme%', '%Acme%', 'acme%'])
  })

  it('text no code can hold (an address with a dot or @) is looked for in the address alone', () => {
    const w = buildWhere(orders, { filters: {}, q: 'Anna.12' })
    expect(w.sql).toBe('where (lower(email) like $1)')
    expect(w.params).toEqual(['anna.12%'])
  })
})

describe('free-text q over codes only', () => {
  it('binds only the pattern the fields use', () => {
    const w = buildWhere(refunds, { filters: {}, q: 'RF01' })
    expect(w.sql).toBe('where (refund_no like $1 or order_no like $1 or ticket_id like $1)')
    expect(w.params).toEqual(['RF01%'])
  })
})

describe('entity indexes', () => {
  it('include the compound indexes the registry declares for amounts sorted within a currency', () => {
    const ddl = entityIndexes(orders)
    expect(ddl).toContain('on orders (currency, actual_payment nulls first, id)')
    expect(ddl).toContain('on orders (currency, sales_amount nulls first, id)')
  })
})

describe('a sort merged from per-value reads', () => {
  let pg: PGlite
  beforeAll(async () => {
    pg = await PGlite.create()
    await pg.exec(entityDdl(orders))
    await seedOrders(pg, 3000)
    await pg.exec(entityIndexes(orders))
  }, 60_000)
  afterAll(() => pg.close())

  const params = (query: Record<string, string>): ListParams => {
    const parsed = parseListParams(orders, query)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    return parsed.params
  }
  const ids = async (sql: string, values: unknown[]) =>
    (await pg.query<{ id: number }>(sql, values)).rows.map((r) => r.id)

  it('returns exactly the page the plain query returns', async () => {
    for (const sort of ['actualPayment:desc', 'actualPayment:asc', 'salesAmount:desc,orderNo:asc']) {
      const p = params({ sort, currency: 'USD,EUR,JPY', status: 'normal', limit: '100', offset: '150' })
      const where = buildWhere(orders, p)
      const order = buildOrderBy(p.sort)
      const n = where.params.length
      const plain = await ids(
        `select id from orders ${where.sql} ${order} limit $${n + 1} offset $${n + 2}`,
        [...where.params, 100, 150],
      )
      const merged = mergedSource(orders, p, 250)!
      const m = merged.params.length
      const fromMerge = await ids(`select id from ${merged.sql} ${order} limit $${m + 1} offset $${m + 2}`, [
        ...merged.params,
        100,
        150,
      ])
      expect(plain).toHaveLength(100)
      expect(fromMerge, sort).toEqual(plain)
    }
  })

  it('applies only to a sort a compound index pairs with a filter of several values', () => {
    expect(mergedSource(orders, params({ sort: 'actualPayment:desc', currency: 'USD' }), 200)).toBeUndefined()
    expect(mergedSource(orders, params({ sort: 'email:asc', currency: 'USD,EUR' }), 200)).toBeUndefined()
    expect(
      mergedSource(orders, params({ sort: 'actualPayment:desc', currency: 'USD,EUR' }), 200)?.sql,
    ).toMatch(
      /^\(\(select \* from orders where currency = \$1 .* union all \(select \* from orders where currency = \$3 /,
    )
  })
})
