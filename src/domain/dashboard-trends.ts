import { z } from '@/domain/zod'
import { DASHBOARD_PERMISSION, periodFilter, SALES_PERMISSION, type DayRange } from './dashboard'
import { CURRENCIES, REFUND_REASON_TYPES } from './enums'
import { refunds } from './entities/refunds-barters'
import type { Permission } from './permissions'

/**
 * The dashboard's trends (GET /v1/dashboard/trends): orders, sales and refunds per day or week over a period
 * ending today, and refunds by reason. Declared once for the server, the OpenAPI document and the console;
 * the bucketing and the currency conversion are pure functions here so both sides (and the tests) agree.
 */

export { DASHBOARD_PERMISSION, SALES_PERMISSION }
/** Refund figures need the refund list's view permission: they are that list, counted. */
export const REFUNDS_PERMISSION: Permission = `${refunds.resource}:view`
/** The refund field the refund trends bucket by (the refunds list's default sort). */
export const REFUND_TIME_FIELD = 'appliedAt' as const
/** The refunds list's filter for a period: refunds of online orders (those the order trends count) applied in it. */
export const refundPeriodFilter = (p: DayRange) => ({
  orderSource: 'online',
  [REFUND_TIME_FIELD]: `${p.from}..${p.to}`,
})

/** Periods offered, in days ending today (the server's calendar days, as list date filters are). */
export const TREND_PERIODS = [7, 30, 90, 365] as const
export type TrendPeriod = (typeof TREND_PERIODS)[number]
export const TREND_GRAINS = ['day', 'week'] as const
export type TrendGrain = (typeof TREND_GRAINS)[number]

export type Currency = (typeof CURRENCIES)[number]
export type RefundReason = (typeof REFUND_REASON_TYPES)[number]

/** The query string GET /v1/dashboard/trends accepts; anything else is a 400. */
export const trendsParamsSchema = z.strictObject({
  days: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.literal(TREND_PERIODS))
    .default(30),
  by: z.enum(TREND_GRAINS).default('day'),
})
export type TrendsParams = z.output<typeof trendsParamsSchema>

/**
 * Reference exchange rates, units of each currency per US dollar, used only to add sales in several
 * currencies into one figure on the trends chart (decision 0127): a picture of the trend, not accounting.
 * The seed localises its USD list prices at the same rates (server/db/seed-sql.ts).
 */
export const REFERENCE_RATES: Readonly<Record<Currency, number>> = {
  USD: 1,
  EUR: 0.92,
  JPY: 150,
  CNY: 7.2,
  GBP: 0.79,
  AUD: 1.52,
  CAD: 1.36,
  KRW: 1350,
}

const DAY_MS = 86_400_000
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** The `days` calendar days ending on `today` (both YYYY-MM-DD). */
export function trendPeriod(today: string, days: number): DayRange {
  return { from: toDay(msOf(today) - (days - 1) * DAY_MS), to: today }
}

/** The first day of the bucket `day` falls in: itself, or the Monday of its week (ISO weeks). */
export function bucketOf(day: string, by: TrendGrain): string {
  if (by === 'day') return day
  const weekday = (new Date(msOf(day)).getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  return toDay(msOf(day) - weekday * DAY_MS)
}

/** Every bucket of `period`, oldest first (a week bucket may start before the period does). */
export function bucketsOf(period: DayRange, by: TrendGrain): string[] {
  const out: string[] = []
  const step = by === 'day' ? DAY_MS : 7 * DAY_MS
  for (let ms = msOf(bucketOf(period.from, by)); ms <= msOf(period.to); ms += step) out.push(toDay(ms))
  return out
}

/** One day's orders in one currency, as the server's aggregate reads them. */
export interface DayCurrencyRow {
  day: string
  currency: Currency
  orders: number
  sales: number
}
/** One day's refunds for one reason. */
export interface DayReasonRow {
  day: string
  reason: RefundReason
  refunds: number
}

const cents = (n: number) => Math.round(n * 100) / 100

/** Orders and sales per bucket and currency, every bucket present (zero when it had no orders). */
export function orderTrend(rows: readonly DayCurrencyRow[], period: DayRange, by: TrendGrain): OrderPoint[] {
  const points = new Map(
    bucketsOf(period, by).map((start) => [start, { start, orders: 0, byCurrency: [] as CurrencyFigure[] }]),
  )
  for (const r of rows) {
    const point = points.get(bucketOf(r.day, by))
    if (!point) continue
    point.orders += r.orders
    const c = point.byCurrency.find((x) => x.currency === r.currency)
    if (c) {
      c.orders += r.orders
      c.sales = cents(c.sales + r.sales)
    } else point.byCurrency.push({ currency: r.currency, orders: r.orders, sales: cents(r.sales) })
  }
  for (const p of points.values())
    p.byCurrency.sort((a, b) => CURRENCY_ORDER[a.currency] - CURRENCY_ORDER[b.currency])
  return [...points.values()]
}

const CURRENCY_ORDER = Object.fromEntries(CURRENCIES.map((c, i) => [c, i])) as Record<Currency, number>

/** Refunds per bucket (every bucket present) and per reason over the whole period (every reason present). */
export function refundTrend(
  rows: readonly DayReasonRow[],
  period: DayRange,
  by: TrendGrain,
): { points: RefundPoint[]; byReason: ReasonFigure[] } {
  const points = new Map(bucketsOf(period, by).map((start) => [start, { start, refunds: 0 }]))
  const reasons = new Map(REFUND_REASON_TYPES.map((reason) => [reason, 0]))
  for (const r of rows) {
    const point = points.get(bucketOf(r.day, by))
    if (!point) continue
    point.refunds += r.refunds
    reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + r.refunds)
  }
  const byReason = [...reasons].map(([reason, refunds]) => ({ reason, refunds }))
  byReason.sort((a, b) => b.refunds - a.refunds)
  return { points: [...points.values()], byReason }
}

/** An amount in `from` expressed in `to` at the given rates (units per US dollar), to the cent. */
export function convert(
  amount: number,
  from: Currency,
  to: Currency,
  rates: Record<Currency, number>,
): number {
  return cents((amount / rates[from]) * rates[to])
}

/** How the sales chart shows money: every currency converted into one, or the orders in one currency only. */
export interface SalesView {
  mode: 'converted' | 'currency'
  currency: Currency
}

/** The sales figure of each point for `view`. */
export function salesOf(
  points: readonly OrderPoint[],
  view: SalesView,
  rates: Record<Currency, number>,
): number[] {
  return points.map((p) =>
    view.mode === 'currency'
      ? (p.byCurrency.find((c) => c.currency === view.currency)?.sales ?? 0)
      : cents(p.byCurrency.reduce((sum, c) => sum + convert(c.sales, c.currency, view.currency, rates), 0)),
  )
}

/** The orders list's filter for one bucket, clipped to the period: a bucket links to exactly what it counts. */
export function bucketFilter(start: string, by: TrendGrain, period: DayRange) {
  const end = by === 'day' ? start : toDay(msOf(start) + 6 * DAY_MS)
  return periodFilter({
    from: start < period.from ? period.from : start,
    to: end > period.to ? period.to : end,
  })
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const currencyFigure = z.object({
  currency: z.enum(CURRENCIES),
  orders: z.number().int().min(0),
  /** Sum of the orders' sales amount, in this currency. */
  sales: z.number(),
})
type CurrencyFigure = z.infer<typeof currencyFigure>
const orderPoint = z.object({
  /** The bucket's first day (a week starts on Monday). */
  start: day,
  orders: z.number().int().min(0),
  /** One row per currency with orders in the bucket, in CURRENCIES order. */
  byCurrency: z.array(currencyFigure),
})
export type OrderPoint = z.infer<typeof orderPoint>
const refundPoint = z.object({ start: day, refunds: z.number().int().min(0) })
export type RefundPoint = z.infer<typeof refundPoint>
const reasonFigure = z.object({ reason: z.enum(REFUND_REASON_TYPES), refunds: z.number().int().min(0) })
export type ReasonFigure = z.infer<typeof reasonFigure>

export const trendsSchema = z.object({
  /** When the server computed these figures (ISO). */
  asOf: z.iso.datetime(),
  from: day,
  to: day,
  days: z.number().int().min(1),
  by: z.enum(TREND_GRAINS),
  /** Units of each currency per US dollar: what the console converts sales with. */
  rates: z.record(z.enum(CURRENCIES), z.number().positive()),
  /** Null when the user may not see orders. */
  orders: z.array(orderPoint).nullable(),
  /** Null when the user may not see refunds. */
  refunds: z.object({ points: z.array(refundPoint), byReason: z.array(reasonFigure) }).nullable(),
})
export type Trends = z.infer<typeof trendsSchema>
