import { describe, expect, it } from 'vitest'
import {
  couponIssues,
  fitsMinorUnit,
  minorUnitDigits,
  normalizeSku,
  priceIssues,
  priceRuleIssues,
  recordRuleIssues,
  roundToMinor,
  skuIssues,
} from './price-center'

const rules = (issues: { rule: string; field: string }[]) => issues.map((i) => `${i.field}:${i.rule}`)

describe('minor units', () => {
  it('are 0 for yen and won, 2 for the rest and for unknown currencies', () => {
    expect(minorUnitDigits('JPY')).toBe(0)
    expect(minorUnitDigits('KRW')).toBe(0)
    expect(minorUnitDigits('USD')).toBe(2)
    expect(minorUnitDigits(null)).toBe(2)
    expect(fitsMinorUnit(1500, 'JPY')).toBe(true)
    expect(fitsMinorUnit(1500.5, 'JPY')).toBe(false)
    expect(fitsMinorUnit(19.99, 'USD')).toBe(true)
    expect(roundToMinor(1499.5, 'JPY')).toBe(1500)
    expect(roundToMinor(10.005, 'USD')).toBe(10.01)
    expect(roundToMinor(-2.5, 'KRW')).toBe(-3)
  })
})

describe('SKU rules', () => {
  it('a bundle needs two distinct items other than itself', () => {
    expect(skuIssues({ skuCode: 'B', type: 'bundle', bundleItems: 'A,C' })).toEqual([])
    expect(rules(skuIssues({ skuCode: 'B', type: 'bundle', bundleItems: 'A,A' }))).toEqual([
      'bundleItems:bundleTooFewItems',
    ])
    expect(rules(skuIssues({ skuCode: 'B', type: 'bundle', bundleItems: null }))).toEqual([
      'bundleItems:bundleTooFewItems',
    ])
    expect(rules(skuIssues({ skuCode: 'B', type: 'bundle', bundleItems: 'A,B' }))).toEqual([
      'bundleItems:bundleContainsItself',
      'bundleItems:bundleTooFewItems',
    ])
    expect(rules(skuIssues({ skuCode: 'B', type: 'bundle', bundleItems: 'A,B,C' }))).toEqual([
      'bundleItems:bundleContainsItself',
    ])
  })

  it('an upgrade names another SKU', () => {
    expect(skuIssues({ skuCode: 'U', type: 'upgrade', upgradeFromSku: 'A' })).toEqual([])
    expect(rules(skuIssues({ skuCode: 'U', type: 'upgrade' }))).toEqual([
      'upgradeFromSku:upgradeFromRequired',
    ])
    expect(rules(skuIssues({ skuCode: 'U', type: 'upgrade', upgradeFromSku: 'U' }))).toEqual([
      'upgradeFromSku:upgradeFromItself',
    ])
  })

  it('other kinds lose bundle items and upgrade source instead of being refused', () => {
    const v = { skuCode: 'R', type: 'regular', bundleItems: 'A,B', upgradeFromSku: 'A' }
    expect(normalizeSku(v)).toEqual({
      skuCode: 'R',
      type: 'regular',
      bundleItems: null,
      upgradeFromSku: null,
    })
    expect(
      normalizeSku({ type: 'bundle', bundleItems: 'A,B', upgradeFromSku: 'A' }).upgradeFromSku,
    ).toBeNull()
    expect(recordRuleIssues('skus', v)).toEqual([])
  })
})

describe('price rules', () => {
  it('refuse an end before the start and fractional yen; accept an empty window', () => {
    expect(
      rules(priceIssues({ effectiveFrom: '2026-02-01T00:00:00Z', effectiveTo: '2026-01-01T00:00:00Z' })),
    ).toEqual(['effectiveTo:endBeforeStart'])
    expect(
      priceIssues({ effectiveFrom: '2026-01-01T00:00:00Z', effectiveTo: '2026-01-01T00:00:00Z' }),
    ).toEqual([])
    expect(priceIssues({ effectiveFrom: '2026-01-01T00:00:00Z', effectiveTo: null })).toEqual([])
    expect(priceIssues({ currency: 'JPY', amount: 1480.5, originalAmount: 2000.25 })).toEqual([
      { field: 'amount', rule: 'minorUnit', params: { currency: 'JPY', digits: 0 } },
      { field: 'originalAmount', rule: 'minorUnit', params: { currency: 'JPY', digits: 0 } },
    ])
    expect(priceIssues({ currency: 'USD', amount: 19.99 })).toEqual([])
  })
})

describe('coupon rules', () => {
  it('percent 0..100, amount needs a currency, window, used within the limit', () => {
    expect(couponIssues({ discountType: 'percent', discountValue: 100 })).toEqual([])
    expect(rules(couponIssues({ discountType: 'percent', discountValue: 120 }))).toEqual([
      'discountValue:percentRange',
    ])
    expect(rules(couponIssues({ discountType: 'amount', discountValue: 5 }))).toEqual([
      'currency:currencyRequiredForAmount',
    ])
    expect(rules(couponIssues({ discountType: 'amount', discountValue: 5.5, currency: 'KRW' }))).toEqual([
      'discountValue:minorUnit',
    ])
    expect(
      rules(
        couponIssues({
          discountType: 'percent',
          discountValue: 5,
          validFrom: '2026-02-01T00:00:00Z',
          validTo: '2026-01-01T00:00:00Z',
        }),
      ),
    ).toEqual(['validTo:endBeforeStart'])
    expect(couponIssues({ discountType: 'percent', discountValue: 5, usedCount: 3, usageLimit: 2 })).toEqual([
      { field: 'usageLimit', rule: 'usedOverLimit', params: { used: 3, limit: 2 } },
    ])
    expect(
      couponIssues({ discountType: 'percent', discountValue: 5, usedCount: 3, usageLimit: null }),
    ).toEqual([])
  })
})

describe('price-rule rules', () => {
  it('percent 0..100, amount needs a currency, period in order', () => {
    expect(rules(priceRuleIssues({ adjustmentType: 'percent', adjustmentValue: -5 }))).toEqual([
      'adjustmentValue:percentRange',
    ])
    expect(rules(priceRuleIssues({ adjustmentType: 'amount', adjustmentValue: -5 }))).toEqual([
      'currency:currencyRequiredForAmount',
    ])
    expect(priceRuleIssues({ adjustmentType: 'amount', adjustmentValue: -5, currency: 'USD' })).toEqual([])
    expect(
      rules(
        priceRuleIssues({
          adjustmentType: 'percent',
          adjustmentValue: 5,
          startTime: '2026-02-01T00:00:00Z',
          endTime: '2026-01-31T00:00:00Z',
        }),
      ),
    ).toEqual(['endTime:endBeforeStart'])
  })

  it('other entities have none', () => {
    expect(recordRuleIssues('orders', { anything: 1 })).toEqual([])
  })
})
