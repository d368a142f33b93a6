import { Hono } from 'hono'
import { variantResults, type AbTestResults, type VariantCounts } from '@/domain/ab-tests'
import { abTests } from '@/domain/entities/commodity-center'
import type { Db } from '../db/client'
import { assertGranted, type AppEnv } from './auth'
import { notFound, ok } from './envelope'
import { findRecord, parseId } from './records'

/**
 * GET /v1/abTests/:id/results (abTests view): per variant, the orders of the test's SKU placed in its period
 * and their sales per currency, against the variant's share of the traffic (src/domain/ab-tests.ts). Orders
 * flagged with the test's type were placed in variant B; the SKU's other orders in the period in variant A.
 */
export function abTestResultRoutes(db: Db) {
  const app = new Hono<AppEnv>()
  app.get('/:id/results', async (c) => {
    assertGranted(c.get('user'), `${abTests.resource}:view`)
    const test = await findRecord(db, abTests, parseId(c.req.param('id')))
    if (!test) throw notFound()
    const from = typeof test.startTime === 'string' ? test.startTime : null
    const to = typeof test.endTime === 'string' ? test.endTime : new Date().toISOString()
    const base = {
      testCode: String(test.testCode),
      skuCode: String(test.skuCode),
      testType: String(test.testType),
      status: String(test.status),
    }
    if (test.status === 'draft' || !from) {
      const empty: AbTestResults = { ...base, period: null, variants: [], lift: null }
      return ok(c, empty)
    }
    const { rows } = await db.query<{
      b: boolean
      currency: string
      n: number
      sales: string | number | null
    }>(
      `select ab_test is not distinct from $2 as b, currency, count(*)::int as n, sum(sales_amount) as sales
       from orders where sku = $1 and purchase_time >= $3 and purchase_time < $4
       group by 1, 2 order by 1, 3 desc, 2`,
      [test.skuCode, test.testType, from, to],
    )
    const counts: VariantCounts[] = (['A', 'B'] as const).map((variant) => {
      const mine = rows.filter((r) => r.b === (variant === 'B'))
      return {
        variant,
        orders: mine.reduce((s, r) => s + r.n, 0),
        sales: mine.map((r) => ({
          currency: r.currency as VariantCounts['sales'][number]['currency'],
          amount: Math.round(Number(r.sales ?? 0) * 100) / 100,
        })),
      }
    })
    const results: AbTestResults = {
      ...base,
      period: { from, to },
      ...variantResults(Number(test.trafficPercent ?? 50), counts),
    }
    return ok(c, results)
  })
  return app
}
