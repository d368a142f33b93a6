import { msg } from '@lingui/core/macro'
import { skus } from '@/domain/entities/price-center'
import { defineBinding } from '../binding'

/** Price center SKUs: regular, bundle and upgrade SKUs in one table, told apart by `type`. */
export default defineBinding(skus, {
  labels: {
    skuCode: msg`SKU code`,
    name: msg`Name`,
    type: msg`SKU type`,
    productName: msg`Product`,
    licenseCode: msg`License`,
    platform: msg`Platform`,
    bundleItems: msg`Bundle items`,
    upgradeFromSku: msg`Upgrades from`,
    status: msg`Status`,
    description: msg`Description`,
  },
  widths: { skuCode: 150, name: 300, type: 110, productName: 180, licenseCode: 150, platform: 120 },
  tagFields: ['status'],
  onlyWhen: { bundleItems: { type: 'bundle' }, upgradeFromSku: { type: 'upgrade' } },
  sections: [
    { title: msg`SKU`, fields: ['skuCode', 'name', 'type', 'status'] },
    { title: msg`Product`, fields: ['productName', 'platform', 'licenseCode'] },
    { title: msg`Contents`, fields: ['bundleItems', 'upgradeFromSku'] },
    { title: msg`Notes`, fields: ['description'] },
  ],
})
