import { describe, expect, it } from 'vitest'
import {
  bucketFilter,
  bucketOf,
  bucketsOf,
  convert,
  orderTrend,
  REFERENCE_RATES,
  refundTrend,
  salesOf,
  trendPeriod,
  trendsParamsSchema,
} from './dashboard-trends'

describe('trend periods and buckets', () => {
  it('a period is the given number of calendar days ending today, across month and year ends', () => {
    expect(trendPeriod('2026-11-26', 7)).toEqual({ from: '2026-11-20', to: '2026-11-26' })
    expect(trendPeriod('2026-03-01', 2)).toEqual({ from: '2026-02-28', to: '2026-03-01' })
    expect(trendPeriod('2026-01-05', 30)).toEqual({ from: '2025-12-07', to: '2026-01-05' })
    expect(trendPeriod('2026-11-26', 365).from).toBe('2025-11-27')
  })

  it('a week bucket starts on the Monday of its ISO week', () => {
    expect(bucketOf('2026-11-26', 'week')).toBe('2026-11-23') // Thursday
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23') // Monday
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23') // Sunday
    expect(bucketOf('2026-01-01', 'week')).toBe('2025-12-29')
    expect(bucketOf('2026-11-26', 'day')).toBe('2026-11-26')
  })

  it('lists every bucket of the period, the first week starting before the period when it must', () => {
    const period = { from: '2026-11-20', to: '2026-11-26' }
    expect(bucketsOf(period, 'day')).toHaveLength(7)
    expect(bucketsOf(period, 'week')).toEqual(['2026-11-16', '2026-11-23'])
    expect(bucketsOf(trendPeriod('2026-11-26', 365), 'week')).toHaveLength(53)
  })

  it("a bucket's list filter is clipped to the period", () => {
    const period = { from: '2026-11-20', to: '2026-11-26' }
    expect(bucketFilter('2026-11-16', 'week', period)).toEqual({ purchaseTime: '2026-11-20..2026-11-22' })
    expect(bucketFilter('2026-11-23', 'week', period)).toEqual({ purchaseTime: '2026-11-23..2026-11-26' })
    expect(bucketFilter('2026-11-21', 'day', period)).toEqual({ purchaseTime: '2026-11-21..2026-11-21' })
  })

  it('accepts only the offered periods and grains, with defaults', () => {
    expect(trendsParamsSchema.parse({})).toEqual({ days: 30, by: 'day' })
    expect(trendsParamsSchema.parse({ days: '365', by: 'week' })).toEqual({ days: 365, by: 'week' })
    for (const bad of [{ days: '31' }, { days: '-7' }, { days: '7.0' }, { by: 'month' }, { other: '1' }])
      expect(trendsParamsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})

describe('rolling days up', () => {
  const period = { from: '2026-11-20', to: '2026-11-26' }
  const rows = [
    { day: '2026-11-20', currency: 'USD', orders: 2, sales: 10.1 },
    { day: '2026-11-20', currency: 'EUR', orders: 1, sales: 5 },
    { day: '2026-11-23', currency: 'USD', orders: 3, sales: 0.2 },
    { day: '2026-11-26', currency: 'USD', orders: 1, sales: 0.1 },
  ] as const

  it('sums orders and sales per bucket and currency, every bucket present, currencies in a fixed order', () => {
    const days = orderTrend(rows, period, 'day')
    expect(days.map((p) => p.orders)).toEqual([3, 0, 0, 3, 0, 0, 1])
    expect(days[0]?.byCurrency.map((c) => c.currency)).toEqual(['USD', 'EUR'])
    const weeks = orderTrend(rows, period, 'week')
    expect(weeks.map((p) => [p.start, p.orders])).toEqual([
      ['2026-11-16', 3],
      ['2026-11-23', 4],
    ])
    expect(weeks[1]?.byCurrency).toEqual([{ currency: 'USD', orders: 4, sales: 0.3 }]) // to the cent
  })

  it('counts refunds per bucket and per reason, every reason present, most first', () => {
    const { points, byReason } = refundTrend(
      [
        { day: '2026-11-21', reason: 'tax', refunds: 2 },
        { day: '2026-11-24', reason: 'other', refunds: 3 },
        { day: '2026-11-24', reason: 'tax', refunds: 2 },
      ],
      period,
      'week',
    )
    expect(points).toEqual([
      { start: '2026-11-16', refunds: 2 },
      { start: '2026-11-23', refunds: 5 },
    ])
    expect(byReason.slice(0, 2)).toEqual([
      { reason: 'tax', refunds: 4 },
      { reason: 'other', refunds: 3 },
    ])
    expect(byReason).toHaveLength(6)
  })
})

describe('sales in one currency', () => {
  const points = orderTrend(
    [
      { day: '2026-11-26', currency: 'USD', orders: 1, sales: 100 },
      { day: '2026-11-26', currency: 'JPY', orders: 1, sales: 15000 },
    ],
    { from: '2026-11-26', to: '2026-11-26' },
    'day',
  )

  it('converts through the dollar at the reference rates', () => {
    expect(convert(15000, 'JPY', 'USD', REFERENCE_RATES)).toBe(100)
    expect(convert(100, 'USD', 'CNY', REFERENCE_RATES)).toBe(720)
    expect(convert(92, 'EUR', 'EUR', REFERENCE_RATES)).toBe(92)
  })

  it('adds every currency converted, or shows one currency alone', () => {
    expect(salesOf(points, { mode: 'converted', currency: 'USD' }, REFERENCE_RATES)).toEqual([200])
    expect(salesOf(points, { mode: 'converted', currency: 'CNY' }, REFERENCE_RATES)).toEqual([1440])
    expect(salesOf(points, { mode: 'currency', currency: 'JPY' }, REFERENCE_RATES)).toEqual([15000])
    expect(salesOf(points, { mode: 'currency', currency: 'EUR' }, REFERENCE_RATES)).toEqual([0])
  })
})
