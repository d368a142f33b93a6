import { describe, expect, it } from 'vitest'
import type { EntityDef } from '../../src/domain/entity'
import { referencesOf } from '../../src/domain/references'
import { entities } from '../../src/domain/registry'
import { catalogOverrides, keyPools, POOL_SIZES } from './seed-catalog'
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
