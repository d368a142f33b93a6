import { msg } from '@lingui/core/macro'
import { clientBuyConfigs } from '@/domain/entities/commodity-center'
import { LANGUAGES } from '@/domain/enums'
import { defineBinding } from '../binding'
import { enumLabelsFor } from '../enum-labels'
import { PAGE_SETTING_LABELS } from '../labels/purchase-page-labels'

/**
 * In-client purchase configurations. The pages' fields are edited on the page editor
 * (src/features/commodity-center/purchase-page-*), so the generic form and detail leave them out.
 */
export default defineBinding(clientBuyConfigs, {
  labels: {
    configCode: msg`Configuration code`,
    name: msg`Name`,
    productName: msg`Product`,
    platform: msg`Platform`,
    language: msg`Language`,
    currency: msg`Currency`,
    skuCodes: msg`Commodity SKUs`,
    pcSkuCards: msg`PC page SKU cards`,
    pcPageSettings: msg`PC page settings`,
    mobileSkuCards: msg`Mobile page SKU cards`,
    mobilePageSettings: msg`Mobile page settings`,
    status: msg`Status`,
  },
  widths: { configCode: 130, name: 320, productName: 170, platform: 110 },
  tagFields: ['status'],
  editedElsewhere: ['pcSkuCards', 'pcPageSettings', 'mobileSkuCards', 'mobilePageSettings'],
  // The history names what changed in a page's settings (src/domain/purchase-page.ts) as the editor does.
  jsonKeyLabels: { ...PAGE_SETTING_LABELS, ...enumLabelsFor(LANGUAGES) },
  sections: [
    { title: msg`Configuration`, fields: ['configCode', 'name', 'status'] },
    { title: msg`Product`, fields: ['productName', 'platform', 'language', 'currency', 'skuCodes'] },
  ],
})
