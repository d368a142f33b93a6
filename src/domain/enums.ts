/** Enumerations from spec section 3 and 4. Values are stable codes; labels live in src/resources. */
/** Where a refunded order lives: the online order center or the offline (contract) orders. */
export const ORDER_SOURCES = ['online', 'offline'] as const

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

/** Refund methods (spec section 4): invalidate the authorization, or keep it (tax refunds). */
export const REFUND_METHODS = ['invalidateAuthorization', 'keepAuthorization'] as const
export const REFUND_TYPES = ['full', 'partial'] as const
export const REFUND_REASON_TYPES = [
  'notAsDescribed',
  'duplicatePurchase',
  'accidentalPurchase',
  'technicalIssue',
  'tax',
  'other',
] as const
export const REFUND_ISSUE_CATEGORIES = ['billing', 'product', 'license', 'payment', 'other'] as const

/** Cart payment statuses (spec section 4), in the spec's order. */
export const CART_PAYMENT_STATUSES = [
  'unpaid',
  'paymentSuccessful',
  'inProgress',
  'preAuthorization',
  'failed',
  'submitFailed',
  'submitSucceeded',
  'chargebackLost',
  'chargebackWon',
] as const

export const OFFLINE_REVIEW_STATUSES = ['toBeReviewed', 'rejected', 'passed'] as const
export const OFFLINE_PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const
export const OFFLINE_ORDER_TYPES = ['SMB', 'reseller', 'partner', 'OEM', 'GMO', 'store'] as const
export const OFFLINE_PAYMENT_METHODS = ['cash', 'cheque', 'wechatAlipay', 'bankTransfer'] as const

export const BARTER_EXCHANGE_TYPES = ['sameProduct', 'differentProduct', 'upgrade', 'downgrade'] as const
export const BARTER_HANDLING_METHODS = [
  'refundDifference',
  'chargeDifference',
  'extendSubscription',
  'newLicense',
] as const
export const BARTER_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const

export const SKU_TYPES = ['regular', 'bundle', 'upgrade'] as const
export const RECORD_STATUSES = ['draft', 'active', 'inactive'] as const
export const COUPON_USE_MODES = ['buy_link', 'code', 'auto'] as const
export const DISCOUNT_TYPES = ['percent', 'amount'] as const
export const RECOMMEND_SCENES = ['emptyCart', 'successPage'] as const
export const PLATFORMS = ['windows', 'mac', 'ios', 'android', 'web'] as const
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const
/** A SKU equity refresh also ends cancelled (stopped by staff while queued or running). */
export const EQUITY_REFRESH_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const
export const PAY_PLATFORMS = ['googlePlay', 'applePay'] as const
export const THIRD_PARTY_STORES = ['douyin', 'tmall', 'jd', 'amazon', 'rakuten'] as const
export const STAFF_STATUSES = ['enabled', 'disabled'] as const
