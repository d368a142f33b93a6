import { Hono } from 'hono'
import {
  DASHBOARD_PERMISSION,
  orderTrend,
  REFERENCE_RATES,
  REFUND_TIME_FIELD,
  refundPeriodFilter,
  refundTrend,
  REFUNDS_PERMISSION,
  SALES_PERMISSION,
  trendPeriod,
  trendsParamsSchema,
  trendsSchema,
  type DayCurrencyRow,
  type DayReasonRow,
} from '@/domain/dashboard-trends'
import { periodFilter, SALES_FIELDS, type DayRange } from '@/domain/dashboard'
import { orders } from '@/domain/entities/orders'
import { refunds } from '@/domain/entities/refunds-barters'
import { columnName } from '@/domain/fields'
import { isGranted } from '@/domain/permissions'
import type { Queryable } from '../db/client'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { badRequest, ok } from './envelope'
import { buildWhere } from './list-query'

/**
 * GET /v1/dashboard/trends?days=30&by=day: orders, sales and refunds per day or week, and refunds by reason.
 * Each is one aggregate per calendar day over the list's own date filter (so a bar and the list it stands
 * for agree), read through the covering time indexes (server/db/aggregate-indexes.ts), cached like the
 * dashboard's sums until its table is written; weeks are rolled up from the days in src/domain. A part the
 * user may not see is null, never computed.
 */
export function dashboardTrendsRoutes(db: Queryable, counts: CountCache) {
  const app = new Hono<AppEnv>()
  app.get('/', async (c) => {
    const user = c.get('user')
    assertGranted(user, DASHBOARD_PERMISSION)
    const params = trendsParamsSchema.safeParse(c.req.query())
    if (!params.success)
      throw badRequest(
        'invalid trends parameters',
        params.error.issues.map((i) => ({
          field: i.code === 'unrecognized_keys' ? i.keys.join(', ') : String(i.path[0]),
          message: i.message,
        })),
      )
    const { days, by } = params.data
    const { rows } = await db.query<{ today: string; as_of: Date | string }>(
      `select to_char(current_date, 'YYYY-MM-DD') as today, now() as as_of`,
    )
    const clock = rows[0] as { today: string; as_of: Date | string }
    const period = trendPeriod(clock.today, days)
    const changes = c.get('changes')
    const span = `trends|${period.from}..${period.to}`
    const [orderDays, refundDays] = await Promise.all([
      isGranted(user.grants, SALES_PERMISSION)
        ? counts.remember(orders.table, span, () => ordersPerDay(db, period), changes)
        : null,
      isGranted(user.grants, REFUNDS_PERMISSION)
        ? counts.remember(refunds.table, span, () => refundsPerDay(db, period), changes)
        : null,
    ])
    return ok(
      c,
      trendsSchema.parse({
        asOf: new Date(clock.as_of).toISOString(),
        ...period,
        days,
        by,
        rates: REFERENCE_RATES,
        orders: orderDays && orderTrend(orderDays, period, by),
        refunds: refundDays && refundTrend(refundDays, period, by),
      }),
    )
  })
  return app
}

const day = (column: string) => `to_char(${column}::date, 'YYYY-MM-DD')`

/** Orders and sales per day and currency: the orders list filtered by purchase time, grouped. */
async function ordersPerDay(db: Queryable, period: DayRange): Promise<DayCurrencyRow[]> {
  const where = buildWhere(orders, { filters: periodFilter(period) })
  const time = columnName(SALES_FIELDS.time)
  const currency = columnName(SALES_FIELDS.currency)
  const { rows } = await db.query<{
    day: string
    currency: DayCurrencyRow['currency']
    n: number
    sales: string
  }>(
    `select ${day(time)} as day, ${currency} as currency, count(*)::int as n,
       coalesce(sum(${columnName(SALES_FIELDS.amount)}), 0) as sales
     from ${orders.table} ${where.sql} group by 1, 2`,
    where.params,
  )
  return rows.map((r) => ({ day: r.day, currency: r.currency, orders: Number(r.n), sales: Number(r.sales) }))
}

/** Online orders' refunds per day of application and reason: the refunds list for the period, grouped. */
async function refundsPerDay(db: Queryable, period: DayRange): Promise<DayReasonRow[]> {
  const where = buildWhere(refunds, { filters: refundPeriodFilter(period) })
  const { rows } = await db.query<{ day: string; reason: DayReasonRow['reason']; n: number }>(
    `select ${day(columnName(REFUND_TIME_FIELD))} as day, ${columnName('reasonType')} as reason, count(*)::int as n
     from ${refunds.table} ${where.sql} group by 1, 2`,
    where.params,
  )
  return rows.map((r) => ({ day: r.day, reason: r.reason, refunds: Number(r.n) }))
}
