import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { cartOrders } from '@/domain/entities/order-center'
import type { CART_PAYMENT_STATUSES } from '@/domain/enums'

/** Field labels of a cart order, translated (every field of spec section 3). */
export const CART_ORDER_FIELD_LABELS: Record<keyof (typeof cartOrders)['fields'], MessageDescriptor> = {
  cartNo: msg`Cart number`,
  cartId: msg`Cart ID`,
  email: msg`Email`,
  country: msg`Country`,
  currency: msg`Currency`,
  totalAmount: msg`Total amount`,
  lastUpdatedTime: msg`Last updated`,
  paymentStatus: msg`Payment status`,
  failureInfo: msg`Failure information`,
  errorCode: msg`Error code`,
}

/** Cart payment statuses (spec section 4), in the spec's order. */
export const CART_PAYMENT_STATUS_LABELS: Record<(typeof CART_PAYMENT_STATUSES)[number], MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  paymentSuccessful: msg`Payment successful`,
  inProgress: msg`In progress`,
  preAuthorization: msg`Pre-authorization`,
  failed: msg`Failed`,
  submitFailed: msg`Submit failed`,
  submitSucceeded: msg`Submit succeeded`,
  chargebackLost: msg`Chargeback lost (refunded)`,
  chargebackWon: msg`Chargeback won`,
}
