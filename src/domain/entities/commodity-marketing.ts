import { defineEntity } from '../entity'
import { field } from '../fields'
import { COUNTRIES, LANGUAGES, RECOMMEND_SCENES } from '../enums'
import { common, CRUD } from './common'

// The commodity center's marketing: activities, recommendations, buy-and-gift and AB tests.

export const ACTIVITY_TYPES = ['discount', 'flashSale', 'bundle', 'seasonal'] as const
export const AB_TEST_TYPES = ['price', 'cart'] as const
export const AB_TEST_STATUSES = ['draft', 'running', 'stopped'] as const

export const activities = defineEntity({
  name: 'activities',
  table: 'activities',
  key: 'activityCode',
  keyPrefix: 'ACT',
  keyDigits: 5,
  resource: 'commodityCenter:activities',
  defaultSort: [{ field: 'startTime', desc: true }],
  search: ['activityCode', 'name'],
  operations: [...CRUD],
  fields: {
    activityCode: common.code(),
    name: common.name(),
    activityType: common.requiredEnum(ACTIVITY_TYPES),
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
  keyPrefix: 'REC',
  keyDigits: 5,
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
    scene: common.requiredEnum(RECOMMEND_SCENES),
    name: common.name(),
    skuCode: common.ref('commoditySkus', { required: true }),
    position: field.int({ min: 1, max: 100, default: 1, filter: 'range', sortable: true, column: true }),
    language: field.enum(LANGUAGES, { filter: 'enum', sortable: true, column: true }),
    // Shown by default: an English list for the United States and one for every country differ only here.
    country: field.enum(COUNTRIES, { filter: 'enum', sortable: true, column: true }),
    ...common.period(),
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
  keyPrefix: 'BNG',
  keyDigits: 5,
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
  keyPrefix: 'ABT',
  keyDigits: 5,
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
    testType: common.requiredEnum(AB_TEST_TYPES),
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
    status: common.requiredEnum(AB_TEST_STATUSES, { readOnly: true, default: 'draft' }),
  },
})
