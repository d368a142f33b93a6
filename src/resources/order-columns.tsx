import type { I18n } from '@lingui/core'
import { orders } from '@/domain/orders'
import type { ColumnDef } from '@/table/column'
import { entityColumns } from '@/table/entity-columns'
import {
  AB_TEST_LABELS,
  AUTHORIZATION_TYPE_LABELS,
  ORDER_FIELD_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PLATFORM_LABELS,
  PRODUCT_TYPE_LABELS,
} from './order-labels'

const WIDTHS: Partial<Record<string, number>> = {
  orderNo: 150,
  paymentNo: 160,
  email: 240,
  status: 100,
  purchaseTime: 170,
  finishTime: 170,
  productName: 160,
  orderType: 170,
  paymentPlatform: 130,
  currency: 90,
  country: 90,
  sku: 130,
  actualPayment: 120,
}

/** The orders list's columns: every order field, the registry's `column` fields shown by default. */
export function orderColumns(i18n: I18n): ColumnDef[] {
  return entityColumns(
    orders,
    {
      labels: ORDER_FIELD_LABELS,
      valueLabels: {
        status: ORDER_STATUS_LABELS,
        orderType: ORDER_TYPE_LABELS,
        paymentPlatform: PAYMENT_PLATFORM_LABELS,
        paymentMethod: PAYMENT_METHOD_LABELS,
        authorizationType: AUTHORIZATION_TYPE_LABELS,
        productType: PRODUCT_TYPE_LABELS,
        abTest: AB_TEST_LABELS,
      },
      widths: WIDTHS,
      currencyField: 'currency',
      tagFields: ['status'],
    },
    i18n,
  )
}
