import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RuleKey, RuleParams } from '@/domain/rule-issues'

/** A param the message names, as text; a missing one reads as an ellipsis rather than `{name}`. */
const param = (params: RuleParams, name: string): string =>
  Object.hasOwn(params, name) ? String(params[name]) : '…'

/**
 * The translated sentence of every business rule's refusal (src/domain/rule-issues.ts), with its params
 * filled in. Total over the rule keys: a new rule fails the type check until it is translated here.
 */
const RULE_TEXT: Record<RuleKey, (params: RuleParams) => MessageDescriptor> = {
  bundleTooFewItems: () => msg`A bundle contains at least two different regular SKUs.`,
  bundleItemNotRegular: (p) => {
    const sku = param(p, 'sku')
    return msg`SKU ${sku} is not a regular SKU, so it cannot be in a bundle.`
  },
  bundleContainsItself: () => msg`A bundle cannot contain itself.`,
  upgradeFromRequired: () => msg`Choose the SKU this one upgrades from.`,
  upgradeFromItself: () => msg`A SKU cannot upgrade from itself.`,
  upgradeCycle: (p) => {
    const path = param(p, 'path')
    return msg`This upgrade path would form a cycle: ${path}.`
  },
  skuInBundle: (p) => {
    const bundle = param(p, 'bundle')
    return msg`This SKU is in bundle ${bundle}, so it stays a regular SKU.`
  },
  endBeforeStart: () => msg`The end must be after the start.`,
  minorUnit: (p) => {
    const currency = param(p, 'currency')
    const digits = param(p, 'digits')
    return digits === '0'
      ? msg`${currency} amounts are whole numbers (no decimal places).`
      : msg`${currency} amounts have at most ${digits} decimal places.`
  },
  priceOverlap: (p) => {
    const priceCode = param(p, 'priceCode')
    return msg`Price ${priceCode} is already active for this SKU, currency and country in that period.`
  },
  percentRange: () => msg`A percentage is between 0 and 100.`,
  currencyRequiredForAmount: () => msg`A fixed-amount discount needs a currency.`,
  usedOverLimit: (p) => {
    const used = param(p, 'used')
    const limit = param(p, 'limit')
    return msg`Used ${used} times, more than the limit of ${limit}.`
  },
  rulePriorityClash: (p) => {
    const ruleCode = param(p, 'ruleCode')
    return msg`Rule ${ruleCode} already has this priority for the same SKU, country and currency in that period.`
  },
  lastAccessManager: () => msg`At least one enabled user must keep the right to manage users and roles.`,
  ownAccessRight: () => msg`You cannot remove your own right to manage users and roles.`,
  passwordTooShort: (p) => {
    const min = param(p, 'min')
    return msg`A password has at least ${min} characters.`
  },
  passwordTooCommon: () => msg`This password is too easy to guess (a demo password or one like it).`,
  equityRefreshActive: (p) => {
    const jobNo = param(p, 'jobNo')
    return msg`Refresh ${jobNo} of this SKU is still in progress; one refresh per SKU runs at a time.`
  },
  pageTextTooLong: (p) => {
    const width = param(p, 'width')
    const max = param(p, 'max')
    return msg`Too long for the page: ${width} of at most ${max} (a Chinese or Japanese character counts as two).`
  },
  highlightNotOnPage: (p) => {
    const sku = param(p, 'sku')
    return msg`The highlighted SKU ${sku} is not one of the page’s cards.`
  },
  pageCardLimit: (p) => {
    const max = param(p, 'max')
    return msg`A page shows at most ${max} SKU cards.`
  },
  colorFormat: () => msg`Enter a colour as # and six hexadecimal digits, e.g. #0958D9.`,
  lowContrast: (p) => {
    const ratio = param(p, 'ratio')
    const min = param(p, 'min')
    return msg`The button text is hard to read on this colour: contrast ${ratio} : 1, at least ${min} : 1 needed.`
  },
  ownRefund: () => msg`You applied for this refund; another person reviews it.`,
  sameRefundReviewer: () =>
    msg`You did the customer service review of this refund; another person does the financial review.`,
  ownOfflineOrder: () => msg`You recorded this offline order; another person reviews it.`,
  ownBarter: () => msg`You applied for this barter; another person reviews it.`,
  claimedByOther: (p) => {
    const holder = param(p, 'holder')
    return msg`${holder} has claimed this and is working on it; ask them, or an admin, to release it.`
  },
  notWaitingForYou: () =>
    msg`This is not waiting for you: it has moved on, or your duties leave it to someone else.`,
  giftSameAsBuy: () => msg`The gift SKU must differ from the SKU bought.`,
  giftOverlap: (p) => {
    const activityCode = param(p, 'activityCode')
    return msg`Buy-and-gift activity ${activityCode} is already active for this SKU and country in that period.`
  },
  positionTaken: (p) => {
    const position = param(p, 'position')
    const recommendCode = param(p, 'recommendCode')
    return msg`Position ${position} of this list is already held by ${recommendCode}.`
  },
  abTestLocked: () => msg`This cannot change once the test has started.`,
  abTestAlreadyRunning: (p) => {
    const testCode = param(p, 'testCode')
    return msg`AB test ${testCode} is already running for this SKU and type.`
  },
  abTestRunningDelete: () => msg`A running test cannot be deleted: stop it first.`,
}

/** The translated refusal of a business rule, its params filled in. */
export function ruleIssueMessage(i18n: I18n, rule: RuleKey, params: RuleParams = {}): string {
  return i18n._(RULE_TEXT[rule](params))
}
