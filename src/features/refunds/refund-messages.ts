import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { REFUND_CODES } from '@/domain/refund-codes'
import type { RefundAction } from '@/domain/refund-workflow'
import type { FieldProblem } from './refund-apply-model'

/** What each refund-apply code (spec section 8) means to the user; shown inline beside the form. */
export const REFUND_CODE_MESSAGES: Record<number, MessageDescriptor> = {
  [REFUND_CODES.orderNotFound]: msg`No order has this order number.`,
  [REFUND_CODES.keepAuthorizationOnlyForTax]: msg`Refund but keep the authorization is only for tax refunds.`,
  [REFUND_CODES.amountExceedsRefundable]: msg`The amount exceeds what can still be refunded on this order.`,
  [REFUND_CODES.currencyMismatch]: msg`The refund currency must be the order's currency.`,
  [REFUND_CODES.alreadyRefunded]: msg`This order is already fully refunded.`,
  [REFUND_CODES.pendingRefundExists]: msg`Another refund for this order is still in review or processing.`,
  [REFUND_CODES.idempotencyKeyReused]: msg`This application was already sent with different values. Submit again.`,
}

/** The field a refund-apply code points at, so the form can mark it. */
export const REFUND_CODE_FIELDS: Record<number, string> = {
  [REFUND_CODES.orderNotFound]: 'orderNo',
  [REFUND_CODES.keepAuthorizationOnlyForTax]: 'method',
  [REFUND_CODES.amountExceedsRefundable]: 'amount',
  [REFUND_CODES.currencyMismatch]: 'currency',
}

export const FIELD_PROBLEM_MESSAGES: Record<FieldProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  amountRequired: msg`Enter the refund amount for a partial refund.`,
  amountInvalid: msg`Enter an amount greater than 0 with at most 2 decimals.`,
  amountTooHigh: msg`The amount cannot exceed the refundable amount.`,
  amountNotRemainder: msg`A full refund refunds exactly the refundable amount.`,
  keepOnlyForTax: msg`Refund but keep the authorization is only for tax refunds.`,
  currencyMismatch: msg`The refund currency must be the order's currency.`,
  tooLong: msg`This value is too long.`,
}

/** Transition buttons (src/domain/refund-workflow.ts), named for what they do. */
export const REFUND_ACTION_LABELS: Record<RefundAction, MessageDescriptor> = {
  csApprove: msg`Pass customer service review`,
  csReject: msg`Reject at customer service review`,
  approve: msg`Approve`,
  reject: msg`Reject`,
  refund: msg`Refund`,
  submit: msg`Submit to the payment platform`,
  succeed: msg`Mark refunded`,
  fail: msg`Mark platform refund failed`,
  manual: msg`Refund manually`,
  complete: msg`Mark completed`,
  cancel: msg`Cancel refund`,
  close: msg`Close refund`,
}

/** The question each confirmed transition asks (spec section 5: cancel, refund and close-refund). */
export const REFUND_CONFIRM_MESSAGES: Partial<Record<RefundAction, MessageDescriptor>> = {
  refund: msg`Refund this amount to the customer now? The money leaves once the platform processes it.`,
  cancel: msg`Cancel this refund application? It will be closed and cannot be reopened.`,
  close: msg`Close this refund? It cannot be reopened.`,
}
