import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { DISCOUNT_TYPES } from '@/domain/enums'
import { priceCheck, type CheckCoupon, type CheckPrice, type CheckRule } from '@/domain/price-check'
import { REFUND_STEPS, refundStatusesAfter, REFUND_STEP_NAMES } from '@/domain/refund-workflow'
import { columnName } from '@/domain/fields'
import { entities } from '@/domain/registry'
import { selectColumns, toRecord } from '../api/list-query'
import { openDb, type Db } from './client'
import { migrate } from './schema'
import { seedIfEmpty } from './seed'

/** The demo data agrees with itself: what one record says of another is what the other says (issue 29). */

let db: Db
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seed-relations-'))
  db = await openDb({ dataDir: dir })
  await migrate(db)
  await seedIfEmpty(db, { orders: 5000, demo: true, log: () => {} })
}, 180_000)
afterAll(async () => {
  await db?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const rows = async (sql: string) => (await db.query(sql)).rows
const records = async <T>(e: EntityDef, where: string) =>
  (await db.query(`select ${selectColumns(e)} from ${e.table} where ${where}`)).rows.map(
    (r) => toRecord(e, r) as unknown as T,
  )

describe('the seeded demo data (5,000 orders)', () => {
  it('sells each SKU with a license of its product and of the term its name says', async () => {
    expect(
      await rows(`select s.sku_code, s.name, l.name as license from skus s join licenses l using (license_code)
        where l.product_name <> s.product_name
          or l.authorization_type <> case when s.name like '%Lifetime%' then 'lifetime' else 'year' end`),
    ).toEqual([])
    expect(
      await rows(`select c.sku_code from commodity_skus c join skus s using (sku_code)
        where c.license_code is distinct from s.license_code`),
    ).toEqual([])
  })

  it('gives every order its SKU’s product, license and term', async () => {
    expect((await rows(`select count(*)::int as n from orders`))[0]).toEqual({ n: 5000 })
    expect(
      await rows(`select o.order_no, o.product_name, o.sku, o.license, o.authorization_type from orders o
        left join skus s on s.sku_code = o.sku left join licenses l on l.license_code = s.license_code
        where s.sku_code is null or o.product_name <> s.product_name or o.license <> s.license_code
          or o.authorization_type <> l.authorization_type
          or o.subscription_template <> 'TPL-' || l.authorization_type
        limit 5`),
    ).toEqual([])
  })

  it('names, beside an order, the SKU that order was sold with', async () => {
    for (const [table, sku] of [
      ['barters', 'replacement_item'],
      ['order_associations', 'sku_code'],
      ['agent_orders', 'sku_code'],
    ])
      expect(
        await rows(`select t.order_no, t.${sku} from ${table} t left join orders o using (order_no)
          where o.order_no is null or o.sku <> t.${sku} limit 5`),
        table,
      ).toEqual([])
  })

  it('gives each barter a new item its exchange type allows', async () => {
    const barters = await rows(`select b.barter_no, b.exchange_type as type, b.price_difference as diff,
        o.product_name as "orderProduct", n.product_name as "newProduct", b.new_item = b.replacement_item as same,
        n.upgrade_from_sku = b.replacement_item as "upgradesIt", r.upgrade_from_sku = b.new_item as "downgradesIt"
      from barters b join orders o using (order_no) join skus r on r.sku_code = b.replacement_item
        join skus n on n.sku_code = b.new_item`)
    expect(barters.length).toBe((await rows(`select 1 from barters`)).length)
    const wrong = barters.filter((b) => {
      if (b.same) return true
      switch (b.type) {
        case 'sameProduct':
          return b.newProduct !== b.orderProduct
        case 'differentProduct':
          return b.newProduct === b.orderProduct
        case 'upgrade':
          return !b.upgradesIt || Number(b.diff) <= 0
        case 'downgrade':
          return !b.downgradesIt || Number(b.diff) >= 0
        default:
          return true
      }
    })
    expect(wrong).toEqual([])
    expect(new Set(barters.map((b) => b.type)).size).toBe(4)
  })

  it('keeps who took each step of a refund as its status says, never its applicant, in order (issue 29)', async () => {
    const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(', ')
    for (const step of REFUND_STEP_NAMES) {
      const [by, at] = [columnName(REFUND_STEPS[step].by), columnName(REFUND_STEPS[step].at)]
      const after = list(refundStatusesAfter(step))
      expect(
        await rows(`select refund_no, status, ${by}, ${at} from refunds
          where (${by} is null) <> (${at} is null)
            or (status in (${after}) and ${by} is null)
            or (status not in (${after}, 'closed') and ${by} is not null)
            or ${by} = applicant limit 5`),
        step,
      ).toEqual([])
    }
    expect(
      await rows(`select refund_no from refunds
        where cs_reviewer = financial_reviewer
          or (financial_reviewer is not null and cs_reviewer is null)
          or (payout_by is not null and financial_reviewer is null)
          or cs_review_time < applied_at or financial_review_time < cs_review_time
          or payout_time < financial_review_time or greatest(cs_review_time, financial_review_time, payout_time) > now()
        limit 5`),
    ).toEqual([])
    const [closed] = await rows(`select count(*) filter (where cs_reviewer is null)::int as unreviewed,
        count(*) filter (where financial_reviewer is not null)::int as reviewed from refunds where status = 'closed'`)
    expect(closed!.unreviewed).toBeGreaterThan(0)
    expect(closed!.reviewed).toBeGreaterThan(0)
  })

  it('records offline orders with a license of their product and their subscription’s term', async () => {
    expect(
      await rows(`select o.offline_order_no from offline_orders o join licenses l using (license_code)
        where l.product_name <> o.product_name or l.authorization_type <> o.subscription_template limit 5`),
    ).toEqual([])
  })

  it('has coupons of each kind, in both centers, valid today and expired', async () => {
    for (const table of ['price_coupons', 'commodity_coupons'])
      for (const type of DISCOUNT_TYPES) {
        const [counts] = await rows(`select
            count(*) filter (where status = 'active' and valid_from <= now() and now() < valid_to)::int as valid,
            count(*) filter (where valid_to < now())::int as expired
          from ${table} where discount_type = '${type}'`)
        expect(counts!.valid, `${table} ${type} valid today`).toBeGreaterThan(0)
        expect(counts!.expired, `${table} ${type} expired`).toBeGreaterThan(0)
      }
    const statuses = await rows(`select distinct status from price_coupons order by 1`)
    expect(statuses.map((s) => s.status)).toEqual(['active', 'draft', 'inactive'])
  })

  it('lets the price check show every step today with the demo data alone', async () => {
    const storeWide =
      await rows(`select rule_code from price_rules where sku_code is null and status = 'active'
      and country is null and currency is null and start_time <= now() and (end_time is null or now() < end_time)`)
    expect(storeWide.length).toBeGreaterThan(0)
    const [coupon] = await records<CheckCoupon>(entities.priceCoupons, `coupon_code = 'CPN00001'`)
    const q = {
      skuCode: 'SKU00000',
      currency: 'USD' as const,
      country: 'US' as const,
      at: new Date().toISOString(),
      couponCode: 'CPN00001',
    }
    const result = priceCheck(q, {
      prices: await records<CheckPrice>(entities.prices, `sku_code = 'SKU00000' and currency = 'USD'`),
      rules: await records<CheckRule>(entities.priceRules, `sku_code = 'SKU00000' or sku_code is null`),
      coupon,
    })
    expect(result.base).not.toBeNull()
    expect(result.steps.some((s) => s.applied)).toBe(true)
    expect(result.steps.some((s) => !s.applied)).toBe(true)
    expect(result.coupon).toMatchObject({ couponCode: 'CPN00001', applied: true })
    expect(result.final).toBeLessThan(result.base!.amount)
  })
})
