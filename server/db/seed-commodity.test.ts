import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { entities } from '@/domain/registry'
import { PAGE_FIELDS, PAGE_KINDS, purchasePageSchema } from '@/domain/purchase-page'
import { splitKeys } from '@/domain/references'
import { entityRuleIssues } from '@/domain/rules'
import { purchasePageIssues } from '@/domain/rules/purchase-page'
import { selectColumns, toRecord } from '../api/list-query'
import { openDb, type Db } from './client'
import { migrate } from './schema'
import { seedOrders } from './seed-orders'
import { seedPlan } from './seed-plan'

let db: Db
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seed-commodity-'))
  db = await openDb({ dataDir: dir })
  await migrate(db)
  await db.transaction(async (tx) => {
    await seedOrders(tx, 5000)
    for (const step of seedPlan(5000)) if (step.name !== 'orders') await step.run(tx)
  })
}, 180_000)
afterAll(async () => {
  await db?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const all = async (e: EntityDef) =>
  (await db.query(`select ${selectColumns(e)} from ${e.table}`)).rows.map((r) => toRecord(e, r))
const rows = async (sql: string) => (await db.query(sql)).rows

describe('the seeded commodity center (5,000 orders)', () => {
  it('obeys the record rules the console and the server share', async () => {
    for (const e of [
      entities.commodityCoupons,
      entities.activities,
      entities.recommends,
      entities.commoditySkus,
      entities.marketingActivities,
    ] as EntityDef[])
      for (const r of await all(e))
        expect(entityRuleIssues(e.name, r), `${e.name} ${String(r[e.key])}`).toEqual([])
  })

  it('sells the price center’s SKUs, each in an SPU', async () => {
    const differing = await rows(`select c.sku_code from commodity_skus c left join skus s using (sku_code)
      where s.sku_code is null or s.name <> c.name or s.type <> c.type`)
    expect(differing).toEqual([])
    expect(
      await rows(`select 1 from commodity_skus c where not exists (
      select 1 from spus p where p.spu_code = c.spu_code)`),
    ).toEqual([])
  })

  it('has past, current and future activities, and no overlapping active buy-and-gift', async () => {
    for (const table of ['activities', 'marketing_activities']) {
      expect((await rows(`select 1 from ${table} where end_time < now()`)).length, table).toBeGreaterThan(0)
      expect((await rows(`select 1 from ${table} where start_time > now()`)).length, table).toBeGreaterThan(0)
    }
    const overlaps =
      await rows(`select a.activity_code from marketing_activities a join marketing_activities b
      on a.buy_sku = b.buy_sku and a.id < b.id and a.status = 'active' and b.status = 'active'
      and (a.country is null or b.country is null or a.country = b.country)
      and a.start_time < b.end_time and b.start_time < a.end_time`)
    expect(overlaps).toEqual([])
  })

  it('has recommendation lists in zh, en and ja with distinct active positions', async () => {
    const langs = await rows(`select distinct scene, language from recommends order by 1, 2`)
    for (const scene of ['emptyCart', 'successPage'])
      for (const language of ['en', 'ja', 'zh']) expect(langs).toContainEqual({ scene, language })
    const clashes =
      await rows(`select scene, language, country, position from recommends where status = 'active'
      group by 1, 2, 3, 4 having count(*) > 1`)
    expect(clashes).toEqual([])
  })

  it('runs one test per type and SKU at most, and flags the orders of running and stopped tests', async () => {
    const statuses = await rows(`select distinct status from ab_tests order by 1`)
    expect(statuses).toEqual([{ status: 'draft' }, { status: 'running' }, { status: 'stopped' }])
    expect(
      await rows(`select sku_code, test_type from ab_tests where status = 'running'
      group by 1, 2 having count(*) > 1`),
    ).toEqual([])
    for (const code of ['ABT00001', 'ABT00002']) {
      const flagged = await rows(`select count(*)::int as n from orders o join ab_tests t
        on t.test_code = '${code}' and o.sku = t.sku_code and o.ab_test = t.test_type
        and o.purchase_time >= t.start_time and o.purchase_time < coalesce(t.end_time, now())`)
      expect(flagged[0]?.n, code).toBeGreaterThan(0)
    }
    const stray = await rows(`select o.order_no from orders o where o.ab_test <> 'none' and not exists (
      select 1 from ab_tests t where t.sku_code = o.sku and t.test_type = o.ab_test
      and t.status in ('running', 'stopped') and o.purchase_time >= t.start_time
      and o.purchase_time < coalesce(t.end_time, now()))`)
    expect(stray).toEqual([])
  })
  it('has equity refresh jobs in every state, their counts from the orders of their SKU', async () => {
    const statuses = await rows(`select distinct status from sku_equity_refresh_jobs order by 1`)
    expect(statuses.map((r) => r.status)).toEqual(['cancelled', 'failed', 'queued', 'running', 'succeeded'])
    const licences = `(select count(*)::int from orders o where o.sku = j.sku_code and o.status = 'normal')`
    const wrong = await rows(`select job_no, status from sku_equity_refresh_jobs j where case status
      when 'succeeded' then total_licenses <> ${licences} or processed_licenses <> total_licenses
      when 'running' then total_licenses <> ${licences} or processed_licenses >= total_licenses
        or last_order_no is null
      when 'cancelled' then processed_licenses > total_licenses
      when 'failed' then processed_licenses <> 0
      when 'queued' then total_licenses is not null or processed_licenses <> 0
      end or affected_licenses > processed_licenses`)
    expect(wrong).toEqual([])
    const twice = await rows(`select sku_code from sku_equity_refresh_jobs
      where status in ('queued', 'running') group by 1 having count(*) > 1`)
    expect(twice).toEqual([])
  })

  it('has purchase pages that pass the page rules, their cards naming existing SKUs', async () => {
    const configs = await all(entities.clientBuyConfigs as EntityDef)
    expect(configs.length).toBeGreaterThan(0)
    const skus = new Set((await rows(`select sku_code from skus`)).map((r) => r.sku_code as string))
    let designed = 0
    for (const c of configs)
      for (const kind of PAGE_KINDS) {
        const { cards: cardsField, settings: settingsField } = PAGE_FIELDS[kind]
        const cards = splitKeys(c[cardsField] as string | null)
        const settings = purchasePageSchema.parse(JSON.parse((c[settingsField] as string | null) ?? '{}'))
        expect(purchasePageIssues(kind, cards, settings), `${String(c.configCode)} ${kind}`).toEqual([])
        expect(cards.filter((sku) => !skus.has(sku))).toEqual([])
        if (cards.length && settings.title?.zh && settings.title.en && settings.title.ja) designed++
      }
    expect(designed).toBeGreaterThan(configs.length)
  })
})

// The whole plan is seeded above; these look at every center's values, not only the commodity center's.
describe('seeded demo values (5,000 orders)', () => {
  it('hold no placeholder text such as ADDRESS-30526 or PAYMENTCHANN-1', async () => {
    const found: string[] = []
    for (const e of Object.values(entities))
      for (const [name, def] of Object.entries(e.fields)) {
        if (def.kind !== 'string') continue
        const column = columnName(name)
        const hits = await rows(
          `select ${column} as v from ${e.table} where ${column} ~ '^[A-Z]{5,12}-[0-9]+$' limit 1`,
        )
        if (hits.length) found.push(`${e.name}.${name}: ${String(hits[0]!.v)}`)
      }
    expect(found).toEqual([])
  })

  it('name people as people are named (no "Li Wei 37"), and a refund is never reviewed by its applicant', async () => {
    const people = [
      'refunds.applicant',
      'refunds.cs_reviewer',
      'refunds.financial_reviewer',
      'refunds.payout_by',
      'barters.applicant',
      'customers.contact_name',
      'offline_orders.order_owner',
      'offline_orders.recorder',
      'staff_users.nickname',
      'orders.agent_name',
      // Not people, but named by staff too: a campaign and its discount, not "PDF Editor Pro Pro 5".
      'price_coupons.name',
      'commodity_coupons.name',
    ]
    for (const at of people) {
      const [table, column] = at.split('.')
      expect(await rows(`select ${column} from ${table} where ${column} ~ ' [0-9]+$' limit 1`), at).toEqual(
        [],
      )
    }
    expect(
      await rows(`select id from refunds
        where applicant in (cs_reviewer, financial_reviewer) or cs_reviewer = financial_reviewer limit 1`),
    ).toEqual([])
  })

  it('never keep a staff password in the staff table (it is hashed into the account)', async () => {
    expect(await rows(`select id from staff_users where password is not null limit 1`)).toEqual([])
  })
})
