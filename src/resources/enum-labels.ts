import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  AB_TEST_STATUSES,
  AB_TEST_TYPES,
  ACTIVITY_TYPES,
  SPU_CATEGORIES,
} from '@/domain/entities/commodity-center'
import type { PULL_MESSAGES } from '@/domain/douyin-pull'
import type { EQUITY_REFRESH_MESSAGES } from '@/domain/equity-refresh'
import { AGENT_ORDER_STATUSES, ASSOCIATION_STATUSES } from '@/domain/entities/order-center'
import { BIND_TYPES } from '@/domain/entities/product-backstage'
import { SKU_RELATION_TYPES } from '@/domain/entities/shared-shapes'
import {
  AB_TEST_FLAGS,
  AUTHORIZATION_TYPES,
  BARTER_EXCHANGE_TYPES,
  BARTER_HANDLING_METHODS,
  BARTER_STATUSES,
  CART_PAYMENT_STATUSES,
  COUNTRIES,
  COUPON_USE_MODES,
  CURRENCIES,
  DISCOUNT_TYPES,
  EQUITY_REFRESH_STATUSES,
  JOB_STATUSES,
  LANGUAGES,
  OFFLINE_ORDER_TYPES,
  OFFLINE_PAYMENT_METHODS,
  OFFLINE_PAYMENT_STATUSES,
  OFFLINE_REVIEW_STATUSES,
  ORDER_SOURCES,
  ORDER_STATUS,
  ORDER_TYPES,
  PAY_PLATFORMS,
  PAYMENT_METHODS,
  PAYMENT_PLATFORMS,
  PLATFORMS,
  PRODUCT_TYPES,
  RECOMMEND_SCENES,
  RECORD_STATUSES,
  REFUND_ISSUE_CATEGORIES,
  REFUND_METHODS,
  REFUND_REASON_TYPES,
  REFUND_TYPES,
  SKU_TYPES,
  STAFF_STATUSES,
  THIRD_PARTY_STORES,
} from '@/domain/enums'
import { ROLES } from '@/domain/permissions'
import { REFUND_STATUSES } from '@/domain/refund-workflow'

/**
 * One label table per enumeration of the domain, shared by every entity (and every screen) that shows its
 * values. Each is total over its enum's values: a value added to the enum fails the type check until it has
 * a label here. Bindings pick the table of an enum field by the field's `values` array (see enumLabelsFor).
 */
type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

// --- Orders (spec section 3) ---

export const ORDER_SOURCE_LABELS: Labels<typeof ORDER_SOURCES> = {
  online: msg`Online order`,
  offline: msg`Offline order`,
}

export const ORDER_STATUS_LABELS: Labels<typeof ORDER_STATUS> = {
  normal: msg`Normal`,
  refunded: msg`Refunded`,
}

/** Order type enumeration (spec section 3). */
export const ORDER_TYPE_LABELS: Labels<typeof ORDER_TYPES> = {
  regular: msg`Regular`,
  renewal: msg`Renewal`,
  split: msg`Split`,
  thirdPartyCart: msg`Third-party cart`,
  manualImport: msg`Manual import`,
  group: msg`Group`,
  priceDifferenceUpgrade: msg`Price-difference upgrade`,
  giftUpgrade: msg`Gift upgrade`,
  subscriptionRecovery: msg`Subscription recovery`,
  upgradeVariableUnit: msg`Upgrade variable unit`,
  peerSwitch: msg`Peer switch`,
  cancellationPenalty: msg`Cancellation penalty`,
  penaltyBill: msg`Penalty bill`,
  earlyRenewal: msg`Early renewal`,
  voucherReplacement: msg`Voucher replacement`,
  unpurchasedUserOperation: msg`Unpurchased-user operation`,
  historicalCartRecovery: msg`Historical cart recovery`,
  subscriptionDowngrade: msg`Subscription downgrade`,
  addBackupPaymentMethod: msg`Add backup payment method`,
  barterPriceDifference: msg`Barter price difference`,
}

export const AUTHORIZATION_TYPE_LABELS: Labels<typeof AUTHORIZATION_TYPES> = {
  day: msg`Day`,
  month: msg`Month`,
  quarter: msg`Quarter`,
  year: msg`Year`,
  lifetime: msg`Lifetime`,
}

export const AB_TEST_FLAG_LABELS: Labels<typeof AB_TEST_FLAGS> = {
  none: msg`None`,
  price: msg`Price`,
  cart: msg`Cart`,
}

export const PAYMENT_PLATFORM_LABELS: Labels<typeof PAYMENT_PLATFORMS> = {
  stripe: msg`Stripe`,
  paypal: msg`PayPal`,
  adyen: msg`Adyen`,
  alipay: msg`Alipay`,
  wechat: msg`WeChat Pay`,
  googlePlay: msg`Google Play`,
  applePay: msg`Apple Pay`,
}

export const PAYMENT_METHOD_LABELS: Labels<typeof PAYMENT_METHODS> = {
  card: msg`Card`,
  paypal: msg`PayPal`,
  alipay: msg`Alipay`,
  wechatPay: msg`WeChat Pay`,
  bankTransfer: msg`Bank transfer`,
  appStore: msg`App store`,
}

/**
 * Currencies keep their ISO 4217 codes in every language: amounts are formatted with them and staff read
 * them as codes; the compact currency columns are sized for a code.
 */
export const CURRENCY_LABELS: Labels<typeof CURRENCIES> = {
  USD: msg`USD`,
  EUR: msg`EUR`,
  JPY: msg`JPY`,
  CNY: msg`CNY`,
  GBP: msg`GBP`,
  AUD: msg`AUD`,
  CAD: msg`CAD`,
  KRW: msg`KRW`,
}

export const COUNTRY_LABELS: Labels<typeof COUNTRIES> = {
  US: msg`United States`,
  DE: msg`Germany`,
  JP: msg`Japan`,
  CN: msg`China`,
  GB: msg`United Kingdom`,
  FR: msg`France`,
  AU: msg`Australia`,
  CA: msg`Canada`,
  KR: msg`South Korea`,
  BR: msg`Brazil`,
  IN: msg`India`,
  ES: msg`Spain`,
}

/** The languages customers buy in (not the console's own languages). */
export const LANGUAGE_LABELS: Labels<typeof LANGUAGES> = {
  en: msg`English`,
  de: msg`German`,
  ja: msg`Japanese`,
  zh: msg`Chinese`,
  fr: msg`French`,
  ko: msg`Korean`,
  pt: msg`Portuguese`,
  es: msg`Spanish`,
}

export const PRODUCT_TYPE_LABELS: Labels<typeof PRODUCT_TYPES> = {
  software: msg`Software`,
  subscription: msg`Subscription`,
  addon: msg`Add-on`,
  service: msg`Service`,
}

/** Cart payment statuses (spec section 4), in the spec's order. */
export const CART_PAYMENT_STATUS_LABELS: Labels<typeof CART_PAYMENT_STATUSES> = {
  unpaid: msg`Unpaid`,
  paymentSuccessful: msg`Payment successful`,
  inProgress: msg`In progress`,
  preAuthorization: msg`Pre-authorization`,
  failed: msg`Failed`,
  submitFailed: msg`Submit failed`,
  submitSucceeded: msg`Submit succeeded`,
  chargebackLost: msg`Chargeback lost (refunded)`,
  chargebackWon: msg`Chargeback won`,
}

// --- Refunds and barters (spec section 4) ---

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

// --- Offline orders (spec sections 3 and 4) ---

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

// --- Order center operations ---

export const PAY_PLATFORM_LABELS: Labels<typeof PAY_PLATFORMS> = {
  googlePlay: msg`Google Play`,
  applePay: msg`Apple Pay`,
}

export const AGENT_ORDER_STATUS_LABELS: Labels<typeof AGENT_ORDER_STATUSES> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
}

export const ASSOCIATION_STATUS_LABELS: Labels<typeof ASSOCIATION_STATUSES> = {
  associated: msg`Associated`,
  unmatched: msg`Unmatched`,
  conflict: msg`Conflict`,
}

export const THIRD_PARTY_STORE_LABELS: Labels<typeof THIRD_PARTY_STORES> = {
  douyin: msg`Douyin`,
  tmall: msg`Tmall`,
  jd: msg`JD.com`,
  amazon: msg`Amazon`,
  rakuten: msg`Rakuten`,
}

/** Server jobs (Douyin pulls, agent order imports, SKU equity refreshes). */
export const JOB_STATUS_LABELS: Labels<typeof JOB_STATUSES> = {
  queued: msg`Queued`,
  running: msg`Running`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
}

export const EQUITY_REFRESH_STATUS_LABELS: Labels<typeof EQUITY_REFRESH_STATUSES> = {
  queued: msg`Queued`,
  running: msg`Running`,
  succeeded: msg`Done`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
}

// --- Price, commodity and product centers, backstage ---

export const RECORD_STATUS_LABELS: Labels<typeof RECORD_STATUSES> = {
  draft: msg`Draft`,
  active: msg`Active`,
  inactive: msg`Inactive`,
}

export const SKU_TYPE_LABELS: Labels<typeof SKU_TYPES> = {
  regular: msg`Regular`,
  bundle: msg({ message: 'Bundle', context: 'SKU type' }),
  upgrade: msg`Upgrade`,
}

export const SKU_RELATION_TYPE_LABELS: Labels<typeof SKU_RELATION_TYPES> = {
  upgrade: msg`Upgrade`,
  crossgrade: msg`Crossgrade`,
  addon: msg`Add-on`,
  replacement: msg({ message: 'Replacement', context: 'SKU relation type' }),
}

export const PLATFORM_LABELS: Labels<typeof PLATFORMS> = {
  windows: msg`Windows`,
  mac: msg`macOS`,
  ios: msg`iOS`,
  android: msg`Android`,
  web: msg`Web`,
}

export const COUPON_USE_MODE_LABELS: Labels<typeof COUPON_USE_MODES> = {
  buy_link: msg`Buy link`,
  code: msg`Coupon code`,
  auto: msg`Applied automatically`,
}

export const DISCOUNT_TYPE_LABELS: Labels<typeof DISCOUNT_TYPES> = {
  percent: msg`Percentage`,
  amount: msg`Fixed amount`,
}

export const RECOMMEND_SCENE_LABELS: Labels<typeof RECOMMEND_SCENES> = {
  emptyCart: msg`Empty cart`,
  successPage: msg`Purchase success page`,
}

export const ACTIVITY_TYPE_LABELS: Labels<typeof ACTIVITY_TYPES> = {
  discount: msg`Discount`,
  flashSale: msg`Flash sale`,
  bundle: msg({ message: 'Bundle', context: 'activity type' }),
  seasonal: msg`Seasonal promotion`,
}

export const SPU_CATEGORY_LABELS: Labels<typeof SPU_CATEGORIES> = {
  utility: msg`Utilities`,
  creative: msg`Creative`,
  business: msg`Business`,
  security: msg`Security`,
  education: msg`Education`,
}

export const AB_TEST_TYPE_LABELS: Labels<typeof AB_TEST_TYPES> = {
  price: msg`Price`,
  cart: msg`Cart`,
}

/** An AB test's lifecycle: draft → running → stopped. */
export const AB_TEST_STATUS_LABELS: Labels<typeof AB_TEST_STATUSES> = {
  draft: msg`Draft`,
  running: msg`Running`,
  stopped: msg`Stopped`,
}

export const BIND_TYPE_LABELS: Labels<typeof BIND_TYPES> = {
  gift: msg`Gift`,
  bundle: msg({ message: 'Bundle', context: 'bound product type' }),
  trial: msg`Trial`,
}

export const STAFF_STATUS_LABELS: Labels<typeof STAFF_STATUSES> = {
  enabled: msg`Enabled`,
  disabled: msg`Disabled`,
}

/** The demo roles (a staff user's role). */
export const ROLE_LABELS: Labels<typeof ROLES> = {
  admin: msg`Administrator`,
  finance: msg`Finance`,
  support: msg`Customer support`,
  pricing: msg`Pricing`,
  operator: msg`Operator`,
  viewer: msg`Viewer`,
}

/** Every table by its enum's array: fields declare their values with these very arrays. */
const TABLES = new Map<readonly string[], Record<string, MessageDescriptor>>([
  [ORDER_SOURCES, ORDER_SOURCE_LABELS],
  [ORDER_STATUS, ORDER_STATUS_LABELS],
  [ORDER_TYPES, ORDER_TYPE_LABELS],
  [AUTHORIZATION_TYPES, AUTHORIZATION_TYPE_LABELS],
  [AB_TEST_FLAGS, AB_TEST_FLAG_LABELS],
  [PAYMENT_PLATFORMS, PAYMENT_PLATFORM_LABELS],
  [PAYMENT_METHODS, PAYMENT_METHOD_LABELS],
  [CURRENCIES, CURRENCY_LABELS],
  [COUNTRIES, COUNTRY_LABELS],
  [LANGUAGES, LANGUAGE_LABELS],
  [PRODUCT_TYPES, PRODUCT_TYPE_LABELS],
  [CART_PAYMENT_STATUSES, CART_PAYMENT_STATUS_LABELS],
  [REFUND_STATUSES, REFUND_STATUS_LABELS],
  [REFUND_TYPES, REFUND_TYPE_LABELS],
  [REFUND_METHODS, REFUND_METHOD_LABELS],
  [REFUND_REASON_TYPES, REFUND_REASON_TYPE_LABELS],
  [REFUND_ISSUE_CATEGORIES, REFUND_ISSUE_CATEGORY_LABELS],
  [BARTER_EXCHANGE_TYPES, BARTER_EXCHANGE_TYPE_LABELS],
  [BARTER_HANDLING_METHODS, BARTER_HANDLING_METHOD_LABELS],
  [BARTER_STATUSES, BARTER_STATUS_LABELS],
  [OFFLINE_ORDER_TYPES, OFFLINE_ORDER_TYPE_LABELS],
  [OFFLINE_PAYMENT_METHODS, OFFLINE_PAYMENT_METHOD_LABELS],
  [OFFLINE_REVIEW_STATUSES, OFFLINE_REVIEW_STATUS_LABELS],
  [OFFLINE_PAYMENT_STATUSES, OFFLINE_PAYMENT_STATUS_LABELS],
  [PAY_PLATFORMS, PAY_PLATFORM_LABELS],
  [AGENT_ORDER_STATUSES, AGENT_ORDER_STATUS_LABELS],
  [ASSOCIATION_STATUSES, ASSOCIATION_STATUS_LABELS],
  [THIRD_PARTY_STORES, THIRD_PARTY_STORE_LABELS],
  [JOB_STATUSES, JOB_STATUS_LABELS],
  [EQUITY_REFRESH_STATUSES, EQUITY_REFRESH_STATUS_LABELS],
  [RECORD_STATUSES, RECORD_STATUS_LABELS],
  [SKU_TYPES, SKU_TYPE_LABELS],
  [SKU_RELATION_TYPES, SKU_RELATION_TYPE_LABELS],
  [PLATFORMS, PLATFORM_LABELS],
  [COUPON_USE_MODES, COUPON_USE_MODE_LABELS],
  [DISCOUNT_TYPES, DISCOUNT_TYPE_LABELS],
  [RECOMMEND_SCENES, RECOMMEND_SCENE_LABELS],
  [ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS],
  [SPU_CATEGORIES, SPU_CATEGORY_LABELS],
  [AB_TEST_TYPES, AB_TEST_TYPE_LABELS],
  [AB_TEST_STATUSES, AB_TEST_STATUS_LABELS],
  [BIND_TYPES, BIND_TYPE_LABELS],
  [STAFF_STATUSES, STAFF_STATUS_LABELS],
  [ROLES, ROLE_LABELS],
])

/**
 * The label table of an enum, found by the identity of its values array (an enum field's `values` is the
 * enum constant itself). Undefined for an array that is not one of the domain's enums (a copy, a literal).
 */
export function enumLabelsFor(values: readonly string[]): Record<string, MessageDescriptor> | undefined {
  return TABLES.get(values)
}

/** The result codes a Douyin pull job ends with (its `message` field). */
export const PULL_MESSAGE_LABELS: Labels<typeof PULL_MESSAGES> = {
  pullCompleted: msg`All orders in the window were pulled.`,
  shopAuthorizationExpired: msg`The shop's Douyin authorization has expired. Re-authorize the shop, then pull again.`,
}

/** The result codes a SKU equity refresh job ends with (its `message` field). */
export const EQUITY_REFRESH_MESSAGE_LABELS: Labels<typeof EQUITY_REFRESH_MESSAGES> = {
  refreshCompleted: msg`Every licence sold with the SKU was refreshed.`,
  refreshCancelled: msg`Cancelled: the licences refreshed before that keep their new entitlements.`,
  skuWithoutLicense: msg`The SKU grants no licence, so there is nothing to refresh.`,
  licenseNotActive: msg`The SKU's licence is not active. Activate it in the price center, then refresh again.`,
}
