import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { REFUND_FIELD_LABELS } from '@/resources/refund-labels'

type RefundField = keyof typeof REFUND_FIELD_LABELS

/** A refund's fields in groups; together they are every field of spec section 3's refund. */
export const REFUND_DETAIL_SECTIONS: { title: MessageDescriptor; fields: RefundField[] }[] = [
  {
    title: msg`Refund`,
    fields: ['refundNo', 'orderNo', 'status', 'type', 'method', 'amount', 'currency'],
  },
  { title: msg`Reason`, fields: ['reasonType', 'issueCategory', 'description', 'ticketId', 'taxId'] },
  { title: msg`Review`, fields: ['applicant', 'appliedAt', 'reviewer', 'reviewTime'] },
]
