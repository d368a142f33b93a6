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

describe('entity indexes', () => {
  it('include the compound indexes the registry declares for amounts sorted within a currency', () => {
    const ddl = entityIndexes(orders)
    expect(ddl).toContain('on orders (currency, actual_payment nulls first, id)')
    expect(ddl).toContain('on orders (currency, sales_amount nulls first, id)')
  })
})
