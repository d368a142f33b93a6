import {
  REFUND_TRANSITIONS,
  refundActionsFrom,
  type RefundAction,
  type RefundStatus,
} from '@/domain/refund-workflow'

/** The permission a transition needs, in the vocabulary of src/domain/permissions.ts. */
export const permissionOf = (a: RefundAction) => `orderCenter:refunds:${REFUND_TRANSITIONS[a].needs}`

/** Transitions open from `status` that a user with `can` may take, in the table's order. */
export function allowedRefundActions(
  status: RefundStatus,
  can: (permission: string) => boolean,
): RefundAction[] {
  return refundActionsFrom(status).filter((a) => can(permissionOf(a)))
}
