import { msg } from '@lingui/core/macro'
import { barters } from '@/domain/entities/refunds-barters'
import { defineBinding } from '../binding'

/** Barters: every field of spec section 3, plus its number, order and state; the detail's groups. */
export default defineBinding(barters, {
  labels: {
    barterNo: msg`Barter number`,
    orderNo: msg`Order number`,
    replacementItem: msg`Replacement item`,
    exchangeType: msg`Type of replacement`,
    reason: msg`Reason or certificate explanation`,
    newItem: msg`New item`,
    handlingMethod: msg`Handling method`,
    billingStartDate: msg`Billing start date`,
    priceDifference: msg`Price difference`,
    status: msg`Status`,
    applicant: msg`Applicant`,
  },
  widths: {
    barterNo: 190,
    orderNo: 150,
    replacementItem: 160,
    exchangeType: 180,
    reason: 240,
    newItem: 150,
    handlingMethod: 190,
    billingStartDate: 180,
    priceDifference: 140,
    status: 120,
    applicant: 130,
  },
  tagFields: ['status'],
  sections: [
    { title: msg`Barter`, fields: ['barterNo', 'orderNo', 'status', 'applicant'] },
    {
      title: msg`Replacement`,
      fields: ['replacementItem', 'exchangeType', 'reason', 'newItem', 'handlingMethod'],
    },
    { title: msg`New item billing`, fields: ['billingStartDate', 'priceDifference'] },
  ],
})
