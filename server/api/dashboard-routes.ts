import { Hono } from 'hono'
import {
  DASHBOARD_PERMISSION,
  dashboardSchema,
  periodFilter,
  periodsOf,
  queuesFor,
  SALES_FIELDS,
  SALES_PERMISSION,
  type DayRange,
  type SalesPeriod,
} from '@/domain/dashboard'
import { orders } from '@/domain/entities/orders'
import { columnName } from '@/domain/fields'
import { isGranted } from '@/domain/permissions'
import type { Queryable } from '../db/client'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { ok } from './envelope'
import { buildWhere } from './list-query'

/**
 * GET /v1/dashboard: the home page's figures in one answer. Every figure is a list filter counted or summed
 * with the list's own WHERE clause, so a figure and the list it links to always agree. Each part needs its
 * own permission; a part the user may not see is left out, never counted.
 */
export function dashboardRoutes(db: Queryable, counts: CountCache) {
  const app = new Hono<AppEnv>()
  app.get('/', async (c) => {
    const user = c.get('user')
    assertGranted(user, DASHBOARD_PERMISSION)
    const { rows } = await db.query<{ today: string; as_of: Date | string }>(
      `select to_char(current_date, 'YYYY-MM-DD') as today, now() as as_of`,
    )
    const clock = rows[0] as { today: string; as_of: Date | string }
    // Counted side by side: on PostgreSQL each on its own connection.
    const queues = await Promise.all(
      queuesFor(user.grants).map(async (q) => {
        const where = buildWhere(q.entity, { filters: q.filters })
        return { id: q.id, count: await counts.count(db, q.entity.table, where, c.get('changes')) }
      }),
    )
    let sales = null
    if (isGranted(user.grants, SALES_PERMISSION)) {
      const periods = periodsOf(clock.today)
      const sum = (p: DayRange) =>
        counts.remember(
          orders.table,
          `dashboard-sales|${p.from}..${p.to}`,
          () => salesIn(db, p),
          c.get('changes'),
        )
      sales = { today: await sum(periods.today), month: await sum(periods.month) }
    }
    const asOf = new Date(clock.as_of).toISOString()
    return ok(c, dashboardSchema.parse({ asOf, queues, sales }))
  })
  return app
}

const col = (field: keyof typeof orders.fields) => columnName(field)

/** Orders and sales per currency over the days of `period`: the orders list filtered by purchase time, summed. */
async function salesIn(db: Queryable, period: DayRange): Promise<SalesPeriod> {
  const where = buildWhere(orders, { filters: periodFilter(period) })
  const currency = col(SALES_FIELDS.currency)
  const { rows } = await db.query<{
    currency: SalesPeriod['byCurrency'][number]['currency']
    n: number
    sales: string | number | null
  }>(
    `select ${currency} as currency, count(*)::int as n, sum(${col(SALES_FIELDS.amount)}) as sales
     from ${orders.table} ${where.sql} group by ${currency} order by n desc, ${currency}`,
    where.params,
  )
  const byCurrency = rows.map((r) => ({
    currency: r.currency,
    orders: Number(r.n),
    sales: Math.round(Number(r.sales ?? 0) * 100) / 100,
  }))
  return { ...period, orders: byCurrency.reduce((n, r) => n + r.orders, 0), byCurrency }
}
