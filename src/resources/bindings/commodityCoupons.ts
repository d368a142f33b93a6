import { msg } from '@lingui/core/macro'
import { commodityCoupons } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'

/** Commodity center coupons: the price center's shape, over the commodity center's SKUs. */
export default defineBinding(commodityCoupons, {
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
  currencyField: 'currency',
  tagFields: ['status'],
  sections: [
    { title: msg`Coupon`, fields: ['couponCode', 'name', 'useMode', 'status'] },
    { title: msg`Discount`, fields: ['discountType', 'discountValue', 'currency', 'skuCodes'] },
    { title: msg`Validity and usage`, fields: ['validFrom', 'validTo', 'usageLimit', 'usedCount'] },
  ],
})
