import { msg } from '@lingui/core/macro'
import { boundProducts } from '@/domain/entities/product-backstage'
import { defineBinding } from '../binding'

/** Product center: a SKU bound to another SKU on a platform (a gift, a bundle part or a trial). */
export default defineBinding(boundProducts, {
  labels: {
    bindCode: msg`Binding code`,
    productName: msg`Product`,
    skuCode: msg`SKU`,
    boundSkuCode: msg`Bound SKU`,
    platform: msg`Platform`,
    bindType: msg`Binding type`,
    quantity: msg`Quantity`,
    status: msg`Status`,
    remark: msg`Remark`,
  },
  widths: { bindCode: 150, productName: 220, skuCode: 150, boundSkuCode: 150, bindType: 130 },
  tagFields: ['status'],
  sections: [
    { title: msg`Binding`, fields: ['bindCode', 'productName', 'bindType', 'status'] },
    { title: msg`SKUs`, fields: ['skuCode', 'boundSkuCode', 'platform', 'quantity'] },
    { title: msg`Notes`, fields: ['remark'] },
  ],
})
