import { msg } from '@lingui/core/macro'
import { spus } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'

/** SPUs: a product on a platform, sold as the SKUs that name it. */
export default defineBinding(spus, {
  labels: {
    spuCode: msg`SPU code`,
    name: msg`Name`,
    productName: msg`Product`,
    category: msg`Category`,
    platform: msg`Platform`,
    status: msg`Status`,
    description: msg`Description`,
  },
  widths: { spuCode: 130, name: 280, productName: 180, category: 130, platform: 120 },
  tagFields: ['status'],
  sections: [
    { title: msg`SPU`, fields: ['spuCode', 'name', 'status'] },
    { title: msg`Product`, fields: ['productName', 'category', 'platform'] },
    { title: msg`Notes`, fields: ['description'] },
  ],
})
