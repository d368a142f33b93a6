import { describe, expect, it } from 'vitest'
import { variantResults } from './ab-tests'

describe('AB test results', () => {
  it('set each variant’s share of the orders against its share of the traffic', () => {
    const { variants, lift } = variantResults(40, [
      { variant: 'A', orders: 30, sales: [] },
      { variant: 'B', orders: 30, sales: [{ currency: 'USD', amount: 900 }] },
    ])
    expect(variants.map((v) => [v.variant, v.trafficShare, v.orderShare, v.conversionIndex])).toEqual([
      ['A', 60, 50, 0.83],
      ['B', 40, 50, 1.25],
    ])
    // B: 30 orders from 40 % of the traffic; A: 30 from 60 %: B converts 50 % better.
    expect(lift).toBe(0.5)
  })

  it('has no conversion or lift without orders, and fills a variant without any', () => {
    expect(variantResults(50, [])).toEqual({
      variants: [
        { variant: 'A', orders: 0, sales: [], trafficShare: 50, orderShare: 0, conversionIndex: null },
        { variant: 'B', orders: 0, sales: [], trafficShare: 50, orderShare: 0, conversionIndex: null },
      ],
      lift: null,
    })
    const onlyA = variantResults(10, [{ variant: 'A', orders: 4, sales: [] }])
    expect(onlyA.variants[1]).toMatchObject({ orders: 0, orderShare: 0, conversionIndex: 0 })
    expect(onlyA.lift).toBeNull()
  })
})
