import { BARTER_TRANSITIONS, type BarterAction } from './barter-workflow'
import { REFUND_STEPS, refundStepOf, type RefundAction, type RefundDutyField } from './refund-workflow'
import type { RuleIssue, RuleKey } from './rule-issues'

/**
 * Separation of duties: a step that checks someone's work is never taken by that someone. The server refuses
 * it (a rule issue, 400); the console offers the step only to others and says why. Pure: the caller passes
 * the record as stored and the signed-in username.
 */

/** A record as stored (or as the console read it). */
type Stored = Readonly<Record<string, unknown>>

/** Why each person a refund names may not take a step REFUND_STEPS bars them from. */
const REFUND_DUTY_RULES: Record<RefundDutyField, RuleKey> = {
  applicant: 'ownRefund',
  csReviewer: 'sameRefundReviewer',
}

/**
 * A refund is not reviewed by who applied for it (neither review), and its financial review is not done by who
 * did its customer-service review (REFUND_STEPS in src/domain/refund-workflow.ts).
 */
export function refundDutyIssue(
  action: RefundAction,
  refund: Stored,
  username: string,
): RuleIssue | undefined {
  const step = refundStepOf(action)
  if (!step || !username) return undefined
  const notBy: readonly RefundDutyField[] = REFUND_STEPS[step].notBy
  const field = notBy.find((f) => refund[f] === username)
  return field ? { field, rule: REFUND_DUTY_RULES[field] } : undefined
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
