import { describe, expect, it } from 'vitest'
import { barterActionsFrom, nextBarterStatus } from './barter-workflow'
import { barterDutyIssue, offlineReviewDutyIssue, refundDutyIssue } from './duties'

describe('separation of duties', () => {
  it("bars the customer-service reviewer from the same refund's financial review only", () => {
    expect(refundDutyIssue('approve', { reviewer: 'kim' }, 'kim')).toEqual({
      field: 'reviewer',
      rule: 'sameRefundReviewer',
    })
    expect(refundDutyIssue('reject', { reviewer: 'kim' }, 'kim')?.rule).toBe('sameRefundReviewer')
    expect(refundDutyIssue('approve', { reviewer: 'kim' }, 'lee')).toBeUndefined()
    expect(refundDutyIssue('refund', { reviewer: 'kim' }, 'kim')).toBeUndefined()
    expect(refundDutyIssue('csApprove', { reviewer: null }, 'kim')).toBeUndefined()
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
