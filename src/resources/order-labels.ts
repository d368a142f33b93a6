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
