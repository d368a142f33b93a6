import { describe, expect, it } from 'vitest'
import { REFERENCE_RATES, type Trends } from '@/domain/dashboard-trends'
import { totalOf, trendSeries } from './trend-series'

const trends: Trends = {
  asOf: '2026-11-26T10:00:00.000Z',
  from: '2026-11-25',
  to: '2026-11-26',
  days: 2,
  by: 'day',
  rates: REFERENCE_RATES,
  orders: [
    { start: '2026-11-25', orders: 2, byCurrency: [{ currency: 'USD', orders: 2, sales: 10 }] },
    {
      start: '2026-11-26',
      orders: 2,
      byCurrency: [
        { currency: 'USD', orders: 1, sales: 1 },
        { currency: 'CNY', orders: 1, sales: 72 },
      ],
    },
  ],
  refunds: {
    points: [
      { start: '2026-11-25', refunds: 0 },
      { start: '2026-11-26', refunds: 3 },
    ],
    byReason: [{ reason: 'tax', refunds: 3 }],
  },
}
const format = {
  bucketLabel: (d: string) => `day ${d}`,
  bucketTick: (d: string) => d.slice(5),
  reasonLabel: (r: string) => `reason ${r}`,
  count: (n: number) => `${n}`,
  money: (n: number) => `$${n}`,
}

describe('trend series', () => {
  it('gives each chart a bar per bucket, sales in the chosen view, formatted once for charts and tables', () => {
    const s = trendSeries(trends, { mode: 'converted', currency: 'USD' }, format)
    expect(s.orders?.map((b) => [b.label, b.value])).toEqual([
      ['day 2026-11-25', 2],
      ['day 2026-11-26', 2],
    ])
    expect(s.sales?.map((b) => b.text)).toEqual(['$10', '$11'])
    expect(totalOf(s.sales ?? [])).toBe(21)
    expect(s.refunds?.map((b) => b.value)).toEqual([0, 3])
    expect(s.reasons).toEqual([{ key: 'tax', label: 'reason tax', tick: 'reason tax', value: 3, text: '3' }])
    const cny = trendSeries(trends, { mode: 'currency', currency: 'CNY' }, format)
    expect(cny.sales?.map((b) => b.value)).toEqual([0, 72])
  })

  it('leaves out the charts whose figures the user may not see', () => {
    const s = trendSeries({ ...trends, orders: null }, { mode: 'converted', currency: 'USD' }, format)
    expect(s.orders).toBeUndefined()
    expect(s.sales).toBeUndefined()
    expect(s.refunds).toHaveLength(2)
  })
})
