import { msg } from '@lingui/core/macro'
import { abTests } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'

/** AB tests of a SKU's price or cart; the design locks once a test starts (src/domain/rules). */
export default defineBinding(abTests, {
  labels: {
    testCode: msg`Test code`,
    name: msg`Name`,
    skuCode: msg`SKU`,
    testType: msg`Test type`,
    trafficPercent: msg`Traffic to variant B (%)`,
    variantA: msg`Variant A`,
    variantB: msg`Variant B`,
    startTime: msg`Started at`,
    endTime: msg`Stopped at`,
    status: msg`Test status`,
  },
  widths: { testCode: 130, name: 260, skuCode: 130, testType: 110, trafficPercent: 150 },
  tagFields: ['status'],
  sections: [
    { title: msg`Test`, fields: ['testCode', 'name', 'status'] },
    { title: msg`Design`, fields: ['skuCode', 'testType', 'trafficPercent', 'variantA', 'variantB'] },
    { title: msg`Period`, fields: ['startTime', 'endTime'] },
  ],
})
