import { z } from 'zod'
import {
  CURRENCIES,
  REFUND_ISSUE_CATEGORIES,
  REFUND_METHODS,
  REFUND_REASON_TYPES,
  REFUND_TYPES,
} from './enums'

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

export const refundApplySchema = z.strictObject({
  orderNo: z.string().min(1).max(40),
  type: z.enum(REFUND_TYPES),
  amount: z.number().positive().max(1e12).multipleOf(0.01),
  currency: z.enum(CURRENCIES),
  method: z.enum(REFUND_METHODS),
  reasonType: z.enum(REFUND_REASON_TYPES),
  description: z.string().max(2000).optional(),
  issueCategory: z.enum(REFUND_ISSUE_CATEGORIES).optional(),
  ticketId: z.string().max(64).optional(),
  taxId: z.string().max(32).optional(),
})
export type RefundApplyInput = z.infer<typeof refundApplySchema>

export const vatNoVerifySchema = z.strictObject({
  orderNo: z.string().min(1).max(40),
  taxId: z.string().min(1).max(32),
})

/** A transition request: the refund's version (lost-update protection) and an optional comment. */
export const refundTransitionSchema = z.strictObject({
  version: z.number().int().min(1),
  comment: z.string().max(2000).optional(),
})

/** VAT number shapes per country (EU style: country prefix + digits/letters); other countries accept 5–20 alphanumerics. */
const VAT_PATTERNS: Record<string, RegExp> = {
  DE: /^DE\d{9}$/,
  FR: /^FR[0-9A-Z]{2}\d{9}$/,
  GB: /^GB(\d{9}|\d{12})$/,
  ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/,
}

export function isValidTaxId(country: string | null, taxId: string): boolean {
  const pattern = (country && VAT_PATTERNS[country]) || /^[0-9A-Z-]{5,20}$/
  return pattern.test(taxId.replace(/\s/g, '').toUpperCase())
}
