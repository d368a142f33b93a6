import { describe, expect, it } from 'vitest'
import { BARTER_MESSAGES } from '@/domain/barter-rules'
import {
  barterProblems,
  barterToValues,
  emptyBarter,
  firstProblemField,
  isBarterEditable,
  isDirty,
  issuesToProblems,
  toBarterEdit,
  toBarterInput,
  type BarterFormValues,
} from './barter-form-model'

const complete: BarterFormValues = {
  orderNo: 'OD0000000001',
  replacementItem: 'SKU00001',
  exchangeType: 'upgrade',
  reason: 'Customer needs the Mac version',
  newItem: 'SKU00002',
  handlingMethod: 'chargeDifference',
  billingStartDate: '2026-12-01',
  priceDifference: 12.5,
}

describe('barter form checks (the shared rules)', () => {
  it('names each of the seven required fields of an empty form with its spec message', () => {
    const problems = barterProblems(emptyBarter('OD1'), 'apply')
    expect(Object.values(problems)).toEqual(
      Object.keys(BARTER_MESSAGES)
        .slice(0, 7)
        .map((key) => ({ kind: 'rule', key })),
    )
    expect(firstProblemField(problems)).toBe('replacementItem')
  })

  it('refuses a zero price difference with its own message', () => {
    expect(barterProblems({ ...complete, priceDifference: 0 }, 'apply')).toEqual({
      priceDifference: { kind: 'rule', key: 'priceDifferenceNotZero' },
    })
  })

  it('treats blank text and a cleared amount (NaN) as missing', () => {
    const problems = barterProblems({ ...complete, reason: '   ', priceDifference: Number.NaN }, 'apply')
    expect(problems.reason).toEqual({ kind: 'rule', key: 'provideReason' })
    expect(problems.priceDifference).toEqual({ kind: 'rule', key: 'fillPriceDifference' })
  })

  it('asks for the order when applying, not when editing', () => {
    expect(barterProblems({ ...complete, orderNo: ' ' }, 'apply')).toEqual({
      orderNo: { kind: 'orderMissing' },
    })
    expect(barterProblems({ ...complete, orderNo: '' }, 'edit')).toEqual({})
  })

  it('passes a complete form, negative differences included', () => {
    expect(barterProblems(complete, 'apply')).toEqual({})
    expect(barterProblems({ ...complete, priceDifference: -3 }, 'edit')).toEqual({})
  })

  it('reports what the shared schema refuses (too long) as invalid', () => {
    expect(barterProblems({ ...complete, newItem: 'X'.repeat(41) }, 'apply').newItem?.kind).toBe('invalid')
  })
})

describe('barter bodies', () => {
  it('trims text and sends empty fields as null', () => {
    expect(toBarterInput({ ...emptyBarter(' OD1 '), reason: ' why ' })).toEqual({
      orderNo: 'OD1',
      replacementItem: null,
      exchangeType: null,
      reason: 'why',
      newItem: null,
      handlingMethod: null,
      billingStartDate: null,
      priceDifference: null,
    })
  })

  it('edits without the order number, at the version the user started from', () => {
    const body = toBarterEdit(complete, 4)
    expect(body).not.toHaveProperty('orderNo')
    expect(body.version).toBe(4)
  })

  it('reads a stored barter back into the form', () => {
    const row = { ...complete, billingStartDate: '2026-12-01T00:00:00.000Z', priceDifference: '12.5' }
    expect(barterToValues(row)).toEqual(complete)
    expect(barterToValues({}).priceDifference).toBeNull()
  })
})

describe('server issues and state', () => {
  it('maps rule keys to their message and anything else to an invalid value, first issue per field', () => {
    expect(
      issuesToProblems([
        { field: 'newItem', message: 'selectNewItem' },
        { field: 'newItem', message: 'other' },
        { field: 'billingStartDate', message: 'Invalid ISO date' },
        { field: 'version', message: 'stale version' },
      ]),
    ).toEqual({
      newItem: { kind: 'rule', key: 'selectNewItem' },
      billingStartDate: { kind: 'invalid', detail: 'Invalid ISO date' },
    })
  })

  it('maps an item code that names no SKU to a missing reference on its field', () => {
    expect(
      issuesToProblems([
        {
          field: 'newItem',
          message: 'no skus with key NOSUCHSKU',
          reference: { entity: 'skus', missing: ['NOSUCHSKU'] },
        },
        { field: 'replacementItem', message: 'selectReplacementItem' },
      ]),
    ).toEqual({
      newItem: { kind: 'missingReference', reference: { entity: 'skus', missing: ['NOSUCHSKU'] } },
      replacementItem: { kind: 'rule', key: 'selectReplacementItem' },
    })
  })

  it('knows a changed form and an editable barter', () => {
    expect(isDirty(complete, { ...complete })).toBe(false)
    expect(isDirty({ ...complete, priceDifference: 1 }, complete)).toBe(true)
    expect(isBarterEditable({ status: 'pending' })).toBe(true)
    expect(isBarterEditable({ status: 'approved' })).toBe(false)
  })
})
