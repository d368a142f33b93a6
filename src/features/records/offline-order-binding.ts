import { msg } from '@lingui/core/macro'
import type { RecordBinding } from '@/forms/record-binding'
import { AUTHORIZATION_TYPE_LABELS } from '@/resources/order-labels'
import {
  OFFLINE_ORDER_FIELD_LABELS,
  OFFLINE_ORDER_TYPE_LABELS,
  OFFLINE_PAYMENT_METHOD_LABELS,
  OFFLINE_PAYMENT_STATUS_LABELS,
  OFFLINE_REVIEW_STATUS_LABELS,
} from './offline-order-labels'

export const OFFLINE_ORDER_BINDING: RecordBinding = {
  labels: OFFLINE_ORDER_FIELD_LABELS,
  valueLabels: {
    orderType: OFFLINE_ORDER_TYPE_LABELS,
    paymentMethod: OFFLINE_PAYMENT_METHOD_LABELS,
    reviewStatus: OFFLINE_REVIEW_STATUS_LABELS,
    paymentStatus: OFFLINE_PAYMENT_STATUS_LABELS,
    subscriptionTemplate: AUTHORIZATION_TYPE_LABELS,
  },
  widths: { offlineOrderNo: 170, accountName: 180, licensedMail: 220, reviewStatus: 130, paymentStatus: 130 },
  currencyField: 'orderCurrency',
  tagFields: ['reviewStatus', 'paymentStatus'],
  sections: [
    {
      title: msg`Customer and contract`,
      fields: [
        'offlineOrderNo',
        'accountName',
        'contractId',
        'licensedMail',
        'invoiceNumber',
        'orderType',
        'customized',
        'endCustomer',
        'orderOwner',
        'country',
      ],
    },
    {
      title: msg`Product and license`,
      fields: [
        'productName',
        'licenseCode',
        'subscriptionTemplate',
        'qtyNumber',
        'licenseNumber',
        'redemptionCodeNumber',
      ],
    },
    {
      title: msg`Amounts and payment`,
      fields: [
        'unitPrice',
        'orderCurrency',
        'orderAmount',
        'handlingFee',
        'paymentDate',
        'receivableDate',
        'paymentChannel',
        'paymentMethod',
        'paymentAccount',
        'collectionCompany',
        'receiptSerialNumber',
        'paymentStatus',
      ],
    },
    { title: msg`Review`, fields: ['reviewStatus', 'recorder', 'remark'] },
  ],
}
