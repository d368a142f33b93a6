import { describe, expect, it } from 'vitest'
import { orders } from '../../src/domain/entities/orders'
import { entityIndexes } from '../db/schema'
import { buildWhere } from './list-query'

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

  it('otherwise matches the key prefix or a substring of the other search fields', () => {
    const w = buildWhere(orders, { filters: {}, q: 'anna' })
    expect(w.sql).toBe('where (order_no like $2 or email ilike $1 or payment_no ilike $1)')
    expect(w.params).toEqual(['%anna%', 'anna%'])
  })
})

describe('entity indexes', () => {
  it('include the compound indexes the registry declares for amounts sorted within a currency', () => {
    const ddl = entityIndexes(orders)
    expect(ddl).toContain('on orders (currency, actual_payment nulls first, id)')
    expect(ddl).toContain('on orders (currency, sales_amount nulls first, id)')
  })
})
