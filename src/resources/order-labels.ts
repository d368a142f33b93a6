import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { orders } from '@/domain/orders'

/** Field labels of an order, translated (every field of spec section 3). */
export const ORDER_FIELD_LABELS: Record<keyof (typeof orders)['fields'], MessageDescriptor> = {
  orderNo: msg`Order number`,
  paymentNo: msg`Payment number`,
  email: msg`Email`,
  status: msg`Status`,
  orderType: msg`Order type`,
  purchaseTime: msg`Purchase time`,
  finishTime: msg`Finish time`,
  paymentPlatform: msg`Payment platform`,
  paymentMethod: msg`Payment method`,
  currency: msg`Currency`,
  payCurrency: msg`Pay currency`,
  country: msg`Country`,
  language: msg`Language`,
  discount: msg`Discount`,
  coupon: msg`Coupon`,
  productType: msg`Product type`,
  productName: msg`Product`,
  license: msg`License`,
  sku: msg`SKU`,
  subscriptionTemplate: msg`Subscription template`,
  activity: msg`Activity`,
  authorizationType: msg`Authorization type`,
  cardNumber: msg`Card number`,
  ipAddress: msg`IP address`,
  abTest: msg`AB test`,
  unitPrice: msg`Unit price`,
  quantity: msg`Quantity`,
  actualPayment: msg`Actual payment`,
  tax: msg`Tax`,
  transactionFee: msg`Transaction fee`,
  salesAmount: msg`Sales amount`,
  agentPlatform: msg`Agent platform`,
  agentName: msg`Agent name`,
  agencyCommission: msg`Agency commission`,
  referralFee: msg`Referral fee`,
}

export const ORDER_STATUS_LABELS: Record<string, MessageDescriptor> = {
  normal: msg`Normal`,
  refunded: msg`Refunded`,
}

/** Order type enumeration (spec section 3). */
export const ORDER_TYPE_LABELS: Record<string, MessageDescriptor> = {
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

export const PAYMENT_PLATFORM_LABELS: Record<string, MessageDescriptor> = {
  stripe: msg`Stripe`,
  paypal: msg`PayPal`,
  adyen: msg`Adyen`,
  alipay: msg`Alipay`,
  wechat: msg`WeChat Pay`,
  googlePlay: msg`Google Play`,
  applePay: msg`Apple Pay`,
}

export const PAYMENT_METHOD_LABELS: Record<string, MessageDescriptor> = {
  card: msg`Card`,
  paypal: msg`PayPal`,
  alipay: msg`Alipay`,
  wechatPay: msg`WeChat Pay`,
  bankTransfer: msg`Bank transfer`,
  appStore: msg`App store`,
}

export const AUTHORIZATION_TYPE_LABELS: Record<string, MessageDescriptor> = {
  day: msg`Day`,
  month: msg`Month`,
  quarter: msg`Quarter`,
  year: msg`Year`,
  lifetime: msg`Lifetime`,
}

export const PRODUCT_TYPE_LABELS: Record<string, MessageDescriptor> = {
  software: msg`Software`,
  subscription: msg`Subscription`,
  addon: msg`Add-on`,
  service: msg`Service`,
}

export const AB_TEST_LABELS: Record<string, MessageDescriptor> = {
  none: msg`None`,
  price: msg`Price`,
  cart: msg`Cart`,
}
