import { msg } from '@lingui/core/macro'
import { refunds } from '@/domain/entities/refunds-barters'
import { defineBinding } from '../binding'

/** Refunds: every field of spec section 3; the detail panel's groups. */
export default defineBinding(refunds, {
  labels: {
    refundNo: msg`Refund number`,
    orderNo: msg`Order number`,
    orderSource: msg`Order source`,
    status: msg`Status`,
    type: msg`Refund type`,
    method: msg`Refund method`,
    amount: msg`Refund amount`,
    currency: msg`Currency`,
    reasonType: msg`Reason type`,
    description: msg`Description`,
    issueCategory: msg`Issue category`,
    applicant: msg`Applicant`,
    appliedAt: msg`Applied at`,
    reviewer: msg`Reviewer`,
    reviewTime: msg`Review time`,
    ticketId: msg`Ticket ID`,
    taxId: msg`Tax ID`,
  },
  widths: {
    refundNo: 160,
    orderNo: 150,
    status: 250,
    type: 120,
    method: 250,
    amount: 150,
    currency: 100,
    reasonType: 150,
    description: 240,
    applicant: 130,
    appliedAt: 170,
    reviewTime: 170,
  },
  currencyField: 'currency',
  tagFields: ['status'],
  sections: [
    { title: msg`Refund`, fields: ['refundNo', 'orderNo', 'status', 'type', 'method', 'amount', 'currency'] },
    { title: msg`Reason`, fields: ['reasonType', 'issueCategory', 'description', 'ticketId', 'taxId'] },
    { title: msg`Review`, fields: ['applicant', 'appliedAt', 'reviewer', 'reviewTime'] },
  ],
})
