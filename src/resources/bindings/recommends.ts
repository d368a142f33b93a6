import { msg } from '@lingui/core/macro'
import { recommends } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'

/** Recommended products of the empty cart and the success page, in lists per language and country. */
export default defineBinding(recommends, {
  labels: {
    recommendCode: msg`Recommendation code`,
    scene: msg`Scene`,
    name: msg`Name`,
    skuCode: msg`SKU`,
    position: msg`Position`,
    language: msg`Language`,
    country: msg`Country`,
    startTime: msg`Starts`,
    endTime: msg`Ends`,
    status: msg`Status`,
  },
  widths: { recommendCode: 150, name: 280, skuCode: 130, position: 90, language: 110 },
  tagFields: ['status'],
  sections: [
    { title: msg`Recommendation`, fields: ['recommendCode', 'name', 'skuCode', 'status'] },
    { title: msg`List and position`, fields: ['scene', 'language', 'country', 'position'] },
    { title: msg`Period`, fields: ['startTime', 'endTime'] },
  ],
})
