import { msg } from '@lingui/core/macro'
import type {
  AB_TEST_FLAGS,
  AUTHORIZATION_TYPES,
  CART_PAYMENT_STATUSES,
  COUNTRIES,
  CURRENCIES,
  LANGUAGES,
  ORDER_SOURCES,
  ORDER_STATUS,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_PLATFORMS,
  PRODUCT_TYPES,
} from '@/domain/enums'
import type { Labels } from './label-table'

// Orders and carts (spec sections 3 and 4): the value labels of their enums.

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
