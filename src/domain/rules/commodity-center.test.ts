import { describe, expect, it } from 'vitest'
import { entityRuleIssues } from '.'
import {
  commodityDeleteIssues,
  commoditySkuIssues,
  marketingActivityIssues,
  normalizeCommoditySku,
} from './commodity-center'

describe('commodity-center record rules', () => {
  it('refuse a gift equal to the SKU bought, and an end before the start', () => {
    expect(marketingActivityIssues({ buySku: 'A', giftSku: 'A' })).toEqual([
      { field: 'giftSku', rule: 'giftSameAsBuy' },
    ])
    expect(
      marketingActivityIssues({
        buySku: 'A',
        giftSku: 'B',
        startTime: '2030-01-02T00:00:00Z',
        endTime: '2030-01-01T00:00:00Z',
      }),
    ).toEqual([{ field: 'endTime', rule: 'endBeforeStart' }])
    expect(marketingActivityIssues({ buySku: 'A', giftSku: 'B' })).toEqual([])
  })

  it('check bundles and whole-yen prices of commodity SKUs', () => {
    expect(commoditySkuIssues({ skuCode: 'B', type: 'bundle', bundleItems: 'B,X' })).toEqual([
      { field: 'bundleItems', rule: 'bundleContainsItself' },
      { field: 'bundleItems', rule: 'bundleTooFewItems' },
    ])
    expect(commoditySkuIssues({ skuCode: 'B', type: 'bundle', bundleItems: 'X,Y' })).toEqual([])
    expect(commoditySkuIssues({ price: 10.5, currency: 'JPY' })).toEqual([
      { field: 'price', rule: 'minorUnit', params: { currency: 'JPY', digits: 0 } },
    ])
    expect(normalizeCommoditySku({ type: 'regular', bundleItems: 'X,Y' }).bundleItems).toBeNull()
  })

  it('are found by entity name, beside the price center’s', () => {
    const backwards = { startTime: '2030-01-02T00:00:00Z', endTime: '2030-01-01T00:00:00Z' }
    for (const name of ['activities', 'recommends', 'marketingActivities'])
      expect(entityRuleIssues(name, { ...backwards, buySku: 'A', giftSku: 'B' }), name).toHaveLength(1)
    expect(entityRuleIssues('commodityCoupons', { discountType: 'percent', discountValue: 120 })).toEqual([
      { field: 'discountValue', rule: 'percentRange' },
    ])
    expect(
      entityRuleIssues('prices', { effectiveFrom: backwards.startTime, effectiveTo: backwards.endTime }),
    ).toHaveLength(1)
    expect(entityRuleIssues('orders', backwards)).toEqual([])
  })
})

describe('deleting a commodity record', () => {
  it('is refused for a running AB test only', () => {
    expect(commodityDeleteIssues('abTests', { status: 'running' })).toEqual([
      { field: 'status', rule: 'abTestRunningDelete' },
    ])
    expect(commodityDeleteIssues('abTests', { status: 'stopped' })).toEqual([])
    expect(commodityDeleteIssues('activities', { status: 'running' })).toEqual([])
  })
})
