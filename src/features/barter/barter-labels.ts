import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BarterExchangeType, BarterRuleKey } from '@/domain/barter-rules'

/**
 * The barter form's eight messages (spec section 5), worded as the spec quotes them, then why a new item does
 * not fit the exchange type (src/domain/barter-rules.ts).
 */
export const BARTER_RULE_MESSAGES: Record<BarterRuleKey, MessageDescriptor> = {
  selectReplacementItem: msg`Select the replacement item`,
  selectReplacementType: msg`Select the type of replacement`,
  provideReason: msg`Provide a reason or certificate explanation`,
  selectNewItem: msg`Select the new item`,
  selectHandlingMethod: msg`Select the handling method`,
  selectBillingStartDate: msg`Select the billing start date for the new item`,
  fillPriceDifference: msg`Fill in the price difference`,
  priceDifferenceNotZero: msg`The price difference cannot be zero`,
  newItemNotActive: msg`The new item must be an active SKU.`,
  newItemSameAsReplacement: msg`The new item must differ from the replacement item.`,
  sameProductOnly: msg`Same product: the new item must be another SKU of the replacement item's product.`,
  differentProductOnly: msg`Different product: the new item must be a SKU of another product.`,
  upgradeOnly: msg`Upgrade: the new item must be the upgrade SKU that upgrades from the replacement item.`,
  downgradeOnly: msg`Downgrade: the replacement item must be an upgrade SKU, and the new item the SKU it upgrades from.`,
}

/** What each exchange type allows as the new item, said under the type in the form. */
export const EXCHANGE_TYPE_HINTS: Record<BarterExchangeType, MessageDescriptor> = {
  sameProduct: msg`The new item is another SKU of the same product (another edition or term).`,
  differentProduct: msg`The new item is a SKU of another product.`,
  upgrade: msg`The new item is the upgrade SKU that upgrades from the replacement item.`,
  downgrade: msg`The replacement item is an upgrade SKU; the new item is the SKU it upgrades from.`,
}
