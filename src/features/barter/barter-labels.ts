import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BarterMessageKey } from '@/domain/barter-rules'

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
