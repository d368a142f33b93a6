import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BarterMessageKey } from '@/domain/barter-rules'
import type { barters } from '@/domain/entities/refunds-barters'
import type { BARTER_EXCHANGE_TYPES, BARTER_HANDLING_METHODS, BARTER_STATUSES } from '@/domain/enums'

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

/** Field labels of a barter, translated (every field of spec section 3, plus its number, order and state). */
export const BARTER_FIELD_LABELS: Record<keyof (typeof barters)['fields'], MessageDescriptor> = {
  barterNo: msg`Barter number`,
  orderNo: msg`Order number`,
  replacementItem: msg`Replacement item`,
  exchangeType: msg`Type of replacement`,
  reason: msg`Reason or certificate explanation`,
  newItem: msg`New item`,
  handlingMethod: msg`Handling method`,
  billingStartDate: msg`Billing start date`,
  priceDifference: msg`Price difference`,
  status: msg`Status`,
  applicant: msg`Applicant`,
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

/** The barter form's eight messages (spec section 5), worded as the spec quotes them. */
export const BARTER_RULE_MESSAGES: Record<BarterMessageKey, MessageDescriptor> = {
  selectReplacementItem: msg`Select the replacement item`,
  selectReplacementType: msg`Select the type of replacement`,
  provideReason: msg`Provide a reason or certificate explanation`,
  selectNewItem: msg`Select the new item`,
  selectHandlingMethod: msg`Select the handling method`,
  selectBillingStartDate: msg`Select the billing start date for the new item`,
  fillPriceDifference: msg`Fill in the price difference`,
  priceDifferenceNotZero: msg`The price difference cannot be zero`,
}
