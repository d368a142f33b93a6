import { describe, expect, it } from 'vitest'
import { licenses } from './entities/price-center'
import { clientBuyConfigs, commoditySkus } from './entities/commodity-center'
import { platformPaySettings } from './entities/order-center'
import { field } from './fields'
import { createSchema, fieldSchema, updateSchema, validate } from './schemas'

describe('createSchema', () => {
  const schema = createSchema(licenses)
  const good = { licenseCode: 'L-1', name: 'Pro', authorizationType: 'year' }

  it('accepts a minimal valid body and fills nothing in', () => {
    expect(validate(schema, good)).toEqual({ ok: true, value: good })
  })

  it('requires required fields and rejects unknown or server-owned ones', () => {
    const r = validate(schema, { name: 'x', bogus: 1, id: 3 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.issues.map((i) => i.field).sort()).toEqual(['authorizationType', 'bogus', 'id'])
  })

  it('lets a code the server generates be left out, null or empty; a code it does not generate is required', () => {
    const { licenseCode: _code, ...withoutCode } = good
    for (const body of [withoutCode, { ...good, licenseCode: null }, { ...good, licenseCode: '' }])
      expect(validate(schema, body).ok).toBe(true)
    // A commodity SKU's code is the price-center SKU's it sells: always chosen.
    const r = validate(createSchema(commoditySkus), {
      spuCode: 'SPU0001',
      name: 'n',
      price: 1,
      currency: 'USD',
    })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.issues.map((i) => i.field)).toEqual(['skuCode'])
  })

  it('enforces lengths, ranges, enums and types', () => {
    const r = validate(schema, {
      ...good,
      licenseCode: 'x'.repeat(41),
      deviceLimit: 0,
      authorizationType: 'week',
      durationDays: 1.5,
    })
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.issues.map((i) => i.field).sort()).toEqual([
        'authorizationType',
        'deviceLimit',
        'durationDays',
        'licenseCode',
      ])
  })

  it('checks JSON settings and money precision', () => {
    const cfg = createSchema(clientBuyConfigs)
    const base = { configCode: 'C', name: 'n', platform: 'web' }
    expect(validate(cfg, { ...base, pcPageSettings: '{"a":1}' }).ok).toBe(true)
    expect(validate(cfg, { ...base, pcPageSettings: '[1]' }).ok).toBe(false)
    expect(validate(cfg, { ...base, pcPageSettings: '{' }).ok).toBe(false)
  })

  it('accepts write-only secrets', () => {
    const body = {
      settingCode: 'G',
      platform: 'googlePlay',
      appName: 'a',
      packageName: 'p',
      sharedSecret: 's',
    }
    expect(validate(createSchema(platformPaySettings), body).ok).toBe(true)
  })
})

describe('updateSchema', () => {
  const schema = updateSchema(licenses)
  it('needs the version and allows partial changes', () => {
    expect(validate(schema, { version: 2, name: 'New' }).ok).toBe(true)
    expect(validate(schema, { name: 'New' }).ok).toBe(false)
  })
  it('cannot clear a required field', () => {
    expect(validate(schema, { version: 1, name: null }).ok).toBe(false)
    expect(validate(schema, { version: 1, description: null }).ok).toBe(true)
  })
})

describe('dates in bodies (issue 18)', () => {
  it('refuses year 0 and impossible days, which the database has no day for', () => {
    const [date, datetime] = [fieldSchema(field.date()), fieldSchema(field.datetime())]
    expect(date.safeParse('0000-01-01').success).toBe(false)
    expect(date.safeParse('2026-02-30').success).toBe(false)
    expect(date.safeParse('2024-02-29').success).toBe(true)
    expect(datetime.safeParse('0000-06-01T00:00:00Z').success).toBe(false)
    expect(datetime.safeParse('2026-02-30T00:00:00Z').success).toBe(false)
    expect(datetime.safeParse('0001-01-01T00:00:00Z').success).toBe(true)
  })
})
