import { msg } from '@lingui/core/macro'
import { commoditySkuRelations } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'

/** SKU relations of the commodity center: which SKU leads to which (upgrade, crossgrade, add-on, replacement). */
export default defineBinding(commoditySkuRelations, {
  labels: {
    relationCode: msg`Relation code`,
    fromSku: msg`From SKU`,
    toSku: msg`To SKU`,
    relationType: msg`Relation type`,
    country: msg`Country`,
    description: msg`Description`,
    status: msg`Status`,
  },
  widths: { relationCode: 150, fromSku: 150, toSku: 150, relationType: 140 },
  tagFields: ['status'],
  sections: [
    { title: msg`Relation`, fields: ['relationCode', 'relationType', 'status'] },
    { title: msg`SKUs`, fields: ['fromSku', 'toSku', 'country'] },
    { title: msg`Notes`, fields: ['description'] },
  ],
})
