import { z } from '@/domain/zod'
import { emailSchema } from './email'
import { OFFLINE_REVIEW_STATUSES } from './enums'

/** Resend invoice (spec section 5): the form asks for a receiving email address. */
export const RESEND_INVOICE_MESSAGE = 'enterReceivingEmail'
export const resendInvoiceSchema = z.strictObject({
  email: emailSchema(RESEND_INVOICE_MESSAGE),
})

/** Offline order review: only an order awaiting review can be passed or rejected. */
export const OFFLINE_REVIEW_DECISIONS = OFFLINE_REVIEW_STATUSES.filter((s) => s !== 'toBeReviewed') as [
  'rejected',
  'passed',
]
export const offlineReviewSchema = z.strictObject({
  version: z.number().int().min(1),
  decision: z.enum(OFFLINE_REVIEW_DECISIONS),
  comment: z.string().max(2000).optional(),
})

export const MAX_IMPORT_ROWS = 500
