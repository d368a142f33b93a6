import { msg } from '@lingui/core/macro'
import { prices } from '@/domain/entities/price-center'
import { defineBinding } from '../binding'

/** Prices: one amount of a SKU in a currency (and optionally a country) over an effective window. */
export default defineBinding(prices, {
  labels: {
    priceCode: msg`Price code`,
    skuCode: msg`SKU`,
    type: msg`Price type`,
    currency: msg`Currency`,
    country: msg`Country`,
    amount: msg`Amount`,
    originalAmount: msg`Original amount`,
    effectiveFrom: msg`Effective from`,
    effectiveTo: msg`Effective to`,
    status: msg`Status`,
  },
  widths: { priceCode: 150, skuCode: 150, type: 110, currency: 90, country: 100, amount: 130 },
  tagFields: ['status'],
  sections: [
    { title: msg`Price`, fields: ['priceCode', 'skuCode', 'type', 'status'] },
    { title: msg`Amount`, fields: ['currency', 'country', 'amount', 'originalAmount'] },
    { title: msg`Effective period`, fields: ['effectiveFrom', 'effectiveTo'] },
  ],
})
