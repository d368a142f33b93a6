import { defineEntity } from '../entity'
import { field } from '../fields'
import {
  COUNTRIES,
  CURRENCIES,
  EQUITY_REFRESH_STATUSES,
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
    productName: field.string({ max: 120, filter: 'text', sortable: true, column: true }),
    platform: field.enum(PLATFORMS, { required: true, filter: 'enum', sortable: true, column: true }),
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

/**
 * A request to refresh the equity (entitlements) of every licence sold with a SKU: the licences are the
 * orders holding the SKU (orders name price-center SKUs), refunded ones excepted. Created by staff; the
 * server's job runner fills in the rest (src/domain/equity-refresh.ts).
 */
export const skuEquityRefreshJobs = defineEntity({
  name: 'skuEquityRefreshJobs',
  table: 'sku_equity_refresh_jobs',
  key: 'jobNo',
  keyPrefix: 'EQ',
  resource: 'commodityCenter:skuEquityRefresh',
  defaultSort: [{ field: 'jobNo', desc: true }],
  search: ['jobNo', 'skuCode'],
  operations: ['list', 'get', 'create', 'export'],
  recordedBy: 'requestedBy',
  actions: [
    {
      name: 'cancel',
      method: 'POST',
      path: '/:id/cancel',
      needs: 'cancel',
      summary: 'Cancel a queued or running refresh (licences already refreshed stay refreshed)',
    },
  ],
  fields: {
    jobNo: common.generatedNo(),
    skuCode: common.ref('skus', { required: true }),
    reason: field.text({ max: 2000 }),
    status: field.enum(EQUITY_REFRESH_STATUSES, {
      required: true,
      readOnly: true,
      default: 'queued',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    /** Licences to refresh, counted when the job starts (its progress denominator). */
    totalLicenses: field.int({ readOnly: true, sortable: true, column: true }),
    processedLicenses: field.int({ readOnly: true, default: 0, sortable: true, column: true }),
    /** Licences whose entitlements the refresh actually changed. */
    affectedLicenses: field.int({ readOnly: true, default: 0, sortable: true, column: true }),
    /** The last order refreshed: where the job resumes after a restart. */
    lastOrderNo: field.string({ max: 40, readOnly: true }),
    message: field.string({ max: 64, readOnly: true }),
    startedAt: field.datetime({ readOnly: true, filter: 'dateRange', sortable: true, column: true }),
    finishedAt: field.datetime({ readOnly: true, filter: 'dateRange', sortable: true }),
    requestedBy: field.string({ max: 64, readOnly: true, filter: 'text', sortable: true, column: true }),
  },
})

export const commoditySkuRelations = skuRelationEntity(
  'commoditySkuRelations',
  'commodity_sku_relations',
  'commodityCenter:skuRelations',
  'commoditySkus',
)
