import { msg } from '@lingui/core/macro'
import { licenses } from '@/domain/entities/price-center'
import { defineBinding } from '../binding'

/** Price center licenses: what a SKU grants (authorization type, devices, duration). */
export default defineBinding(licenses, {
  labels: {
    licenseCode: msg`License code`,
    name: msg`Name`,
    productName: msg`Product`,
    authorizationType: msg`Authorization type`,
    deviceLimit: msg`Device limit`,
    durationDays: msg`Duration (days)`,
    status: msg`Status`,
    description: msg`Description`,
  },
  widths: { licenseCode: 150, name: 220, productName: 200, authorizationType: 150 },
  tagFields: ['status'],
  sections: [
    { title: msg`License`, fields: ['licenseCode', 'name', 'productName', 'status'] },
    { title: msg`Authorization`, fields: ['authorizationType', 'deviceLimit', 'durationDays'] },
    { title: msg`Notes`, fields: ['description'] },
  ],
})
