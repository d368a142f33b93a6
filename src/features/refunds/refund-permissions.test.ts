import { describe, expect, it } from 'vitest'
import { isGranted, type RoleName } from '@/domain/permissions'
import { DEMO_ROLE_GRANTS as ROLE_GRANTS } from '../../../server/db/demo-role-grants'
import type { RefundStatus } from '@/domain/refund-workflow'
import { allowedRefundActions } from './refund-permissions'

const canAs = (role: RoleName) => (p: string) => isGranted(ROLE_GRANTS[role], p)
const steps = (status: RefundStatus, role: RoleName, csReviewer?: string) =>
  allowedRefundActions({ status, csReviewer, applicant: 'kim' }, canAs(role), role).actions

describe('refund transition buttons per role', () => {
  it('support applies, cancels and does the customer service review; finance the money side', () => {
    expect(steps('awaitingCsReview', 'support')).toEqual(['csApprove', 'csReject', 'cancel'])
    expect(steps('awaitingCsReview', 'finance')).toEqual([])
    expect(steps('pendingFinancialReview', 'finance', 'support')).toEqual(['approve', 'reject'])
    expect(steps('pendingFinancialReview', 'support', 'support')).toEqual(['cancel'])
    expect(steps('approved', 'finance')).toEqual(['refund'])
    expect(steps('platformRefundFailed', 'finance')).toEqual(['manual', 'close'])
  })

  it('the customer service reviewer is barred from the financial review of the same refund, and told why', () => {
    const own = allowedRefundActions(
      { status: 'pendingFinancialReview', csReviewer: 'admin' },
      canAs('admin'),
      'admin',
    )
    expect(own.actions).toEqual(['cancel'])
    expect(own.barred).toMatchObject({ rule: 'sameRefundReviewer' })
    const other = allowedRefundActions(
      { status: 'pendingFinancialReview', csReviewer: 'kim' },
      canAs('admin'),
      'admin',
    )
    expect(other).toEqual({ actions: ['approve', 'reject', 'cancel'] })
  })

  it('the applicant is barred from reviewing their own refund, and told why; they may still cancel it', () => {
    const own = allowedRefundActions(
      { status: 'awaitingCsReview', applicant: 'support' },
      canAs('support'),
      'support',
    )
    expect(own).toEqual({ actions: ['cancel'], barred: { field: 'applicant', rule: 'ownRefund' } })
    const financial = allowedRefundActions(
      { status: 'pendingFinancialReview', applicant: 'admin', csReviewer: 'support' },
      canAs('admin'),
      'admin',
    )
    expect(financial.actions).toEqual(['cancel'])
    expect(financial.barred).toMatchObject({ rule: 'ownRefund' })
  })

  it('a viewer gets none, and finished refunds offer nothing to anyone', () => {
    expect(steps('awaitingCsReview', 'viewer')).toEqual([])
    expect(steps('completed', 'admin')).toEqual([])
    expect(steps('closed', 'admin')).toEqual([])
  })
})
