import { defineEntity } from '../entity'
import { field } from '../fields'
import {
  COUNTRIES,
  CURRENCIES,
  JOB_STATUSES,
  LANGUAGES,
  PLATFORMS,
  RECOMMEND_SCENES,
  SKU_TYPES,
} from '../enums'
import { common, CRUD } from './common'
import { couponEntity, skuRelationEntity } from './shared-shapes'

export const ACTIVITY_TYPES = ['discount', 'flashSale', 'bundle', 'seasonal'] as const
export const SPU_CATEGORIES = ['utility', 'creative', 'business', 'security', 'education'] as const
export const AB_TEST_TYPES = ['price', 'cart'] as const
export const AB_TEST_STATUSES = ['draft', 'running', 'stopped'] as const

export const commodityCoupons = couponEntity(
  'commodityCoupons',
  'commodity_coupons',
  'commodityCenter:coupons',
  'commoditySkus',
)

export const activities = defineEntity({
  name: 'activities',
  table: 'activities',
  key: 'activityCode',
  resource: 'commodityCenter:activities',
  defaultSort: [{ field: 'startTime', desc: true }],
  search: ['activityCode', 'name'],
  operations: [...CRUD],
  fields: {
    activityCode: common.code(),
    name: common.name(),
    activityType: field.enum(ACTIVITY_TYPES, {
      required: true,
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    ...common.period(),
    skuCodes: common.refList('commoditySkus'),
    discountPercent: field.int({ max: 100, filter: 'range', sortable: true, column: true }),
    status: common.status(),
    description: common.remark(),
  },
})

/**
 * Recommended products for the empty cart and for the success page; `scene` tells them apart. A list is one
 * scene, language and country (no language or country: all of them); its active records hold distinct
 * positions, shown in position order. Reordering saves the whole list's order in one request.
 */
export const recommends = defineEntity({
  name: 'recommends',
  table: 'recommends',
  key: 'recommendCode',
  resource: 'commodityCenter:recommends',
  defaultSort: [{ field: 'position', desc: false }],
  search: ['recommendCode', 'name', 'skuCode'],
  operations: [...CRUD],
  actions: [
    {
      name: 'reorder',
      method: 'POST',
      path: '/reorder',
      needs: 'edit',
      idempotent: true,
      summary: 'Save the order of one list (scene, language, country) in one request: positions 1…n',
    },
  ],
  fields: {
    recommendCode: common.code(),
    scene: field.enum(RECOMMEND_SCENES, { required: true, filter: 'enum', sortable: true, column: true }),
    name: common.name(),
    skuCode: common.ref('commoditySkus', { required: true }),
    position: field.int({ min: 1, max: 100, default: 1, filter: 'range', sortable: true, column: true }),
    language: field.enum(LANGUAGES, { filter: 'enum', sortable: true, column: true }),
    country: field.enum(COUNTRIES, { filter: 'enum', sortable: true }),
    ...common.period(),
    status: common.status(),
  },
})

export const spus = defineEntity({
  name: 'spus',
  table: 'spus',
  key: 'spuCode',
  resource: 'commodityCenter:spus',
  defaultSort: [{ field: 'spuCode', desc: false }],
  search: ['spuCode', 'name', 'productName'],
  operations: [...CRUD],
  fields: {
    spuCode: common.code(),
    name: common.name(),
    productName: field.string({ max: 120, filter: 'text', sortable: true, column: true }),
    category: field.enum(SPU_CATEGORIES, { required: true, filter: 'enum', sortable: true, column: true }),
    platform: field.enum(PLATFORMS, { filter: 'enum', sortable: true, column: true }),
    status: common.status(),
    description: common.remark(),
  },
})

export const commoditySkus = defineEntity({
  name: 'commoditySkus',
  table: 'commodity_skus',
  key: 'skuCode',
  resource: 'commodityCenter:skus',
  defaultSort: [{ field: 'skuCode', desc: false }],
  search: ['skuCode', 'name', 'spuCode'],
  operations: [...CRUD],
  fields: {
    skuCode: common.code(),
    spuCode: common.ref('spus', { required: true }),
    name: common.name(),
    type: field.enum(SKU_TYPES, {
      required: true,
      default: 'regular',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    price: field.money({
      required: true,
      min: 0,
      max: 1_000_000,
      filter: 'range',
      sortable: true,
      column: true,
    }),
    currency: common.currency({ required: true }),
    licenseCode: common.ref('licenses', { column: false }),
    bundleItems: common.refList('commoditySkus'),
    status: common.status(),
  },
})

/**
 * Buy-and-gift: buying `buySku` gives `giftQuantity` of `giftSku` (another SKU). Two active activities for the
 * same bought SKU never overlap in time in a country (no country: every country).
 */
export const marketingActivities = defineEntity({
  name: 'marketingActivities',
  table: 'marketing_activities',
  key: 'activityCode',
  resource: 'commodityCenter:marketingActivities',
  defaultSort: [{ field: 'startTime', desc: true }],
  search: ['activityCode', 'name', 'buySku', 'giftSku'],
  operations: [...CRUD],
  fields: {
    activityCode: common.code(),
    name: common.name(),
    buySku: common.ref('commoditySkus', { required: true }),
    giftSku: common.ref('commoditySkus', { required: true }),
    giftQuantity: field.int({ min: 1, max: 100, default: 1, filter: 'range', sortable: true, column: true }),
    country: field.enum(COUNTRIES, { filter: 'enum', sortable: true }),
    ...common.period(),
    status: common.status(),
  },
})

/**
 * AB tests of a SKU's price or cart: draft → running → stopped, through the start and stop actions (their own
 * permissions). `trafficPercent` is the share of visitors shown variant B; the rest see variant A. Orders
 * placed in variant B carry the test's type as their AB flag (orders.abTest), so results come from orders.
 * The period is the test's: set when it starts and when it stops.
 */
export const abTests = defineEntity({
  name: 'abTests',
  table: 'ab_tests',
  key: 'testCode',
  resource: 'commodityCenter:abTests',
  defaultSort: [{ field: 'startTime', desc: true }],
  search: ['testCode', 'name', 'skuCode'],
  operations: [...CRUD],
  actions: [
    {
      name: 'start',
      method: 'POST',
      path: '/:id/start',
      needs: 'start',
      summary: 'Start a draft test (draft → running); one running test per type and SKU',
    },
    {
      name: 'stop',
      method: 'POST',
      path: '/:id/stop',
      needs: 'stop',
      summary: 'Stop a running test (running → stopped)',
    },
  ],
  fields: {
    testCode: common.code(),
    name: common.name(),
    skuCode: common.ref('commoditySkus', { required: true }),
    testType: field.enum(AB_TEST_TYPES, { required: true, filter: 'enum', sortable: true, column: true }),
    trafficPercent: field.int({
      min: 1,
      max: 99,
      default: 50,
      filter: 'range',
      sortable: true,
      column: true,
    }),
    variantA: field.string({ required: true, max: 200 }),
    variantB: field.string({ required: true, max: 200 }),
    startTime: field.datetime({ readOnly: true, filter: 'dateRange', sortable: true, column: true }),
    endTime: field.datetime({ readOnly: true, filter: 'dateRange', sortable: true, column: true }),
    status: field.enum(AB_TEST_STATUSES, {
      required: true,
      readOnly: true,
      default: 'draft',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
  },
})

/** In-client purchase configuration; the PC and mobile page settings are JSON objects kept as text. */
export const clientBuyConfigs = defineEntity({
  name: 'clientBuyConfigs',
  table: 'client_buy_configs',
  key: 'configCode',
  resource: 'commodityCenter:clientBuyConfigs',
  defaultSort: [{ field: 'configCode', desc: false }],
  search: ['configCode', 'name', 'productName'],
  operations: [...CRUD],
  fields: {
    configCode: common.code(),
    name: common.name(),
    productName: field.string({ max: 120, filter: 'text', sortable: true, column: true }),
    platform: field.enum(PLATFORMS, { required: true, filter: 'enum', sortable: true, column: true }),
    language: field.enum(LANGUAGES, { filter: 'enum', sortable: true, column: true }),
    currency: field.enum(CURRENCIES, { filter: 'enum', sortable: true }),
    skuCodes: common.refList('commoditySkus'),
    pcPageSettings: field.json(),
    mobilePageSettings: field.json(),
    status: common.status(),
  },
})

/** A request to refresh the equity (entitlements) of every license holding a SKU. */
export const skuEquityRefreshJobs = defineEntity({
  name: 'skuEquityRefreshJobs',
  table: 'sku_equity_refresh_jobs',
  key: 'jobNo',
  keyPrefix: 'EQ',
  resource: 'commodityCenter:skuEquityRefresh',
  defaultSort: [{ field: 'jobNo', desc: true }],
  search: ['jobNo', 'skuCode'],
  operations: ['list', 'get', 'create', 'export'],
  fields: {
    jobNo: common.generatedNo(),
    skuCode: common.ref('commoditySkus', { required: true }),
    reason: field.text({ max: 2000 }),
    status: field.enum(JOB_STATUSES, {
      required: true,
      readOnly: true,
      default: 'queued',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    affectedLicenses: field.int({ readOnly: true, default: 0, sortable: true, column: true }),
  },
})

export const commoditySkuRelations = skuRelationEntity(
  'commoditySkuRelations',
  'commodity_sku_relations',
  'commodityCenter:skuRelations',
  'commoditySkus',
)
