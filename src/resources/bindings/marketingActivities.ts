import { msg } from '@lingui/core/macro'
import { marketingActivities } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'

/** Buy-and-gift activities: buying one SKU gives another. */
export default defineBinding(marketingActivities, {
  labels: {
    activityCode: msg`Activity code`,
    name: msg`Name`,
    buySku: msg`SKU bought`,
    giftSku: msg`Gift SKU`,
    giftQuantity: msg`Gift quantity`,
    country: msg`Country`,
    startTime: msg`Starts`,
    endTime: msg`Ends`,
    status: msg`Status`,
  },
  widths: { activityCode: 140, name: 260, buySku: 130, giftSku: 130, startTime: 170, endTime: 170 },
  tagFields: ['status'],
  sections: [
    { title: msg`Activity`, fields: ['activityCode', 'name', 'status'] },
    { title: msg`Offer`, fields: ['buySku', 'giftSku', 'giftQuantity', 'country'] },
    { title: msg`Period`, fields: ['startTime', 'endTime'] },
  ],
})
