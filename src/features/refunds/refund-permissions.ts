import { refundDutyIssue } from '@/domain/duties'
import {
  REFUND_TRANSITIONS,
  refundActionsFrom,
  type RefundAction,
  type RefundStatus,
} from '@/domain/refund-workflow'
import type { Permission } from '@/domain/permissions'
import type { RuleIssue } from '@/domain/rule-issues'

/** The permission a transition needs, in the vocabulary of src/domain/permissions.ts. */
export const permissionOf = (a: RefundAction): Permission =>
  `orderCenter:refunds:${REFUND_TRANSITIONS[a].needs}`

export interface RefundSteps {
  /** Transitions open from the status that the user is granted and not barred from, in the table's order. */
  actions: RefundAction[]
  /** Why granted steps are held back (separation of duties), if any are. */
  barred?: RuleIssue
}

/** The steps a user (`can`, `username`) may take on a refund as stored (its status and the people it names). */
export function allowedRefundActions(
  refund: { status: RefundStatus } & Readonly<Record<string, unknown>>,
  can: (permission: Permission) => boolean,
  username = '',
): RefundSteps {
  const granted = refundActionsFrom(refund.status).filter((a) => can(permissionOf(a)))
  const barred = granted.map((a) => refundDutyIssue(a, refund, username)).find(Boolean)
  const actions = granted.filter((a) => !refundDutyIssue(a, refund, username))
  return barred ? { actions, barred } : { actions }
}
