import { msg } from '@lingui/core/macro'
import type { couponEntity, skuRelationEntity } from '@/domain/entities/shared-shapes'
import { defineBinding } from './binding'

/** How a coupon looks in either center (their entities share one shape: shared-shapes.ts). */
export const couponBinding = (entity: ReturnType<typeof couponEntity>) =>
  defineBinding(entity, {
    labels: {
      couponCode: msg`Coupon code`,
      name: msg`Name`,
      useMode: msg`Use mode`,
      discountType: msg`Discount type`,
      discountValue: msg`Discount`,
      currency: msg`Currency`,
      skuCodes: msg`SKUs`,
      validFrom: msg`Valid from`,
      validTo: msg`Valid to`,
      usageLimit: msg`Usage limit`,
      usedCount: msg`Times used`,
      status: msg`Status`,
    },
    widths: { couponCode: 150, name: 220, useMode: 120, discountType: 130, discountValue: 110 },
    tagFields: ['status'],
    sections: [
      { title: msg`Coupon`, fields: ['couponCode', 'name', 'useMode', 'status'] },
      { title: msg`Discount`, fields: ['discountType', 'discountValue', 'currency', 'skuCodes'] },
      { title: msg`Validity and usage`, fields: ['validFrom', 'validTo', 'usageLimit', 'usedCount'] },
    ],
  })

/** How a SKU relation looks in either center (their entities share one shape: shared-shapes.ts). */
export const skuRelationBinding = (entity: ReturnType<typeof skuRelationEntity>) =>
  defineBinding(entity, {
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
