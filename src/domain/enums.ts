/** Enumerations from spec section 3 and 4. Values are stable codes; labels live in src/resources. */
export const ORDER_STATUS = ['normal', 'refunded'] as const
export const AUTHORIZATION_TYPES = ['day', 'month', 'quarter', 'year', 'lifetime'] as const
export const AB_TEST_FLAGS = ['none', 'price', 'cart'] as const
export const PAYMENT_PLATFORMS = [
  'stripe',
  'paypal',
  'adyen',
  'alipay',
  'wechat',
  'googlePlay',
  'applePay',
] as const
export const PAYMENT_METHODS = ['card', 'paypal', 'alipay', 'wechatPay', 'bankTransfer', 'appStore'] as const
export const CURRENCIES = ['USD', 'EUR', 'JPY', 'CNY', 'GBP', 'AUD', 'CAD', 'KRW'] as const
export const COUNTRIES = ['US', 'DE', 'JP', 'CN', 'GB', 'FR', 'AU', 'CA', 'KR', 'BR', 'IN', 'ES'] as const
export const LANGUAGES = ['en', 'de', 'ja', 'zh', 'fr', 'ko', 'pt', 'es'] as const
export const PRODUCT_TYPES = ['software', 'subscription', 'addon', 'service'] as const

/** Order type enumeration (spec section 3), in the spec's order. */
export const ORDER_TYPES = [
  'regular',
  'renewal',
  'split',
  'thirdPartyCart',
  'manualImport',
  'group',
  'priceDifferenceUpgrade',
  'giftUpgrade',
  'subscriptionRecovery',
  'upgradeVariableUnit',
  'peerSwitch',
  'cancellationPenalty',
  'penaltyBill',
  'earlyRenewal',
  'voucherReplacement',
  'unpurchasedUserOperation',
  'historicalCartRecovery',
  'subscriptionDowngrade',
  'addBackupPaymentMethod',
  'barterPriceDifference',
] as const
