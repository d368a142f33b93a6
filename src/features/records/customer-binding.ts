import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { customers } from '@/domain/entities/order-center'
import type { RecordBinding } from '@/forms/record-binding'

/** Field labels of an offline customer, translated. */
export const CUSTOMER_FIELD_LABELS: Record<keyof (typeof customers)['fields'], MessageDescriptor> = {
  customerCode: msg`Customer code`,
  accountName: msg`Account name`,
  company: msg`Company`,
  contactName: msg`Contact name`,
  email: msg`Email`,
  phone: msg`Phone`,
  country: msg`Country`,
  address: msg`Address`,
  taxId: msg`Tax ID`,
  remark: msg`Remark`,
}

/** Offline customers in the list, form and detail. */
export const CUSTOMER_BINDING: RecordBinding = {
  labels: CUSTOMER_FIELD_LABELS,
  widths: { customerCode: 140, accountName: 180, company: 200, email: 220 },
  sections: [
    { title: msg`Customer`, fields: ['customerCode', 'accountName', 'company', 'taxId'] },
    { title: msg`Contact`, fields: ['contactName', 'email', 'phone', 'country', 'address'] },
    { title: msg`Notes`, fields: ['remark'] },
  ],
}
