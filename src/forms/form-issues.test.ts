import { describe, expect, it } from 'vitest'
import { customers } from '@/domain/entities/order-center'
import { offlineOrders } from '@/domain/entities/offline-orders'
import { orders } from '@/domain/entities/orders'
import { createSchema, updateSchema } from '@/domain/schemas'
import { clientIssues, missingReferenceOf, serverIssues } from './form-issues'

const kinds = (issues: { field: string; kind: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.field, i.kind]))

describe('client issues from the shared schemas', () => {
  it('missing required fields, including enums, are "required"', () => {
    const k = kinds(clientIssues(createSchema(offlineOrders), {}))
    expect(k.accountName).toBe('required')
    expect(k.orderType).toBe('required')
    expect(k.orderCurrency).toBe('required')
    expect(k.orderAmount).toBe('required')
    expect(k.qtyNumber).toBeUndefined() // has a default
  })

  it('a cleared required field on edit is "required"', () => {
    expect(kinds(clientIssues(updateSchema(customers), { version: 1, accountName: null }))).toEqual({
      accountName: 'required',
    })
  })

  it('names the precise problem with its limit', () => {
    const issues = clientIssues(createSchema(offlineOrders), {
      accountName: 'x'.repeat(121),
      contractId: 'C',
      licensedMail: 'nope',
      orderType: 'bogus',
      productName: 'P',
      orderCurrency: 'EUR',
      orderAmount: 1.234,
      qtyNumber: 0,
      paymentDate: '2026-02-30x',
    })
    const byField = Object.fromEntries(issues.map((i) => [i.field, i]))
    expect(byField.accountName).toMatchObject({ kind: 'tooLong', limit: 120 })
    expect(byField.licensedMail?.kind).toBe('email')
    expect(byField.orderType?.kind).toBe('option')
    expect(byField.orderAmount?.kind).toBe('cents')
    expect(byField.qtyNumber).toMatchObject({ kind: 'tooSmall', limit: 1 })
    expect(byField.paymentDate?.kind).toBe('date')
  })

  it('refuses a code with characters other than letters, digits, - and _', () => {
    const issues = clientIssues(updateSchema(orders), { version: 1, orderNo: 'OD 12', paymentNo: 'PAY-12_a' })
    expect(kinds(issues)).toEqual({ orderNo: 'code' })
  })

  it('reports one issue per field', () => {
    const issues = clientIssues(createSchema(customers), { email: 'x' })
    expect(issues.filter((i) => i.field === 'email')).toHaveLength(1)
  })

  it('refuses an address the server refuses: a host name label ending in a hyphen (issue 29)', () => {
    const issues = clientIssues(createSchema(customers), { email: 'a@b-.example.com' })
    expect(issues.find((i) => i.field === 'email')).toMatchObject({ kind: 'email' })
  })
})

describe('server issues', () => {
  it('a taken key is a duplicate; others recover their kind locally or keep the server words', () => {
    const body = { customerCode: 'C1', accountName: 'A', email: 'bad' }
    const issues = serverIssues(
      [
        { field: 'customerCode', message: 'already exists' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'taxId', message: 'checksum failed' },
      ],
      createSchema(customers),
      body,
    )
    expect(issues).toEqual([
      { field: 'customerCode', kind: 'duplicate' },
      { field: 'email', kind: 'email' },
      { field: 'taxId', kind: 'invalid', detail: 'checksum failed' },
    ])
  })
})

describe('missing references', () => {
  it('a server issue with a `reference` member names the entity and the missing keys', () => {
    const issues = serverIssues(
      [
        {
          field: 'licenseCode',
          message: 'no licenses with key NOSUCHLICENSE',
          reference: { entity: 'licenses', missing: ['NOSUCHLICENSE'] },
        },
        { field: 'accountName', message: 'already exists' },
      ],
      createSchema(offlineOrders),
      { licenseCode: 'NOSUCHLICENSE' },
    )
    expect(issues).toEqual([
      {
        field: 'licenseCode',
        kind: 'missingReference',
        reference: { entity: 'licenses', missing: ['NOSUCHLICENSE'] },
      },
      { field: 'accountName', kind: 'duplicate' },
    ])
  })

  it('ignores a malformed reference member (the issue keeps its other meaning)', () => {
    expect(missingReferenceOf({ field: 'f', message: 'm', reference: { entity: 'skus', missing: [] } })).toBe(
      undefined,
    )
    expect(missingReferenceOf({ field: 'f', message: 'm', reference: 'skus' })).toBe(undefined)
    expect(missingReferenceOf({ field: 'f', message: 'm', reference: { missing: ['A'] } })).toBe(undefined)
    expect(missingReferenceOf({ field: 'f', message: 'm' })).toBe(undefined)
    expect(
      missingReferenceOf({ field: 'f', message: 'm', reference: { entity: 'skus', missing: ['A', 2, 'B'] } }),
    ).toEqual({ entity: 'skus', missing: ['A', 'B'] })
  })
})

describe('business rule refusals from the server', () => {
  const schema = createSchema(customers)
  const body = { customerCode: 'C1', accountName: 'A' }

  it('become rule issues with their key and params', () => {
    const issues = serverIssues(
      [
        {
          field: 'effectiveFrom',
          message: 'Price PR-1 is already active for this SKU, currency and country in that period',
          rule: 'priceOverlap',
          params: { priceCode: 'PR-1' },
        },
        {
          field: 'bundleItems',
          message: 'A bundle contains at least two different regular SKUs',
          rule: 'bundleTooFewItems',
        },
      ],
      schema,
      body,
    )
    expect(issues).toEqual([
      { field: 'effectiveFrom', kind: 'rule', rule: 'priceOverlap', params: { priceCode: 'PR-1' } },
      { field: 'bundleItems', kind: 'rule', rule: 'bundleTooFewItems', params: {} },
    ])
  })

  it('keep only string and number params', () => {
    const [issue] = serverIssues(
      [
        {
          field: 'usedCount',
          message: 'Used 3 times, more than the limit of 2',
          rule: 'usedOverLimit',
          params: { used: 3, limit: '2', extra: { nested: true }, bad: Number.NaN, list: [1] },
        },
      ],
      schema,
      body,
    )
    expect(issue).toEqual({
      field: 'usedCount',
      kind: 'rule',
      rule: 'usedOverLimit',
      params: { used: 3, limit: '2' },
    })
  })

  it('an unknown rule keeps the server words', () => {
    const [issue] = serverIssues(
      [{ field: 'amount', message: 'Some newer rule', rule: 'notARuleYet', params: { x: 1 } }],
      schema,
      body,
    )
    expect(issue).toEqual({ field: 'amount', kind: 'invalid', detail: 'Some newer rule' })
  })

  it('params that are not an object are dropped', () => {
    const [issue] = serverIssues(
      [{ field: 'priority', message: 'clash', rule: 'rulePriorityClash', params: 'R1' }],
      schema,
      body,
    )
    expect(issue).toEqual({ field: 'priority', kind: 'rule', rule: 'rulePriorityClash', params: {} })
  })
})
