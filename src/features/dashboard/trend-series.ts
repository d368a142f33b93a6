import { salesOf, type SalesView, type Trends } from '@/domain/dashboard-trends'

/** One bar of a chart and the same figure's cell in the table view. */
export interface TrendBar {
  /** The bucket's first day, or the refund reason. */
  key: string
  label: string
  /** The short name an axis shows (the bucket's first day). */
  tick: string
  value: number
  /** The value as the console formats it (grouped count, money in its currency). */
  text: string
}

/** What the trends panel draws and tabulates: one series per chart, each a bar per bucket or reason. */
export interface TrendSeries {
  orders?: TrendBar[]
  sales?: TrendBar[]
  refunds?: TrendBar[]
  reasons?: TrendBar[]
}

export interface SeriesFormat {
  bucketLabel: (start: string) => string
  bucketTick: (start: string) => string
  reasonLabel: (reason: string) => string
  count: (n: number) => string
  money: (n: number) => string
}

/** The answer turned into bars for the chosen sales view, formatted once for the charts and the table. */
export function trendSeries(t: Trends, sales: SalesView, f: SeriesFormat): TrendSeries {
  const out: TrendSeries = {}
  if (t.orders) {
    const amounts = salesOf(t.orders, sales, t.rates)
    out.orders = t.orders.map((p) => ({
      key: p.start,
      label: f.bucketLabel(p.start),
      tick: f.bucketTick(p.start),
      value: p.orders,
      text: f.count(p.orders),
    }))
    out.sales = t.orders.map((p, i) => {
      const value = amounts[i] ?? 0
      return {
        key: p.start,
        label: f.bucketLabel(p.start),
        tick: f.bucketTick(p.start),
        value,
        text: f.money(value),
      }
    })
  }
  if (t.refunds) {
    out.refunds = t.refunds.points.map((p) => ({
      key: p.start,
      label: f.bucketLabel(p.start),
      tick: f.bucketTick(p.start),
      value: p.refunds,
      text: f.count(p.refunds),
    }))
    out.reasons = t.refunds.byReason.map((r) => ({
      key: r.reason,
      label: f.reasonLabel(r.reason),
      tick: f.reasonLabel(r.reason),
      value: r.refunds,
      text: f.count(r.refunds),
    }))
  }
  return out
}

/** The sum of a series (the figure a chart's caption shows), to the cent. */
export const totalOf = (bars: readonly TrendBar[]) =>
  Math.round(bars.reduce((sum, b) => sum + b.value, 0) * 100) / 100
