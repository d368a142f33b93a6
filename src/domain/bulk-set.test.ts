import { describe, expect, it } from 'vitest'
import { bulkSetSchema, checkSetValue, sameValue, settableFields } from './bulk-set'
import { clientBuyConfigs } from './entities/commodity-center'
import { prices, skus } from './entities/price-center'
import { users } from './entities/product-backstage'
import { field } from './fields'
import { validate } from './schemas'

describe('settableFields', () => {
  it('offers the writable fields but the key, write-only secrets and JSON documents', () => {
    expect(settableFields(prices)).toEqual([
      'skuCode',
      'type',
      'currency',
      'country',
      'amount',
      'originalAmount',
      'effectiveFrom',
      'effectiveTo',
      'status',
    ])
    expect(settableFields(users)).not.toContain('username')
    expect(settableFields(users)).not.toContain('password')
    expect(settableFields(clientBuyConfigs)).not.toContain('pcPageSettings')
    expect(settableFields(clientBuyConfigs)).toContain('pcSkuCards')
  })
})

describe('bulkSetSchema', () => {
  const items = [{ key: 'P1', version: 1 }]
  it('takes a settable field, any value (checked after), 1–500 items and an optional dry run', () => {
    expect(validate(bulkSetSchema(prices), { field: 'amount', value: 1, items }).ok).toBe(true)
    expect(validate(bulkSetSchema(prices), { field: 'amount', value: 1, items, dryRun: true }).ok).toBe(true)
    for (const body of [
      { field: 'priceCode', value: 'x', items },
      { field: 'version', value: 1, items },
      { field: 'amount', value: 1, items: [] },
      { field: 'amount', value: 1, items, extra: 1 },
      {
        field: 'amount',
        value: 1,
        items: Array.from({ length: 501 }, (_, i) => ({ key: `K${i}`, version: 1 })),
      },
    ])
      expect(validate(bulkSetSchema(prices), body).ok, JSON.stringify(body).slice(0, 60)).toBe(false)
  })
})

describe('checkSetValue', () => {
  it('checks the value as an edit body checks the field, naming it `value`', () => {
    expect(checkSetValue(prices, 'amount', 12.5)).toEqual({ ok: true, value: 12.5 })
    expect(checkSetValue(prices, 'country', null)).toEqual({ ok: true, value: null })
    for (const value of [undefined, null, 'abc', -1, 1.005, 2e6]) {
      const r = checkSetValue(prices, 'amount', value)
      expect(r.ok, String(value)).toBe(false)
      if (!r.ok) expect(r.issues.every((i) => i.field === 'value')).toBe(true)
    }
    expect(checkSetValue(prices, 'status', 'archived').ok).toBe(false)
    expect(checkSetValue(skus, 'name', 'x'.repeat(121)).ok).toBe(false)
  })
})

describe('sameValue', () => {
  it('compares instants as instants, key lists as sets, numbers as numbers, empty as empty', () => {
    const at = field.datetime()
    expect(sameValue(at, '2026-01-01T00:00:00.000Z', '2026-01-01T08:00:00+08:00')).toBe(true)
    expect(sameValue(at, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01Z')).toBe(false)
    const list = field.string({ references: 'skus', many: true })
    expect(sameValue(list, 'A,B', 'B, A')).toBe(true)
    expect(sameValue(list, 'A,B', 'A')).toBe(false)
    expect(sameValue(field.money(), 12.5, 12.5)).toBe(true)
    expect(sameValue(field.money(), 12.5, 12.51)).toBe(false)
    expect(sameValue(field.string(), null, '')).toBe(true)
    expect(sameValue(field.string(), null, 'x')).toBe(false)
    expect(sameValue(field.enum(['a', 'b']), 'a', 'a')).toBe(true)
    expect(sameValue(field.date(), '2026-03-01', '2026-03-01')).toBe(true)
  })
})
