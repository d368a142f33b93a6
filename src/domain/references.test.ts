import { describe, expect, it } from 'vitest'
import { entityDdl } from '../../server/db/schema'
import type { EntityDef } from './entity'
import { barters } from './entities/refunds-barters'
import { skus } from './entities/price-center'
import { columnName } from './fields'
import {
  joinKeys,
  keysOf,
  labelOf,
  referencedEntities,
  referencesOf,
  referencesTo,
  splitKeys,
  unknownKeysMessage,
} from './references'
import { entities, entityByName } from './registry'

const all = Object.values(entities) as EntityDef[]

describe('referencesOf', () => {
  it('lists an entity’s reference fields with their target, in declaration order', () => {
    expect(referencesOf(skus)).toEqual([
      { field: 'licenseCode', target: 'licenses', many: false },
      { field: 'bundleItems', target: 'skus', many: true },
      { field: 'upgradeFromSku', target: 'skus', many: false },
    ])
    expect(referencesOf(barters).map((r) => r.field)).toEqual(['orderNo', 'replacementItem', 'newItem'])
    expect(referencesOf(entities.customers)).toEqual([])
  })
})

describe('referencesTo', () => {
  it('finds every field of the registry pointing at an entity', () => {
    const toSkus = referencesTo('skus')
    expect(toSkus).toContainEqual({ entity: 'prices', field: 'skuCode', many: false })
    expect(toSkus).toContainEqual({ entity: 'skus', field: 'bundleItems', many: true })
    expect(toSkus).toContainEqual({ entity: 'priceCoupons', field: 'skuCodes', many: true })
    expect(toSkus).toContainEqual({ entity: 'barters', field: 'newItem', many: false })
    expect(toSkus).toContainEqual({ entity: 'orders', field: 'sku', many: false })
    // Each center names its own SKUs.
    expect(toSkus.some((r) => r.entity === 'commodityCoupons')).toBe(false)
    expect(referencesTo('commoditySkus')).toContainEqual({
      entity: 'commodityCoupons',
      field: 'skuCodes',
      many: true,
    })
    expect(referencesTo('customers')).toEqual([])
    expect(referencesTo('nothing')).toEqual([])
  })

  it('is the inverse of referencesOf over the whole registry', () => {
    const forward = all.flatMap((e) => referencesOf(e).map((r) => `${e.name}.${r.field}→${r.target}`))
    const backward = referencedEntities().flatMap((t) =>
      referencesTo(t).map((r) => `${r.entity}.${r.field}→${t}`),
    )
    expect(backward.sort()).toEqual(forward.sort())
  })
})

describe('declarations', () => {
  it('name a registry entity, whose key is unique-indexed and whose label field exists', () => {
    for (const e of all)
      for (const r of referencesOf(e)) {
        const target = entityByName(r.target)
        expect(target, `${e.name}.${r.field} → ${r.target}`).toBeDefined()
        if (!target) continue
        expect(entityDdl(target)).toContain(
          `create unique index if not exists ${target.table}_${columnName(target.key)}_key on ${target.table} (${columnName(target.key)})`,
        )
      }
    for (const e of all) if (e.label) expect(e.fields[e.label], `${e.name}.label`).toBeDefined()
  })

  it('hold keys in string fields; single keys no longer than the referenced key, lists filtered as text', () => {
    for (const e of all)
      for (const r of referencesOf(e)) {
        const def = e.fields[r.field]!
        const target = entityByName(r.target)!
        expect(def.kind, `${e.name}.${r.field}`).toBe('string')
        if (r.many) expect(def.filter).toBe('text')
        else expect(def.max ?? 0).toBeGreaterThanOrEqual(target.fields[target.key]?.max ?? 0)
      }
  })

  it('give every referenced entity something to show beside the key', () => {
    for (const name of referencedEntities()) expect(labelOf(entityByName(name)!), name).toBeDefined()
    expect(labelOf(skus)).toBe('name')
    expect(labelOf(entities.orders)).toBe('email')
    expect(labelOf(entities.cartOrders)).toBeUndefined()
  })
})

describe('splitKeys', () => {
  it('trims, drops empties and repeats, keeps the first order', () => {
    expect(splitKeys(' SKU1, SKU2 ,,SKU1,  ,SKU3 ')).toEqual(['SKU1', 'SKU2', 'SKU3'])
    expect(splitKeys('')).toEqual([])
    expect(splitKeys(null)).toEqual([])
    expect(splitKeys(undefined)).toEqual([])
    expect(joinKeys(' A , B,A,')).toBe('A,B')
  })

  it('keysOf takes a single key as stored and splits a list', () => {
    expect(keysOf('SKU1', false)).toEqual(['SKU1'])
    expect(keysOf('SKU1,SKU2', false)).toEqual(['SKU1,SKU2'])
    expect(keysOf('SKU1, SKU2', true)).toEqual(['SKU1', 'SKU2'])
    expect(keysOf('', false)).toEqual([])
    expect(keysOf(null, true)).toEqual([])
    expect(keysOf(3, false)).toEqual([])
  })

  it('unknown keys read as one message', () => {
    expect(unknownKeysMessage('skus', ['A', 'B'])).toBe('unknown skus: A, B')
  })
})
