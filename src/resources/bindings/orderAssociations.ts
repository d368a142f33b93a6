import { msg } from '@lingui/core/macro'
import { orderAssociations } from '@/domain/entities/order-center'
import { defineBinding } from '../binding'

/** Third-party store orders associated with our orders. */
export default defineBinding(orderAssociations, {
  labels: {
    associationNo: msg`Association number`,
    store: msg`Store`,
    storeOrderNo: msg`Store order number`,
    orderNo: msg`Order number`,
    skuCode: msg`SKU`,
    associatedAt: msg`Associated at`,
    status: msg`Association status`,
  },
  widths: { associationNo: 170, storeOrderNo: 170, orderNo: 150, associatedAt: 170, status: 150 },
  tagFields: ['status'],
})
