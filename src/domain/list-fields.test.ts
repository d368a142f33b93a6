import { describe, expect, it } from 'vitest'
import type { EntityDef } from './entity'
import { entities } from './registry'
import { cellNeeds, defaultListFields } from './list-fields'
import { orders } from './entities/orders'

describe('money fields', () => {
  it('name a real field of their entity as its currency and as what tells a percentage apart', () => {
    for (const entity of Object.values(entities) as EntityDef[]) {
      const named = [
        ...(entity.currencyField ? [entity.currencyField] : []),
        ...Object.entries(entity.percentWhen ?? {}).flatMap(([money, when]) => [
          money,
          ...Object.keys(when ?? {}),
        ]),
      ]
      expect(
        named.filter((f) => !(f in entity.fields)),
        entity.name,
      ).toEqual([])
    }
  })

  it("read the record's currency beside an amount; other fields read nothing more", () => {
    expect(cellNeeds(orders, 'actualPayment')).toEqual(['currency'])
    expect(cellNeeds(orders, 'email')).toBeUndefined()
  })
})

describe("a list's default fields", () => {
  it('are the key, the default columns and what their cells read, sorted, less what the screen fixes', () => {
    const fields = defaultListFields(orders)
    expect(fields).toEqual([...fields].sort())
    expect(fields).toContain('orderNo')
    expect(fields).toContain('currency')
    expect(fields).toContain('status')
    expect(defaultListFields(orders, { status: 'paid' })).not.toContain('status')
  })
})
