import { describe, expect, it } from 'vitest'
import { customers, platformPaySettings } from '@/domain/entities/order-center'
import { offlineOrders } from '@/domain/entities/offline-orders'
import { field } from '@/domain/fields'
import { updateSchema } from '@/domain/schemas'
import { buildBody, formFields, fromInput, initialValues, isDirty, toInput } from './field-codec'

describe('value ↔ input conversion', () => {
  it('round-trips each kind through its input', () => {
    expect(toInput(field.money(), 12.5)).toBe(12.5)
    expect(toInput(field.int(), null)).toBeNull()
    expect(toInput(field.bool(), true)).toBe(true)
    expect(toInput(field.bool(), null)).toBe(false)
    expect(toInput(field.date(), '2026-11-20')).toBe('2026-11-20')
    expect(toInput(field.enum(['a', 'b']), null)).toBe('')
    expect(toInput(field.string(), 'x')).toBe('x')
    expect(fromInput(field.money(), 12.5)).toBe(12.5)
    expect(fromInput(field.int(), null)).toBeNull()
    expect(fromInput(field.int(), NaN)).toBeNull()
    expect(fromInput(field.date(), '')).toBeNull()
    expect(fromInput(field.enum(['a']), '')).toBeNull()
  })

  it('trims short strings but keeps long text as typed; blank is null', () => {
    expect(fromInput(field.string(), '  Acme  ')).toBe('Acme')
    expect(fromInput(field.string(), '   ')).toBeNull()
    expect(fromInput(field.text(), '  line one\nline two ')).toBe('  line one\nline two ')
    expect(fromInput(field.text(), '  ')).toBeNull()
  })

  it('datetime inputs are local times sent as ISO instants', () => {
    const iso = '2026-03-04T05:06:00.000Z'
    const local = toInput(field.datetime(), iso)
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(fromInput(field.datetime(), local)).toBe(iso)
  })
})

describe('form values and request bodies', () => {
  it('starts a new record from the declared defaults and presets', () => {
    const v = initialValues(offlineOrders)
    expect(v.qtyNumber).toBe(1)
    expect(v.paymentStatus).toBe('unpaid')
    expect(v.customized).toBe(false)
    expect(v.accountName).toBe('')
    expect(initialValues(platformPaySettings, undefined, { platform: 'applePay' }).platform).toBe('applePay')
  })

  it('never puts server-owned or write-only fields in the form values', () => {
    const names = formFields(offlineOrders).map(([n]) => n)
    expect(names).not.toContain('offlineOrderNo')
    expect(names).not.toContain('reviewStatus')
    expect(names).not.toContain('recorder')
    const record = { id: 1, version: 1, sharedSecret: 'leak', serviceAccountKey: 'leak', appName: 'A' }
    expect(JSON.stringify(initialValues(platformPaySettings, record))).not.toContain('leak')
  })

  it('create sends only filled fields', () => {
    const values = { ...initialValues(customers), customerCode: 'C1', accountName: ' Acme ', email: 'a@b.co' }
    expect(buildBody(customers, values, {})).toEqual({
      customerCode: 'C1',
      accountName: 'Acme',
      email: 'a@b.co',
    })
  })

  it('edit sends the version and only what changed; clearing sends null', () => {
    const record = {
      id: 7,
      version: 3,
      customerCode: 'C1',
      accountName: 'Acme',
      email: 'a@b.co',
      phone: '123',
    }
    const base = { values: initialValues(customers, record), version: 3 }
    const values = { ...base.values, accountName: 'Acme Ltd', phone: '' }
    const body = buildBody(customers, values, {}, base)
    expect(body).toEqual({ version: 3, accountName: 'Acme Ltd', phone: null })
    expect(updateSchema(customers).safeParse(body).success).toBe(true)
  })

  it('a secret goes along only when typed, and counts as a change', () => {
    const record = {
      id: 1,
      version: 2,
      settingCode: 'S',
      platform: 'googlePlay',
      appName: 'A',
      packageName: 'p',
    }
    const base = { values: initialValues(platformPaySettings, record), version: 2 }
    expect(buildBody(platformPaySettings, base.values, { sharedSecret: '' }, base)).toEqual({ version: 2 })
    expect(buildBody(platformPaySettings, base.values, { sharedSecret: 'x' }, base)).toEqual({
      version: 2,
      sharedSecret: 'x',
    })
    expect(isDirty(platformPaySettings, base.values, base.values, {})).toBe(false)
    expect(isDirty(platformPaySettings, base.values, base.values, { sharedSecret: 'x' })).toBe(true)
  })

  it('whitespace-only edits are not changes', () => {
    const record = { id: 1, version: 1, customerCode: 'C1', accountName: 'Acme', email: 'a@b.co' }
    const start = initialValues(customers, record)
    expect(isDirty(customers, { ...start, accountName: 'Acme ' }, start, {})).toBe(false)
    expect(isDirty(customers, { ...start, accountName: 'Acme2' }, start, {})).toBe(true)
  })
})
