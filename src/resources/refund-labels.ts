import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { refunds } from '@/domain/entities/refunds-barters'
import type { RefundStatus } from '@/domain/refund-workflow'
import type {
  ORDER_SOURCES,
  REFUND_ISSUE_CATEGORIES,
  REFUND_METHODS,
  REFUND_REASON_TYPES,
  REFUND_TYPES,
} from '@/domain/enums'

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

/** Field labels of a refund, translated (every field of spec section 3). */
export const REFUND_FIELD_LABELS: Record<keyof (typeof refunds)['fields'], MessageDescriptor> = {
  refundNo: msg`Refund number`,
  orderNo: msg`Order number`,
  orderSource: msg`Order source`,
  status: msg`Status`,
  type: msg`Refund type`,
  method: msg`Refund method`,
  amount: msg`Refund amount`,
  currency: msg`Currency`,
  reasonType: msg`Reason type`,
  description: msg`Description`,
  issueCategory: msg`Issue category`,
  applicant: msg`Applicant`,
  appliedAt: msg`Applied at`,
  reviewer: msg`Reviewer`,
  reviewTime: msg`Review time`,
  ticketId: msg`Ticket ID`,
  taxId: msg`Tax ID`,
}

/** Refund statuses (spec section 4), in the spec's order. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, MessageDescriptor> = {
  awaitingCsReview: msg`Awaiting customer service review`,
  pendingFinancialReview: msg`Pending financial review`,
  refundCreation: msg`Refund creation`,
  rejected: msg`Rejected`,
  approved: msg`Approved`,
  refundReviewRejected: msg`Refund review rejected`,
  autoRefundProcessing: msg`Automatic refund in processing`,
  platformRefundFailed: msg`Platform refund failed`,
  manualRefundProcessing: msg`Manual refund in processing`,
  closed: msg`Closed`,
  completed: msg`Completed`,
  refunded: msg`Refunded`,
}

export const REFUND_TYPE_LABELS: Labels<typeof REFUND_TYPES> = {
  full: msg`Full refund`,
  partial: msg`Partial refund`,
}

/** Refund methods (spec section 4). */
export const REFUND_METHOD_LABELS: Labels<typeof REFUND_METHODS> = {
  invalidateAuthorization: msg`Refund and invalidate the authorization`,
  keepAuthorization: msg`Refund but keep the authorization`,
}

export const REFUND_REASON_TYPE_LABELS: Labels<typeof REFUND_REASON_TYPES> = {
  notAsDescribed: msg`Not as described`,
  duplicatePurchase: msg`Duplicate purchase`,
  accidentalPurchase: msg`Accidental purchase`,
  technicalIssue: msg`Technical issue`,
  tax: msg`Tax refund`,
  other: msg`Other`,
}

export const REFUND_ISSUE_CATEGORY_LABELS: Labels<typeof REFUND_ISSUE_CATEGORIES> = {
  billing: msg`Billing`,
  product: msg`Product`,
  license: msg`License`,
  payment: msg`Payment`,
  other: msg`Other`,
}

export const ORDER_SOURCE_LABELS: Labels<typeof ORDER_SOURCES> = {
  online: msg`Online order`,
  offline: msg`Offline order`,
}
