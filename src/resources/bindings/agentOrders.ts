import { msg } from '@lingui/core/macro'
import { agentOrders } from '@/domain/entities/order-center'
import { defineBinding } from '../binding'

/** Online agent orders: the order, its agent platform and agent, and the agent's commission. */
export default defineBinding(agentOrders, {
  labels: {
    agentOrderNo: msg`Agent order number`,
    orderNo: msg`Order number`,
    agentPlatform: msg`Agent platform`,
    agentName: msg`Agent name`,
    email: msg`Email`,
    skuCode: msg`SKU`,
    currency: msg`Currency`,
    amount: msg`Amount`,
    agencyCommission: msg`Agency commission`,
    referralFee: msg`Referral fee`,
    orderTime: msg`Order time`,
    status: msg`Status`,
  },
  widths: { agentOrderNo: 160, orderNo: 150, agentPlatform: 150, agentName: 160, orderTime: 170 },
  tagFields: ['status'],
})
