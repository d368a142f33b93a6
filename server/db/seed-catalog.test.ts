import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { referencesOf, splitKeys } from '@/domain/references'
import { recordRuleIssues } from '@/domain/rules/price-center'
import { selectColumns, toRecord } from '../api/list-query'
import { openDb } from './client'
import { migrate } from './schema'
import { entities } from '@/domain/registry'
import { catalogOverrides } from './seed-catalog'
import { keyPools, POOL_SIZES } from './seed-key-pools'
import { seedOrders } from './seed-orders'
import { seedPlan } from './seed-plan'

describe('seeded references', () => {
  it('have a pool for every referenced entity, seeded with the key the pool names', () => {
    const pools = keyPools(5000)
    for (const e of Object.values(entities) as EntityDef[])
      for (const r of referencesOf(e)) expect(pools[r.target], `${e.name}.${r.field}`).toBeDefined()
    for (const name of Object.keys(POOL_SIZES)) {
      const e = entities[name as keyof typeof entities] as EntityDef
      expect(catalogOverrides(name)?.[e.key], name).toBe(pools[name]!.code('(g - 1)'))
    }
  })

  it('seed every pool entity at least as large as its pool at any SEED_ORDERS', async () => {
    for (const orders of [0, 20, 5000, 200_000]) {
      const counts = new Map<string, number>()
      const tx = {
        query: async (sql: string, params?: unknown[]) => {
          const table = /insert into (\w+)/.exec(sql)?.[1]
          if (table) counts.set(table, Number(params?.[0] ?? 0))
          return { rows: [] }
        },
      }
      for (const step of seedPlan(orders)) if (step.name !== 'orders') await step.run(tx)
      for (const [name, size] of Object.entries(POOL_SIZES)) {
        const e = entities[name as keyof typeof entities] as EntityDef
        expect(counts.get(e.table), `${name} at ${orders} orders`).toBeGreaterThanOrEqual(size)
      }
      // Without orders, nothing that must name an order is seeded.
      if (orders === 0) {
        expect(counts.get(entities.barters.table) ?? 0).toBe(0)
        expect(counts.get(entities.orderAssociations.table) ?? 0).toBe(0)
      }
    }
  })
})

describe('the seed plan on several connections', () => {
  it('seeds the orders in equal parts covering each order once, recorded as orders once all are done', () => {
    for (const orders of [5000, 3_000_001, 10_000_000]) {
      const steps = seedPlan(orders, { lanes: 2 })
      const parts = steps.filter((s) => s.name.startsWith('orders@'))
      expect(parts.length % 2, `${orders}`).toBe(0)
      let next = 1
      for (const p of parts) {
        const [from, to] = p.name.slice('orders@'.length).split('-').map(Number) as [number, number]
        expect(from).toBe(next)
        expect(to - from + 1).toBeLessThanOrEqual(2_000_000)
        next = to + 1
      }
      expect(next - 1).toBe(orders)
      expect(steps.find((s) => s.name === 'orders')?.after).toEqual(parts.map((p) => p.name))
      expect(steps.find((s) => s.name === 'refunds')?.after).toContain('orders')
    }
    expect(seedPlan(5000).filter((s) => s.name.startsWith('orders@'))).toEqual([])
  })
})

describe('the seeded price center', () => {
  it('obeys the price-center rules (5,000 orders)', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-rules-'))
    const db = await openDb({ dataDir: dir })
    try {
      await migrate(db)
      await db.transaction(async (tx) => {
        for (const step of seedPlan(5000)) if (step.name !== 'orders') await step.run(tx)
        await seedOrders(tx, 5000)
      })
      const all = async (e: EntityDef) =>
        (await db.query(`select ${selectColumns(e)} from ${e.table}`)).rows.map((r) => toRecord(e, r))
      const skuList = await all(entities.skus)
      const priceList = await all(entities.prices)
      // Record rules (shared with the console) hold for every row.
      for (const e of [
        entities.skus,
        entities.prices,
        entities.priceCoupons,
        entities.priceRules,
      ] as EntityDef[])
        for (const r of await all(e))
          expect(recordRuleIssues(e.name, r), `${e.name} ${String(r[e.key])}`).toEqual([])
      // Bundles hold regular SKUs; upgrades name another SKU; a price's type is its SKU's.
      const typeOf = new Map(skuList.map((s) => [s.skuCode as string, s.type as string]))
      for (const s of skuList) {
        if (s.type === 'bundle')
          for (const k of splitKeys(s.bundleItems as string))
            expect(typeOf.get(k), `${String(s.skuCode)} item ${k}`).toBe('regular')
        else expect(s.bundleItems).toBeNull()
        if (s.type === 'upgrade') expect(typeOf.has(s.upgradeFromSku as string)).toBe(true)
      }
      for (const p of priceList) expect(p.type, String(p.priceCode)).toBe(typeOf.get(p.skuCode as string))
      // No overlapping active prices, no clashing active rules.
      const overlaps = await db.query(`select a.price_code from prices a join prices b
        on a.sku_code = b.sku_code and a.currency = b.currency and a.country is not distinct from b.country
        and a.id < b.id and a.status = 'active' and b.status = 'active'
        and (a.effective_from is null or b.effective_to is null or a.effective_from < b.effective_to)
        and (b.effective_from is null or a.effective_to is null or b.effective_from < a.effective_to)`)
      expect(overlaps.rows).toEqual([])
      const clashes = await db.query(`select a.rule_code from price_rules a join price_rules b
        on a.sku_code is not distinct from b.sku_code and a.currency is not distinct from b.currency
        and a.country is not distinct from b.country and a.priority = b.priority
        and a.id < b.id and a.status = 'active' and b.status = 'active'`)
      expect(clashes.rows).toEqual([])
      // Every SKU an order was sold with has an active price in the order's currency; yen and won are whole.
      const unpriced = await db.query(`select distinct o.sku, o.currency from orders o where not exists (
        select 1 from prices p where p.sku_code = o.sku and p.currency = o.currency and p.status = 'active'
        and p.country is null and p.effective_to is null)`)
      expect(unpriced.rows).toEqual([])
      const fractional = await db.query(
        `select price_code from prices where currency in ('JPY', 'KRW') and amount <> round(amount)`,
      )
      expect(fractional.rows).toEqual([])
      // Some bundles cost less than their items; some coupons expired; some rules start in the future.
      const cheaper = priceList.filter(
        (p) => p.type === 'bundle' && Number(p.amount) < Number(p.originalAmount),
      )
      expect(cheaper.length).toBeGreaterThan(10)
      const expired = await db.query(`select 1 from price_coupons where valid_to < now()`)
      expect(expired.rows.length).toBeGreaterThan(0)
      const future = await db.query(
        `select 1 from price_rules where start_time > now() and status = 'active'`,
      )
      expect(future.rows.length).toBeGreaterThan(0)
      const selfBound = await db.query(`select 1 from bound_products where sku_code = bound_sku_code`)
      expect(selfBound.rows).toEqual([])
    } finally {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
