import type { I18n } from '@lingui/core'
import { cartOrders } from '@/domain/entities/order-center'
import type { ColumnDef } from '@/table/column'
import { entityColumns } from '@/table/entity-columns'
import { CART_ORDER_FIELD_LABELS, CART_PAYMENT_STATUS_LABELS } from './cart-order-labels'

const WIDTHS: Partial<Record<string, number>> = {
  cartNo: 150,
  cartId: 190,
  email: 240,
  currency: 100,
  country: 90,
  totalAmount: 130,
  lastUpdatedTime: 170,
  paymentStatus: 190,
  failureInfo: 300,
  errorCode: 210,
}

/** The cart order list's columns: every cart order field, the registry's `column` fields shown by default. */
export function cartOrderColumns(i18n: I18n): ColumnDef[] {
  return entityColumns(
    cartOrders,
    {
      labels: CART_ORDER_FIELD_LABELS,
      valueLabels: { paymentStatus: CART_PAYMENT_STATUS_LABELS },
      widths: WIDTHS,
      currencyField: 'currency',
      tagFields: ['paymentStatus'],
    },
    i18n,
  )
}
