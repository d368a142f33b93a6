import { describe, expect, it } from 'vitest'
import { barterRuleIssues, BARTER_MESSAGES } from './barter-rules'
import { REFUND_CODES, isValidTaxId } from './refund-apply'
import {
  nextRefundStatus,
  refundActionsFrom,
  refundStatusesAfter,
  REFUND_STATUSES,
  REFUND_TRANSITIONS,
} from './refund-workflow'
import { REFUND_APPLY_CODES } from './envelope'

describe('refund transitions', () => {
  it('reach every status from an application', () => {
    const reached = new Set<string>(['awaitingCsReview'])
    for (let i = 0; i < REFUND_STATUSES.length; i++)
      for (const t of Object.values(REFUND_TRANSITIONS))
        if (t.from.some((f) => reached.has(f))) reached.add(t.to)
    expect([...reached].sort()).toEqual([...REFUND_STATUSES].sort())
  })

  it('allow only the written-down moves', () => {
    expect(nextRefundStatus('csApprove', 'awaitingCsReview')).toBe('pendingFinancialReview')
    expect(nextRefundStatus('approve', 'awaitingCsReview')).toBeUndefined()
    expect(nextRefundStatus('close', 'platformRefundFailed')).toBe('closed')
    expect(refundActionsFrom('refunded')).toEqual([])
    expect(refundActionsFrom('awaitingCsReview').sort()).toEqual(['cancel', 'csApprove', 'csReject'])
  })

  it('know which statuses follow each step whose doer the refund keeps', () => {
    const money = ['refundCreation', 'autoRefundProcessing', 'platformRefundFailed']
    const paid = [...money, 'manualRefundProcessing', 'completed', 'refunded']
    expect(refundStatusesAfter('payout').sort()).toEqual([...paid].sort())
    expect(refundStatusesAfter('financialReview').sort()).toEqual(
      [...paid, 'approved', 'refundReviewRejected'].sort(),
    )
    expect(refundStatusesAfter('csReview').sort()).toEqual(
      [...paid, 'approved', 'refundReviewRejected', 'pendingFinancialReview', 'rejected'].sort(),
    )
  })

  it('use exactly the spec refund-apply codes', () => {
    const ours = Object.values(REFUND_CODES).sort()
    expect(ours).toEqual([...REFUND_APPLY_CODES].sort())
  })

  it('check VAT number formats by country', () => {
    expect(isValidTaxId('DE', 'DE123456789')).toBe(true)
    expect(isValidTaxId('DE', 'DE12')).toBe(false)
    expect(isValidTaxId('JP', 'T1234567890123')).toBe(true)
  })
})

describe('barter rules', () => {
  it('give one message key per broken rule, eight keys in all', () => {
    expect(barterRuleIssues({}).map((i) => i.message)).toEqual(Object.keys(BARTER_MESSAGES).slice(0, 7))
    const complete = {
      replacementItem: 'a',
      exchangeType: 'upgrade',
      reason: 'r',
      newItem: 'b',
      handlingMethod: 'newLicense',
      billingStartDate: '2026-01-01',
    } as const
    expect(barterRuleIssues({ ...complete, priceDifference: 0 })).toEqual([
      { field: 'priceDifference', message: 'priceDifferenceNotZero' },
    ])
    expect(barterRuleIssues({ ...complete, priceDifference: 5 })).toEqual([])
  })
})
