import { msg } from '@lingui/core/macro'
import { priceRules } from '@/domain/entities/price-center'
import { defineBinding } from '../binding'

/** Price rules: adjustments applied to a base price in priority order, optionally per SKU, country, currency. */
export default defineBinding(priceRules, {
  labels: {
    ruleCode: msg`Rule code`,
    name: msg`Name`,
    skuCode: msg`SKU`,
    country: msg`Country`,
    currency: msg`Currency`,
    adjustmentType: msg`Adjustment type`,
    adjustmentValue: msg`Adjustment`,
    priority: msg`Priority`,
    startTime: msg`Start time`,
    endTime: msg`End time`,
    status: msg`Status`,
  },
  widths: { ruleCode: 150, name: 220, skuCode: 150, adjustmentType: 140, priority: 90 },
  tagFields: ['status'],
  sections: [
    { title: msg`Rule`, fields: ['ruleCode', 'name', 'priority', 'status'] },
    { title: msg`Applies to`, fields: ['skuCode', 'country', 'currency'] },
    { title: msg`Adjustment`, fields: ['adjustmentType', 'adjustmentValue'] },
    { title: msg`Period`, fields: ['startTime', 'endTime'] },
  ],
})
