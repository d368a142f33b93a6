import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { orders } from '@/domain/orders'

type OrderField = keyof (typeof orders)['fields']

/** The order detail page's groups (issue: payment, product, amounts, agent, AB test, card, IP, order type). */
export const ORDER_DETAIL_SECTIONS: { title: MessageDescriptor; fields: OrderField[] }[] = [
  {
    title: msg`Order`,
    fields: [
      'orderNo',
      'status',
      'orderType',
      'email',
      'purchaseTime',
      'finishTime',
      'country',
      'language',
      'ipAddress',
    ],
  },
  {
    title: msg`Payment`,
    fields: [
      'paymentNo',
      'paymentPlatform',
      'paymentMethod',
      'currency',
      'payCurrency',
      'cardNumber',
      'coupon',
      'discount',
    ],
  },
  {
    title: msg`Product, license and SKU`,
    fields: [
      'productType',
      'productName',
      'license',
      'sku',
      'subscriptionTemplate',
      'authorizationType',
      'activity',
    ],
  },
  {
    title: msg`Amounts`,
    fields: [
      'unitPrice',
      'quantity',
      'actualPayment',
      'tax',
      'transactionFee',
      'salesAmount',
      'agencyCommission',
      'referralFee',
    ],
  },
  { title: msg`Agent and AB test`, fields: ['agentPlatform', 'agentName', 'abTest'] },
]
