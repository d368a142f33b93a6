/**
 * Business failures of refund apply and vat-no-verify (spec section 8 lists the codes; their meanings are
 * ours, defined here once). The console returns these to the caller without a popup.
 */
export const REFUND_CODES = {
  /** No order with this order number. */
  orderNotFound: 230401,
  /** "Refund but keep the authorization" is only for tax refunds (reasonType 'tax'). */
  keepAuthorizationOnlyForTax: 230407,
  /** The amount exceeds what is still refundable on the order (paid minus live refunds), or a full refund is not the remainder. */
  amountExceedsRefundable: 230012,
  /** The refund currency is not the order's currency. */
  currencyMismatch: 230013,
  /** The order is already fully refunded. */
  alreadyRefunded: 230014,
  /** Another refund for this order is still in review or in processing. */
  pendingRefundExists: 230020,
  /** The Idempotency-Key was already used for a different request. */
  idempotencyKeyReused: 230022,
} as const

export const VAT_CODES = {
  /** The tax ID does not have the format of the order country's VAT numbers. */
  invalidTaxId: 240101,
  /** The order carried no tax, so there is nothing to refund without verification. */
  noTaxCharged: 140011,
} as const
