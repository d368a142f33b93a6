import { msg } from '@lingui/core/macro'
import { activities } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'

/** Activities: a discount on some SKUs over a period. */
export default defineBinding(activities, {
  labels: {
    activityCode: msg`Activity code`,
    name: msg`Name`,
    activityType: msg`Activity type`,
    startTime: msg`Starts`,
    endTime: msg`Ends`,
    skuCodes: msg`SKUs`,
    discountPercent: msg`Discount (%)`,
    status: msg`Status`,
    description: msg`Description`,
  },
  widths: { activityCode: 140, name: 260, activityType: 150, startTime: 170, endTime: 170 },
  tagFields: ['status'],
  sections: [
    { title: msg`Activity`, fields: ['activityCode', 'name', 'activityType', 'status'] },
    { title: msg`Offer`, fields: ['skuCodes', 'discountPercent'] },
    { title: msg`Period`, fields: ['startTime', 'endTime'] },
    { title: msg`Notes`, fields: ['description'] },
  ],
})
