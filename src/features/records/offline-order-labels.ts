import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { offlineOrders } from '@/domain/entities/offline-orders'
import type {
  OFFLINE_ORDER_TYPES,
  OFFLINE_PAYMENT_METHODS,
  OFFLINE_PAYMENT_STATUSES,
  OFFLINE_REVIEW_STATUSES,
} from '@/domain/enums'

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

/** Every field of spec section 3's offline order, translated. */
export const OFFLINE_ORDER_FIELD_LABELS: Record<keyof (typeof offlineOrders)['fields'], MessageDescriptor> = {
  offlineOrderNo: msg`Offline order number`,
  accountName: msg`Account name`,
  contractId: msg`Contract ID`,
  licensedMail: msg`Licensed mail`,
  invoiceNumber: msg`Invoice number`,
  orderType: msg`Order type`,
  customized: msg`Customized order`,
  endCustomer: msg`End customer`,
  paymentDate: msg`Payment date`,
  receivableDate: msg`Receivable date`,
  orderOwner: msg`Order owner`,
  country: msg`Country`,
  productName: msg`Product`,
  licenseCode: msg`License`,
  subscriptionTemplate: msg`Subscription template`,
  qtyNumber: msg`Quantity`,
  licenseNumber: msg`License number`,
  redemptionCodeNumber: msg`Redemption code number`,
  unitPrice: msg`Original currency unit price`,
  orderCurrency: msg`Order currency`,
  orderAmount: msg`Order amount`,
  paymentChannel: msg`Payment channel`,
  paymentMethod: msg`Payment method`,
  paymentAccount: msg`Payment account`,
  collectionCompany: msg`Collection company`,
  receiptSerialNumber: msg`Receipt serial number`,
  remark: msg`Remark`,
  recorder: msg`Recorder`,
  reviewStatus: msg`Review status`,
  paymentStatus: msg`Payment status`,
  handlingFee: msg`Handling fee`,
}

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
