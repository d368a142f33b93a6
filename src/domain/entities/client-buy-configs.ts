import { defineEntity } from '../entity'
import { field } from '../fields'
import { CURRENCIES, LANGUAGES, PLATFORMS } from '../enums'
import { common, CRUD } from './common'

// The commodity center's in-client purchase pages.

/**
 * In-client purchase configuration. Each platform's purchase page (PC, mobile) is its SKU cards in order
 * (price-center SKUs, priced by the price center) and its settings: texts per language, the highlighted SKU,
 * the badge and the colours, a JSON object of the shape src/domain/purchase-page.ts declares. The generic
 * screens leave the page fields to the page editor (/page-setting, /page-setting-mobile).
 */
export const clientBuyConfigs = defineEntity({
  name: 'clientBuyConfigs',
  table: 'client_buy_configs',
  key: 'configCode',
  keyPrefix: 'CBC-',
  keyDigits: 4,
  resource: 'commodityCenter:clientBuyConfigs',
  defaultSort: [{ field: 'configCode', desc: false }],
  search: ['configCode', 'name', 'productName'],
  operations: [...CRUD],
  actions: [
    {
      name: 'cardPrices',
      method: 'POST',
      path: '/card-prices',
      needs: 'view',
      summary:
        "The current price of each SKU card of a purchase page, from the price center's prices and rules",
    },
  ],
  fields: {
    configCode: common.code(),
    name: common.name(),
    productName: common.productName(),
    platform: common.requiredEnum(PLATFORMS),
    language: field.enum(LANGUAGES, { filter: 'enum', sortable: true, column: true }),
    currency: field.enum(CURRENCIES, { filter: 'enum', sortable: true }),
    skuCodes: common.refList('commoditySkus'),
    pcSkuCards: common.refList('skus'),
    pcPageSettings: field.json(),
    mobileSkuCards: common.refList('skus'),
    mobilePageSettings: field.json(),
    status: common.status(),
  },
})
