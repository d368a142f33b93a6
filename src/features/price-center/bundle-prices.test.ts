import { describe, expect, it } from 'vitest'
import { bundleSaving, currentPrice, isCurrent, sharedCurrencies, type PriceLine } from './bundle-prices'

let id = 0
const price = (o: Partial<PriceLine>): PriceLine => ({
  id: ++id,
  priceCode: `PR${id}`,
  skuCode: 'A',
  currency: 'USD',
  country: null,
  amount: 10,
  effectiveFrom: null,
  effectiveTo: null,
  status: 'active',
  ...o,
})
const at = new Date('2026-06-01T00:00:00Z')

describe('current prices', () => {
  it('holds within its window, open sides unbounded, only when active', () => {
    expect(isCurrent(price({}), at)).toBe(true)
    expect(isCurrent(price({ effectiveFrom: '2026-07-01T00:00:00Z' }), at)).toBe(false)
    expect(isCurrent(price({ effectiveTo: '2026-06-01T00:00:00Z' }), at)).toBe(false)
    expect(isCurrent(price({ status: 'inactive' }), at)).toBe(false)
  })

  it("prefers the country's own price, then the price for every country", () => {
    const all = [
      price({ amount: 10 }),
      price({ amount: 11, country: 'DE' }),
      price({ amount: 12, country: 'FR' }),
      price({ amount: 13, currency: 'EUR' }),
    ]
    expect(currentPrice(all, 'A', 'USD', at, 'DE')?.amount).toBe(11)
    expect(currentPrice(all, 'A', 'USD', at, 'JP')?.amount).toBe(10)
    expect(currentPrice(all, 'A', 'USD', at)?.amount).toBe(10)
    expect(currentPrice(all, 'A', 'JPY', at)).toBeUndefined()
    expect(currentPrice(all.slice(2), 'A', 'USD', at)?.amount).toBe(12)
  })

  it('offers the currencies every item is priced in, USD first', () => {
    const all = [
      price({ skuCode: 'A', currency: 'EUR' }),
      price({ skuCode: 'B', currency: 'EUR' }),
      price({ skuCode: 'A', currency: 'USD' }),
      price({ skuCode: 'B', currency: 'USD' }),
      price({ skuCode: 'A', currency: 'JPY' }),
    ]
    expect(sharedCurrencies(all, ['A', 'B'], at)).toEqual(['USD', 'EUR'])
  })
})

describe('bundle saving', () => {
  it('is the sum of the items minus the bundle, as an amount and a percentage', () => {
    expect(bundleSaving(80, [49.99, 50.01])).toEqual({ sum: 100, saving: 20, percent: 20 })
  })

  it('sums in hundredths', () => {
    expect(bundleSaving(0.3, [0.1, 0.2])).toEqual({ sum: 0.3, saving: 0, percent: 0 })
  })

  it('is negative when the bundle costs more', () => {
    expect(bundleSaving(110, [50, 50])?.saving).toBe(-10)
  })

  it('is unknown while an item has no price', () => {
    expect(bundleSaving(80, [50, undefined])).toBeUndefined()
    expect(bundleSaving(80, [])).toBeUndefined()
  })
})
