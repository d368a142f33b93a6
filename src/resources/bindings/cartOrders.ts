import { msg } from '@lingui/core/macro'
import { cartOrders } from '@/domain/entities/order-center'
import { defineBinding } from '../binding'

/** Cart orders: every field of spec section 3. */
export default defineBinding(cartOrders, {
  labels: {
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
  },
  widths: {
    cartNo: 150,
    cartId: 190,
    email: 240,
    currency: 100,
    country: 120,
    totalAmount: 130,
    lastUpdatedTime: 170,
    paymentStatus: 190,
    failureInfo: 300,
    errorCode: 210,
  },
  tagFields: ['paymentStatus'],
})
