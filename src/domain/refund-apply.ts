import { z } from '@/domain/zod'
import {
  CURRENCIES,
  REFUND_ISSUE_CATEGORIES,
  REFUND_METHODS,
  REFUND_REASON_TYPES,
  REFUND_TYPES,
} from './enums'

// The codes live apart from the schemas so the client's error catalogue loads them without zod.
export { REFUND_CODES, VAT_CODES } from './refund-codes'

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
