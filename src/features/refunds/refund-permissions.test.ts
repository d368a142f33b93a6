import { describe, expect, it } from 'vitest'
import { isGranted, ROLE_GRANTS, type RoleName } from '@/domain/permissions'
import { allowedRefundActions } from './refund-permissions'

const canAs = (role: RoleName) => (p: string) => isGranted(ROLE_GRANTS[role], p)

describe('refund transition buttons per role', () => {
  it('finance reviews, approves and refunds; support only cancels its application', () => {
    expect(allowedRefundActions('awaitingCsReview', canAs('finance'))).toEqual(['csApprove', 'csReject'])
    expect(allowedRefundActions('awaitingCsReview', canAs('support'))).toEqual(['cancel'])
    expect(allowedRefundActions('pendingFinancialReview', canAs('finance'))).toEqual(['approve', 'reject'])
    expect(allowedRefundActions('approved', canAs('finance'))).toEqual(['refund'])
    expect(allowedRefundActions('platformRefundFailed', canAs('finance'))).toEqual(['manual', 'close'])
  })

  it('a viewer gets none, and finished refunds offer nothing to anyone', () => {
    expect(allowedRefundActions('awaitingCsReview', canAs('viewer'))).toEqual([])
    expect(allowedRefundActions('completed', canAs('admin'))).toEqual([])
    expect(allowedRefundActions('closed', canAs('admin'))).toEqual([])
  })
})
