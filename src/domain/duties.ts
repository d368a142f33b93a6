import { BARTER_TRANSITIONS, type BarterAction } from './barter-workflow'
import { REFUND_TRANSITIONS, type RefundAction } from './refund-workflow'
import type { RuleIssue } from './rule-issues'

/**
 * Separation of duties: a step that checks someone's work is never taken by that someone. The server refuses
 * it (a rule issue, 400); the console offers the step only to others and says why. Pure: the caller passes
 * the record as stored and the signed-in username.
 */

/** A record as stored (or as the console read it). */
type Stored = Readonly<Record<string, unknown>>

/** The financial review of a refund is not done by who did its customer-service review (its `reviewer` then). */
export function refundDutyIssue(
  action: RefundAction,
  refund: Stored,
  username: string,
): RuleIssue | undefined {
  if (REFUND_TRANSITIONS[action].needs !== 'financialReview') return undefined
  return refund.reviewer === username ? { field: 'reviewer', rule: 'sameRefundReviewer' } : undefined
}

/** An offline order is not reviewed (passed or rejected) by who recorded it. */
export function offlineReviewDutyIssue(order: Stored, username: string): RuleIssue | undefined {
  return order.recorder === username ? { field: 'recorder', rule: 'ownOfflineOrder' } : undefined
}

/** A barter is not reviewed (approved or rejected) by who applied for it. */
export function barterDutyIssue(
  action: BarterAction,
  barter: Stored,
  username: string,
): RuleIssue | undefined {
  if (BARTER_TRANSITIONS[action].needs !== 'review') return undefined
  return barter.applicant === username ? { field: 'applicant', rule: 'ownBarter' } : undefined
}
