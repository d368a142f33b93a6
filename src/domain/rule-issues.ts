/**
 * Business rules that refuse one field of a record, beyond its own type and range: a bundle with one item, a
 * price whose window overlaps another. The server sends each refusal as a field issue carrying `rule` (a key
 * below) and `params` (the values the message names); the console translates the key, and the English text
 * here is the issue's `message` for other clients. Keys are stable: add, never rename.
 */
export const RULE_MESSAGES = {
  // SKUs
  bundleTooFewItems: 'A bundle contains at least two different regular SKUs',
  bundleItemNotRegular: 'SKU {sku} is not a regular SKU, so it cannot be in a bundle',
  bundleContainsItself: 'A bundle cannot contain itself',
  upgradeFromRequired: 'Choose the SKU this one upgrades from',
  upgradeFromItself: 'A SKU cannot upgrade from itself',
  upgradeCycle: 'This upgrade path would form a cycle: {path}',
  skuInBundle: 'This SKU is in bundle {bundle}, so it stays a regular SKU',
  // Time windows and amounts
  endBeforeStart: 'The end must be after the start',
  minorUnit: '{currency} amounts have at most {digits} decimal places',
  // Prices
  priceOverlap: 'Price {priceCode} is already active for this SKU, currency and country in that period',
  // Coupons
  percentRange: 'A percentage is between 0 and 100',
  currencyRequiredForAmount: 'A fixed-amount discount needs a currency',
  usedOverLimit: 'Used {used} times, more than the limit of {limit}',
  // Price rules
  rulePriorityClash:
    'Rule {ruleCode} already has this priority for the same SKU, country and currency in that period',
  // Backstage users and roles (access management)
  lastAccessManager: 'At least one enabled user must keep the right to manage users and roles',
  ownAccessRight: 'You cannot remove your own right to manage users and roles',
  passwordTooShort: 'A password has at least {min} characters',
  passwordTooCommon: 'This password is too easy to guess (a demo password or one like it)',
  // SKU equity refresh
  equityRefreshActive: 'Refresh {jobNo} of this SKU is still in progress; one refresh per SKU runs at a time',
  // Purchase pages
  pageTextTooLong:
    'Too long for the page: {width} of at most {max} (a Chinese or Japanese character counts as two)',
  highlightNotOnPage: 'The highlighted SKU {sku} is not one of the page’s cards',
  pageCardLimit: 'A page shows at most {max} SKU cards',
  colorFormat: 'Enter a colour as # and six hexadecimal digits, e.g. #0958D9',
  lowContrast:
    'The button text is hard to read on this colour: contrast {ratio} : 1, at least {min} : 1 needed',
  // Separation of duties (src/domain/duties.ts)
  sameRefundReviewer:
    'You did the customer service review of this refund; another person does the financial review',
  ownOfflineOrder: 'You recorded this offline order; another person reviews it',
  ownBarter: 'You applied for this barter; another person reviews it',
  // Commodity center: buy-and-gift activities, recommendations, AB tests
  giftSameAsBuy: 'The gift SKU must differ from the SKU bought',
  giftOverlap:
    'Buy-and-gift activity {activityCode} is already active for this SKU and country in that period',
  positionTaken: 'Position {position} of this list is already held by {recommendCode}',
  abTestLocked: 'This cannot change once the test has started',
  abTestAlreadyRunning: 'AB test {testCode} is already running for this SKU and type',
  abTestRunningDelete: 'A running test cannot be deleted: stop it first',
} as const

export type RuleKey = keyof typeof RULE_MESSAGES
export type RuleParams = Record<string, string | number>

/** One refused field: which rule and the values its message names. */
export interface RuleIssue {
  field: string
  rule: RuleKey
  params?: RuleParams
}

export const isRuleKey = (k: unknown): k is RuleKey =>
  typeof k === 'string' && Object.hasOwn(RULE_MESSAGES, k)

/** The English message of a rule issue, with its params filled in (the server's `message`). */
export function ruleMessage(issue: Pick<RuleIssue, 'rule' | 'params'>): string {
  return RULE_MESSAGES[issue.rule].replace(/\{(\w+)\}/g, (m, name: string) =>
    issue.params && Object.hasOwn(issue.params, name) ? String(issue.params[name]) : m,
  )
}
