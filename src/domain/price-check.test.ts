import { describe, expect, it } from 'vitest'
import { priceCheck, type CheckCoupon, type CheckPrice, type CheckRule } from './price-check'

const price = (o: Partial<CheckPrice>): CheckPrice => ({
  priceCode: 'P1',
  skuCode: 'SKU1',
  currency: 'USD',
  country: null,
  amount: 100,
  effectiveFrom: '2026-01-01T00:00:00Z',
  effectiveTo: null,
  status: 'active',
  ...o,
})
const rule = (o: Partial<CheckRule>): CheckRule => ({
  ruleCode: 'R1',
  name: 'Rule',
  skuCode: 'SKU1',
  country: null,
  currency: null,
  adjustmentType: 'percent',
  adjustmentValue: 10,
  priority: 0,
  startTime: null,
  endTime: null,
  status: 'active',
  ...o,
})
const coupon = (o: Partial<CheckCoupon>): CheckCoupon => ({
  couponCode: 'SAVE5',
  discountType: 'amount',
  discountValue: 5,
  currency: 'USD',
  skuCodes: null,
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2026-12-31T00:00:00Z',
  usageLimit: null,
  usedCount: 0,
  status: 'active',
  ...o,
})
const q = { skuCode: 'SKU1', country: 'US' as const, currency: 'USD' as const, at: '2026-06-15T12:00:00Z' }

describe('price check', () => {
  it('worked example: base 100, 20% summer sale, then a -5 loyalty amount, then a 10% coupon', () => {
    const r = priceCheck(
      { ...q, couponCode: 'TEN' },
      {
        prices: [price({})],
        rules: [
          rule({
            ruleCode: 'LOYAL',
            name: 'Loyalty',
            adjustmentType: 'amount',
            adjustmentValue: 5,
            currency: 'USD',
            priority: 1,
          }),
          rule({
            ruleCode: 'SUMMER',
            name: 'Summer',
            adjustmentValue: 20,
            priority: 9,
            startTime: '2026-06-01T00:00:00Z',
            endTime: '2026-07-01T00:00:00Z',
          }),
        ],
        coupon: coupon({ couponCode: 'TEN', discountType: 'percent', discountValue: 10, currency: null }),
      },
    )
    expect(r.base).toEqual({ priceCode: 'P1', amount: 100 })
    expect(r.steps.map((s) => [s.ruleCode, s.applied, s.amountAfter])).toEqual([
      ['SUMMER', true, 80],
      ['LOYAL', true, 75],
    ])
    expect(r.coupon).toEqual({ couponCode: 'TEN', applied: true, discount: 7.5, amountAfter: 67.5 })
    expect(r.final).toBe(67.5)
  })

  it('a rule outside its period does not apply; the same check in July skips it', () => {
    const data = {
      prices: [price({})],
      rules: [
        rule({
          ruleCode: 'SUMMER',
          adjustmentValue: 20,
          startTime: '2026-06-01T00:00:00Z',
          endTime: '2026-07-01T00:00:00Z',
        }),
      ],
    }
    const july = priceCheck({ ...q, at: '2026-07-01T00:00:00Z' }, data)
    expect(july.steps).toEqual([
      expect.objectContaining({
        ruleCode: 'SUMMER',
        applied: false,
        reason: 'notInWindow',
        amountAfter: 100,
      }),
    ])
    expect(july.final).toBe(100)
    expect(priceCheck(q, data).final).toBe(80)
  })

  it('an expired coupon is shown and not applied', () => {
    const r = priceCheck(
      { ...q, couponCode: 'OLD' },
      {
        prices: [price({})],
        rules: [],
        coupon: coupon({
          couponCode: 'OLD',
          validFrom: '2025-01-01T00:00:00Z',
          validTo: '2026-01-01T00:00:00Z',
        }),
      },
    )
    expect(r.coupon).toEqual({
      couponCode: 'OLD',
      applied: false,
      reason: 'expired',
      discount: 0,
      amountAfter: 100,
    })
    expect(r.final).toBe(100)
  })

  it('names why a coupon does not apply', () => {
    const check = (c: Partial<CheckCoupon> | null, at = q.at) =>
      priceCheck(
        { ...q, at, couponCode: 'C' },
        { prices: [price({})], rules: [], coupon: c && coupon({ couponCode: 'C', ...c }) },
      ).coupon?.reason
    expect(check(null)).toBe('notFound')
    expect(check({ status: 'inactive' })).toBe('disabled')
    expect(check({ validFrom: '2026-07-01T00:00:00Z' })).toBe('notYetValid')
    expect(check({ skuCodes: 'SKU2,SKU3' })).toBe('notForSku')
    expect(check({ currency: 'EUR' })).toBe('currencyMismatch')
    expect(check({ usageLimit: 3, usedCount: 3 })).toBe('usedUp')
    expect(check({ skuCodes: 'SKU1' })).toBeUndefined()
  })

  it('rules of another scope or disabled are listed, not applied; higher priority first', () => {
    const r = priceCheck(q, {
      prices: [price({})],
      rules: [
        rule({ ruleCode: 'JP', country: 'JP', priority: 5 }),
        rule({ ruleCode: 'EUR', currency: 'EUR', priority: 4 }),
        rule({ ruleCode: 'OFF', status: 'inactive', priority: 3 }),
        rule({ ruleCode: 'ALL', skuCode: null, priority: 2 }),
        rule({ ruleCode: 'OTHER', skuCode: 'SKU2', priority: 9 }),
      ],
    })
    expect(r.steps.map((s) => [s.ruleCode, s.reason ?? 'applied'])).toEqual([
      ['JP', 'otherScope'],
      ['EUR', 'otherScope'],
      ['OFF', 'disabled'],
      ['ALL', 'applied'],
    ])
    expect(r.final).toBe(90)
  })

  it('prefers the country price, rounds yen to whole numbers and never goes below zero', () => {
    const yen = { ...q, country: 'JP' as const, currency: 'JPY' as const }
    const prices = [
      price({ priceCode: 'ALL', currency: 'JPY', amount: 1500 }),
      price({ priceCode: 'JPONLY', currency: 'JPY', country: 'JP', amount: 1490 }),
    ]
    const r = priceCheck(yen, { prices, rules: [rule({ adjustmentValue: 15 })] })
    expect(r.base).toEqual({ priceCode: 'JPONLY', amount: 1490 })
    expect(r.final).toBe(1266) // 15% of 1490 is 223.5, rounded to 224
    const free = priceCheck(yen, {
      prices,
      rules: [rule({ adjustmentType: 'amount', adjustmentValue: 5000, currency: 'JPY' })],
    })
    expect(free.final).toBe(0)
  })

  it('without an active price in the window there is no base and no final', () => {
    const r = priceCheck(q, {
      prices: [price({ effectiveTo: '2026-03-01T00:00:00Z' }), price({ priceCode: 'P2', status: 'draft' })],
      rules: [rule({})],
    })
    expect(r).toEqual({ ...q, base: null, steps: [], coupon: null, final: null })
  })
})
