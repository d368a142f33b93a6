import { msg } from '@lingui/core/macro'
import { commoditySkus } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'

/** Commodity SKUs: the SKUs the commodity center sells, each in an SPU; bundles list their items. */
export default defineBinding(commoditySkus, {
  labels: {
    skuCode: msg`SKU code`,
    spuCode: msg`SPU`,
    name: msg`Name`,
    type: msg`SKU type`,
    price: msg`Price`,
    currency: msg`Currency`,
    licenseCode: msg`License`,
    bundleItems: msg`Bundle items`,
    status: msg`Status`,
  },
  widths: { skuCode: 140, spuCode: 120, name: 320, type: 110, price: 120, currency: 90 },
  tagFields: ['status'],
  onlyWhen: { bundleItems: { type: 'bundle' } },
  sections: [
    { title: msg`SKU`, fields: ['skuCode', 'name', 'type', 'spuCode', 'status'] },
    { title: msg`Price`, fields: ['price', 'currency', 'licenseCode'] },
    { title: msg`Contents`, fields: ['bundleItems'] },
  ],
})
