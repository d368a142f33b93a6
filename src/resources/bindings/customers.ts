import { msg } from '@lingui/core/macro'
import { customers } from '@/domain/entities/order-center'
import { defineBinding } from '../binding'

/** Offline customers in the list, form and detail. */
export default defineBinding(customers, {
  labels: {
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
  },
  widths: { customerCode: 140, accountName: 180, company: 200, email: 220 },
  sections: [
    { title: msg`Customer`, fields: ['customerCode', 'accountName', 'company', 'taxId'] },
    { title: msg`Contact`, fields: ['contactName', 'email', 'phone', 'country', 'address'] },
    { title: msg`Notes`, fields: ['remark'] },
  ],
})
