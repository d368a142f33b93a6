import { defineEntity } from '../entity'
import { field } from '../fields'
import { AUTHORIZATION_TYPES, COUNTRIES, DISCOUNT_TYPES, PLATFORMS } from '../enums'
import { common, CRUD } from './common'
import { couponEntity, skuRelationEntity } from './shared-shapes'

export const licenses = defineEntity({
  name: 'licenses',
  table: 'licenses',
  key: 'licenseCode',
  keyPrefix: 'LIC-',
  keyDigits: 3,
  resource: 'priceCenter:licenses',
  defaultSort: [{ field: 'licenseCode', desc: false }],
  search: ['licenseCode', 'name', 'productName'],
  operations: [...CRUD],
  fields: {
    licenseCode: common.code(),
    name: common.name(),
    productName: common.productName(),
    authorizationType: common.requiredEnum(AUTHORIZATION_TYPES),
    deviceLimit: field.int({ min: 1, max: 1000, default: 1, filter: 'range', sortable: true }),
    durationDays: field.int({ min: 0, max: 36_500, filter: 'range', sortable: true }),
    status: common.status(),
    description: common.remark(),
  },
})

/** Regular, bundle and upgrade SKUs share one table; `type` tells them apart (the screens filter on it). */
export const skus = defineEntity({
  name: 'skus',
  table: 'skus',
  key: 'skuCode',
  keyPrefix: 'SKU',
  keyDigits: 5,
  resource: 'priceCenter:skus',
  defaultSort: [{ field: 'skuCode', desc: false }],
  search: ['skuCode', 'name', 'productName'],
  operations: [...CRUD],
  fields: {
    skuCode: common.code(),
    name: common.name(),
    type: common.skuType(),
    productName: common.productName(),
    licenseCode: common.ref('licenses'),
    platform: field.enum(PLATFORMS, { filter: 'enum', sortable: true, column: true }),
    /** Bundle SKUs: the SKU codes the bundle contains. */
    bundleItems: common.refList('skus'),
    /** Upgrade SKUs: the SKU upgraded from. */
    upgradeFromSku: common.ref('skus', { column: false }),
    status: common.status(),
    description: common.remark(),
  },
})

export const prices = defineEntity({
  name: 'prices',
  table: 'prices',
  key: 'priceCode',
  currencyField: 'currency',
  keyPrefix: 'PRC',
  resource: 'priceCenter:prices',
  defaultSort: [{ field: 'priceCode', desc: false }],
  search: ['priceCode', 'skuCode'],
  operations: [...CRUD],
  fields: {
    priceCode: common.code(),
    skuCode: common.ref('skus', { required: true }),
    type: common.skuType(),
    currency: common.currency({ required: true }),
    country: field.enum(COUNTRIES, { filter: 'enum', sortable: true, column: true }),
    amount: common.amount(),
    originalAmount: field.money({ min: 0, max: 1_000_000, filter: 'range', sortable: true }),
    effectiveFrom: common.time(),
    effectiveTo: field.datetime({ filter: 'dateRange', sortable: true }),
    status: common.status(),
  },
})

export const priceCoupons = couponEntity('priceCoupons', 'price_coupons', 'priceCenter:coupons', 'skus', {
  keyPrefix: 'CPN',
  keyDigits: 5,
})

export const priceRules = defineEntity({
  name: 'priceRules',
  table: 'price_rules',
  key: 'ruleCode',
  currencyField: 'currency',
  keyPrefix: 'RULE',
  keyDigits: 5,
  resource: 'priceCenter:priceRules',
  defaultSort: [{ field: 'priority', desc: true }],
  search: ['ruleCode', 'name', 'skuCode'],
  operations: [...CRUD],
  fields: {
    ruleCode: common.code(),
    name: common.name(),
    skuCode: common.ref('skus'),
    country: field.enum(COUNTRIES, { filter: 'enum', sortable: true, column: true }),
    currency: common.currency(),
    adjustmentType: common.requiredEnum(DISCOUNT_TYPES),
    adjustmentValue: field.money({
      required: true,
      min: -1_000_000,
      max: 1_000_000,
      filter: 'range',
      sortable: true,
      column: true,
    }),
    priority: field.int({ max: 1000, default: 0, filter: 'range', sortable: true, column: true }),
    ...common.period(),
    status: common.status(),
  },
})

export const skuRelations = skuRelationEntity(
  'skuRelations',
  'sku_relations',
  'priceCenter:skuRelations',
  'skus',
  // The seed's generic format (seed-generic.ts): the name's capitals, then its first three letters.
  { keyPrefix: 'RSKU' },
)
