import { describe, expect, it } from 'vitest'
import { barterActionsFrom, nextBarterStatus } from './barter-workflow'
import { barterDutyIssue, offlineReviewDutyIssue, refundDutyIssue } from './duties'

describe('separation of duties', () => {
  it("bars the customer-service reviewer from the same refund's financial review", () => {
    expect(refundDutyIssue('approve', { csReviewer: 'kim' }, 'kim')).toEqual({
      field: 'csReviewer',
      rule: 'sameRefundReviewer',
    })
    expect(refundDutyIssue('reject', { csReviewer: 'kim' }, 'kim')?.rule).toBe('sameRefundReviewer')
    expect(refundDutyIssue('approve', { csReviewer: 'kim' }, 'lee')).toBeUndefined()
    expect(refundDutyIssue('refund', { csReviewer: 'kim', financialReviewer: 'kim' }, 'kim')).toBeUndefined()
    expect(refundDutyIssue('csApprove', { csReviewer: null }, 'kim')).toBeUndefined()
  })

  it('bars the applicant from both reviews of their own refund, not from cancelling or paying out', () => {
    for (const action of ['csApprove', 'csReject', 'approve', 'reject'] as const)
      expect(refundDutyIssue(action, { applicant: 'kim' }, 'kim'), action).toEqual({
        field: 'applicant',
        rule: 'ownRefund',
      })
    for (const action of ['cancel', 'refund', 'close'] as const)
      expect(refundDutyIssue(action, { applicant: 'kim' }, 'kim'), action).toBeUndefined()
    expect(refundDutyIssue('csApprove', { applicant: 'kim' }, 'lee')).toBeUndefined()
    expect(refundDutyIssue('csApprove', { applicant: '' }, '')).toBeUndefined()
  })

  it('bars who recorded an offline order, or applied for a barter, from reviewing it', () => {
    expect(offlineReviewDutyIssue({ recorder: 'kim' }, 'kim')?.rule).toBe('ownOfflineOrder')
    expect(offlineReviewDutyIssue({ recorder: 'kim' }, 'lee')).toBeUndefined()
    expect(barterDutyIssue('approve', { applicant: 'kim' }, 'kim')?.rule).toBe('ownBarter')
    expect(barterDutyIssue('reject', { applicant: 'kim' }, 'kim')?.rule).toBe('ownBarter')
    expect(barterDutyIssue('complete', { applicant: 'kim' }, 'kim')).toBeUndefined()
  })
})

describe('barter workflow', () => {
  it('pending is approved or rejected; approved is completed; the rest is final', () => {
    expect(barterActionsFrom('pending')).toEqual(['approve', 'reject'])
    expect(barterActionsFrom('approved')).toEqual(['complete'])
    expect(barterActionsFrom('rejected')).toEqual([])
    expect(barterActionsFrom('completed')).toEqual([])
    expect(nextBarterStatus('complete', 'pending')).toBeUndefined()
    expect(nextBarterStatus('approve', 'pending')).toBe('approved')
  })
})
