import { describe, expect, it } from 'vitest'
import {
  checkDraft,
  emptyDraft,
  isDirty,
  keyFor,
  refundableOf,
  toApplyBody,
  withType,
  type RefundDraft,
} from './refund-apply-model'

const filled = (patch: Partial<RefundDraft> = {}): RefundDraft => ({
  ...emptyDraft('OD0000000007'),
  type: 'partial',
  amount: '10.50',
  currency: 'USD',
  reasonType: 'technicalIssue',
  ...patch,
})
const refundable = { currency: 'USD', remaining: 99.99 }

describe('refund apply draft', () => {
  it('accepts a complete partial refund and builds the body the server schema takes', () => {
    const r = checkDraft(filled({ ticketId: ' T-1 ', description: '' }), refundable)
    expect(r).toEqual({
      ok: true,
      body: {
        orderNo: 'OD0000000007',
        type: 'partial',
        amount: 10.5,
        currency: 'USD',
        method: 'invalidateAuthorization',
        reasonType: 'technicalIssue',
        ticketId: 'T-1',
      },
    })
  })

  it('asks for the amount of a partial refund, and a valid one', () => {
    expect(checkDraft(filled({ amount: '' }), refundable)).toMatchObject({
      ok: false,
      problems: { amount: 'amountRequired' },
    })
    for (const amount of ['abc', '-3', '0', '1.234'])
      expect(checkDraft(filled({ amount }), refundable)).toMatchObject({
        problems: { amount: 'amountInvalid' },
      })
  })

  it('refuses more than the refundable remainder, and a full refund that is not all of it', () => {
    expect(checkDraft(filled({ amount: '100' }), refundable)).toMatchObject({
      problems: { amount: 'amountTooHigh' },
    })
    expect(checkDraft(filled({ type: 'full', amount: '50' }), refundable)).toMatchObject({
      problems: { amount: 'amountNotRemainder' },
    })
    expect(checkDraft(filled({ type: 'full', amount: '99.99' }), refundable).ok).toBe(true)
  })

  it('names missing required choices and the spec rules the server answers with codes', () => {
    const r = checkDraft(filled({ reasonType: '', currency: '' }))
    expect(r).toMatchObject({ problems: { reasonType: 'required', currency: 'required' } })
    expect(checkDraft(filled({ currency: 'EUR' }), refundable)).toMatchObject({
      problems: { currency: 'currencyMismatch' },
    })
    expect(checkDraft(filled({ method: 'keepAuthorization' }), refundable)).toMatchObject({
      problems: { method: 'keepOnlyForTax' },
    })
    expect(checkDraft(filled({ method: 'keepAuthorization', reasonType: 'tax' }), refundable).ok).toBe(true)
    expect(checkDraft(filled({ ticketId: 'x'.repeat(65) }))).toMatchObject({
      problems: { ticketId: 'tooLong' },
    })
  })

  it('fills a full refund with the whole remainder and asks a partial one for its amount', () => {
    expect(withType(filled(), 'full', refundable)).toMatchObject({ type: 'full', amount: '99.99' })
    expect(withType(filled({ type: 'full' }), 'partial', refundable)).toMatchObject({
      type: 'partial',
      amount: '',
    })
    expect(withType(filled(), 'partial', refundable)).toMatchObject({ amount: '10.50' })
  })

  it('leaves empty optional fields out of the body', () => {
    expect(toApplyBody(emptyDraft('X'))).not.toHaveProperty('taxId')
    expect(toApplyBody(filled({ amount: '1,200.5' })).amount).toBe(1200.5)
  })
})

describe('refund apply helpers', () => {
  it('computes the refundable remainder in cents, never below zero', () => {
    expect(refundableOf(100, [30.1, 20.2])).toBe(49.7)
    expect(refundableOf(10, [30])).toBe(0)
  })

  it('is dirty only once the user typed something beyond what the order fills in', () => {
    const initial = emptyDraft('OD1')
    expect(isDirty({ ...initial, currency: 'USD', amount: '12.00' }, initial)).toBe(false)
    expect(isDirty({ ...initial, description: 'x' }, initial)).toBe(true)
    expect(isDirty({ ...initial, type: 'partial', amount: '3' }, initial)).toBe(true)
  })

  it('reuses the Idempotency-Key for a retry of the same body and makes a new one for a changed body', () => {
    let n = 0
    const next = () => `k${++n}`
    const first = keyFor(undefined, { a: 1 }, next)
    expect(keyFor(first, { a: 1 }, next)).toBe(first)
    expect(keyFor(first, { a: 2 }, next).key).toBe('k2')
  })
})
