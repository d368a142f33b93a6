import { msg } from '@lingui/core/macro'
import type {
  BARTER_EXCHANGE_TYPES,
  BARTER_HANDLING_METHODS,
  BARTER_STATUSES,
  OFFLINE_ORDER_TYPES,
  OFFLINE_PAYMENT_METHODS,
  OFFLINE_PAYMENT_STATUSES,
  OFFLINE_REVIEW_STATUSES,
  REFUND_ISSUE_CATEGORIES,
  REFUND_METHODS,
  REFUND_REASON_TYPES,
  REFUND_TYPES,
} from '@/domain/enums'
import type { REFUND_STATUSES } from '@/domain/refund-workflow'
import type { Labels } from './label-table'

// Refunds, barters and offline orders (spec sections 3 and 4): the value labels of their enums.

/** Refund statuses (spec section 4), in the spec's order. */
export const REFUND_STATUS_LABELS: Labels<typeof REFUND_STATUSES> = {
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

export const BARTER_EXCHANGE_TYPE_LABELS: Labels<typeof BARTER_EXCHANGE_TYPES> = {
  sameProduct: msg`Same product`,
  differentProduct: msg`Different product`,
  upgrade: msg`Upgrade`,
  downgrade: msg`Downgrade`,
}

export const BARTER_HANDLING_METHOD_LABELS: Labels<typeof BARTER_HANDLING_METHODS> = {
  refundDifference: msg`Refund the difference`,
  chargeDifference: msg`Charge the difference`,
  extendSubscription: msg`Extend the subscription`,
  newLicense: msg`Issue a new license`,
}

export const BARTER_STATUS_LABELS: Labels<typeof BARTER_STATUSES> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  completed: msg`Completed`,
}

// Offline orders

export const OFFLINE_ORDER_TYPE_LABELS: Labels<typeof OFFLINE_ORDER_TYPES> = {
  SMB: msg`SMB`,
  reseller: msg`Reseller`,
  partner: msg`Partner`,
  OEM: msg`OEM`,
  GMO: msg`GMO`,
  store: msg({ message: 'Store', context: 'offline order type' }),
}

export const OFFLINE_PAYMENT_METHOD_LABELS: Labels<typeof OFFLINE_PAYMENT_METHODS> = {
  cash: msg`Cash`,
  cheque: msg`Cheque`,
  wechatAlipay: msg`WeChat/Alipay`,
  bankTransfer: msg`Bank transfer`,
}

/** Offline order review (spec section 4). */
export const OFFLINE_REVIEW_STATUS_LABELS: Labels<typeof OFFLINE_REVIEW_STATUSES> = {
  toBeReviewed: msg`To be reviewed`,
  rejected: msg`Rejected`,
  passed: msg`Passed`,
}

/** Offline payment (spec section 4). */
export const OFFLINE_PAYMENT_STATUS_LABELS: Labels<typeof OFFLINE_PAYMENT_STATUSES> = {
  unpaid: msg`Unpaid`,
  partial: msg`Partially paid`,
  paid: msg`Paid`,
}
