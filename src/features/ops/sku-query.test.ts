import { describe, expect, it } from 'vitest'
import { MAX_QUERY_SKUS, parseSkuQuery } from './sku-query'

const codes = (n: number) => Array.from({ length: n }, (_, i) => `SKU${String(i).padStart(5, '0')}`)

describe('parseSkuQuery', () => {
  it('takes up to 40 distinct codes, trimmed, duplicates counted once', () => {
    expect(parseSkuQuery(' SKU1, SKU2 ,SKU1,, ')).toEqual({ codes: ['SKU1', 'SKU2'] })
    expect(parseSkuQuery(codes(MAX_QUERY_SKUS).join(',')).problem).toBeUndefined()
    expect(parseSkuQuery([...codes(MAX_QUERY_SKUS), 'SKU00000'].join(',')).problem).toBeUndefined()
  })

  it('refuses more than 40 codes, saying how many were given', () => {
    expect(parseSkuQuery(codes(41).join(',')).problem).toEqual({ kind: 'tooMany', count: 41 })
  })

  it('refuses an empty query and a code longer than a SKU code can be', () => {
    expect(parseSkuQuery(' , ').problem).toEqual({ kind: 'empty' })
    const long = 'X'.repeat(41)
    expect(parseSkuQuery(`SKU1,${long}`).problem).toEqual({ kind: 'tooLong', code: long })
  })
})

describe('parseSkuQuery with typed lines', () => {
  it('also splits codes typed on separate lines', () => {
    expect(parseSkuQuery('SKU1\n SKU2\r\n\nSKU3,SKU4')).toEqual({ codes: ['SKU1', 'SKU2', 'SKU3', 'SKU4'] })
  })
})
