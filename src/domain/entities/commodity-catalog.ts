import { defineEntity } from '../entity'
import { field } from '../fields'
import { PLATFORMS } from '../enums'
import { common, CRUD } from './common'
import { couponEntity, skuRelationEntity } from './shared-shapes'

// The commodity center's catalog: SPUs, their SKUs, coupons and SKU relations.

export const SPU_CATEGORIES = ['utility', 'creative', 'business', 'security', 'education'] as const

export const spus = defineEntity({
  name: 'spus',
  table: 'spus',
  key: 'spuCode',
  keyPrefix: 'SPU',
  keyDigits: 4,
  resource: 'commodityCenter:spus',
  defaultSort: [{ field: 'spuCode', desc: false }],
  search: ['spuCode', 'name', 'productName'],
  operations: [...CRUD],
  fields: {
    spuCode: common.code(),
    name: common.name(),
    productName: common.productName(),
    category: common.requiredEnum(SPU_CATEGORIES),
    platform: field.enum(PLATFORMS, { filter: 'enum', sortable: true, column: true }),
    status: common.status(),
    description: common.remark(),
  },
})

export const commoditySkus = defineEntity({
  name: 'commoditySkus',
  table: 'commodity_skus',
  key: 'skuCode',
  currencyField: 'currency',
  resource: 'commodityCenter:skus',
  defaultSort: [{ field: 'skuCode', desc: false }],
  search: ['skuCode', 'name', 'spuCode'],
  operations: [...CRUD],
  fields: {
    skuCode: common.code(),
    spuCode: common.ref('spus', { required: true }),
    name: common.name(),
    type: common.skuType(),
    price: common.amount(),
    currency: common.currency({ required: true }),
    licenseCode: common.ref('licenses', { column: false }),
    bundleItems: common.refList('commoditySkus'),
    status: common.status(),
  },
})

export const commodityCoupons = couponEntity(
  'commodityCoupons',
  'commodity_coupons',
  'commodityCenter:coupons',
  'commoditySkus',
  { keyPrefix: 'CCP', keyDigits: 5 },
)

export const commoditySkuRelations = skuRelationEntity(
  'commoditySkuRelations',
  'commodity_sku_relations',
  'commodityCenter:skuRelations',
  'commoditySkus',
  { keyPrefix: 'SRCOM' },
)
