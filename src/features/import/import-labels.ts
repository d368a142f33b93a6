import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { ORDER_FIELD_LABELS as O } from '@/resources/order-labels'

/** Column labels of the two imports (offline order fields, agent order completion fields). */
export const IMPORT_FIELD_LABELS: Record<string, MessageDescriptor> = {
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
  country: O.country,
  productName: O.productName,
  licenseCode: msg`License`,
  subscriptionTemplate: O.subscriptionTemplate,
  qtyNumber: msg`Qty`,
  licenseNumber: msg`License number`,
  redemptionCodeNumber: msg`Redemption code number`,
  unitPrice: msg`Original currency unit price`,
  orderCurrency: msg`Order currency`,
  orderAmount: msg`Order amount`,
  paymentChannel: msg`Payment channel`,
  paymentMethod: O.paymentMethod,
  paymentAccount: msg`Payment account`,
  collectionCompany: msg`Collection company`,
  receiptSerialNumber: msg`Receipt serial number`,
  remark: msg`Remark`,
  paymentStatus: msg`Payment status`,
  handlingFee: msg`Handling fee`,
  agentOrderNo: msg`Agent order number`,
  orderNo: O.orderNo,
  agentName: O.agentName,
  agencyCommission: O.agencyCommission,
  referralFee: O.referralFee,
}

export function fieldLabel(i18n: I18n, field: string): string {
  const d = IMPORT_FIELD_LABELS[field]
  return d ? i18n._(d) : field
}

/** Labels a header cell may carry: the active language's and the English one. */
export function headerLabels(i18n: I18n, field: string): string[] {
  const d = IMPORT_FIELD_LABELS[field]
  return d ? [i18n._(d), d.message ?? field] : []
}

/** The template's header for a field: readable in the active language, and still naming the field. */
export const templateHeader = (i18n: I18n, field: string) => `${fieldLabel(i18n, field)} (${field})`
