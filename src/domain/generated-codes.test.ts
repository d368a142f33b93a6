import { describe, expect, it } from 'vitest'
import { generatedKey, generatedKeyPattern, generatesKey, requiredOnCreate, type EntityDef } from './entity'
import { entities } from './registry'

const all = Object.values(entities) as EntityDef[]

/** Entities whose code staff always choose: the name a person signs in with, the price-center SKU sold. */
const CHOSEN_CODES = ['users', 'commoditySkus']

describe('codes of new records (issue 29)', () => {
  it('every entity staff create records of either numbers new codes or says why not', () => {
    const undecided = all.filter(
      (e) => e.operations.includes('create') && !generatesKey(e) && !CHOSEN_CODES.includes(e.name),
    )
    expect(undecided.map((e) => e.name)).toEqual([])
  })

  it('a generated code may be left empty on create; other required fields may not', () => {
    const { prices, commoditySkus } = entities
    expect(requiredOnCreate(prices, 'priceCode')).toBe(false)
    expect(requiredOnCreate(prices, 'skuCode')).toBe(true)
    expect(requiredOnCreate(prices, 'status')).toBe(false) // has a default
    expect(requiredOnCreate(commoditySkus, 'skuCode')).toBe(true)
  })

  it('a generated code has the declared prefix and digits, more digits once they run out', () => {
    const { prices, licenses, clientBuyConfigs } = entities
    expect(generatedKey(prices, 4001)).toBe('PRC004001')
    expect(generatedKey(licenses, 1000)).toBe('LIC-1000')
    expect(generatedKey(clientBuyConfigs, 7)).toBe('CBC-0007')
    for (const e of all.filter(generatesKey)) {
      const pattern = generatedKeyPattern(e)
      expect(generatedKey(e, 1)).toMatch(pattern)
      expect(generatedKey(e, 10 ** (e.keyDigits ?? 6) + 1)).toMatch(pattern)
      expect(`x${generatedKey(e, 1)}`).not.toMatch(pattern)
    }
  })
})
