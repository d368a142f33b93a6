import {
  abTests,
  activities,
  clientBuyConfigs,
  commodityCoupons,
  commoditySkus,
  marketingActivities,
  recommends,
  skuEquityRefreshJobs,
} from '../entities/commodity-center'
import {
  databaseRule,
  defineRules,
  deleteIssues,
  deleteRule,
  lock,
  recordIssues,
  recordRule,
  type Values,
} from './define'
import { pageRules, pageShapes } from './purchase-page'
import {
  bundleContainsItself,
  bundleItemsRegular,
  bundleTooFewItems,
  couponRules,
  endBeforeStart,
  inBundleStaysRegular,
  minorUnit,
  str,
} from './shared'

/**
 * The commodity center's rules (conventions as the price center's: src/domain/rules/shared.ts). The rules
 * that read other records run on the server (server/api/rules/commodity-center.ts): two active buy-and-gift
 * activities for the same bought SKU overlap in time in no country (an activity without a country runs in
 * every country); the active recommendations of one list (scene, language, country) hold distinct positions;
 * a commodity bundle's items are regular SKUs, and a regular SKU in a bundle keeps its type; one refresh per
 * SKU runs at a time. Starting and stopping an AB test are actions (server/api/actions/ab-tests.ts), which
 * keep one running test per type and SKU.
 */

/** A commodity SKU as stored: bundle items only on a bundle. */
export function normalizeCommoditySku<T extends Values>(v: T): T {
  return v.type !== 'bundle' && str(v.bundleItems) ? { ...v, bundleItems: null } : v
}

const period = () => endBeforeStart('startTime', 'endTime')

const commoditySkuRules = defineRules(commoditySkus, {
  normalize: normalizeCommoditySku,
  record: [bundleContainsItself, bundleTooFewItems, minorUnit(['price'])],
  database: [
    bundleItemsRegular('commoditySkuBundleItemsRegular'),
    inBundleStaysRegular('commoditySkuInBundle'),
  ],
})

/** Buying a SKU gives another one, within a time window. */
const marketingActivityRules = defineRules(marketingActivities, {
  record: [
    period(),
    recordRule({
      key: 'giftSameAsBuy',
      message: 'The gift SKU must differ from the SKU bought',
      check: (v) => (str(v.buySku) && v.buySku === str(v.giftSku) ? [{ field: 'giftSku' }] : []),
      breaks: (r) => ({ giftSku: r.buySku }),
    }),
  ],
  database: [
    databaseRule({
      name: 'giftOverlap',
      messages: {
        giftOverlap:
          'Buy-and-gift activity {activityCode} is already active for this SKU and country in that period',
      },
    }),
  ],
})

/** An AB test's design (SKU, type, traffic split, variants) is kept once it has started; a running one is not deleted. */
const abTestRules = defineRules(abTests, {
  lockedWhen: [
    lock({
      key: 'abTestLocked',
      message: 'This cannot change once the test has started',
      fields: ['skuCode', 'testType', 'trafficPercent', 'variantA', 'variantB'],
      when: (test) => test.status !== 'draft',
    }),
  ],
  delete: [
    deleteRule({
      key: 'abTestRunningDelete',
      message: 'A running test cannot be deleted: stop it first',
      check: (test) => (test.status === 'running' ? [{ field: 'status' }] : []),
    }),
  ],
})

/** The commodity center's rule table, by entity. */
export const COMMODITY_CENTER_RULES = {
  commodityCoupons: defineRules(commodityCoupons, { record: couponRules }),
  activities: defineRules(activities, { record: [period()] }),
  recommends: defineRules(recommends, {
    record: [period()],
    database: [
      databaseRule({
        name: 'positionTaken',
        messages: { positionTaken: 'Position {position} of this list is already held by {recommendCode}' },
      }),
    ],
  }),
  commoditySkus: commoditySkuRules,
  marketingActivities: marketingActivityRules,
  abTests: abTestRules,
  clientBuyConfigs: defineRules(clientBuyConfigs, {
    shapes: pageShapes,
    record: [...pageRules('pc'), ...pageRules('mobile')],
  }),
  skuEquityRefreshJobs: defineRules(skuEquityRefreshJobs, {
    database: [
      databaseRule({
        name: 'equityRefreshActive',
        messages: {
          equityRefreshActive:
            'Refresh {jobNo} of this SKU is still in progress; one refresh per SKU runs at a time',
        },
      }),
    ],
  }),
}

export const commoditySkuIssues = (v: Values) => recordIssues(commoditySkuRules, v)
export const marketingActivityIssues = (v: Values) => recordIssues(marketingActivityRules, v)
/** Why a record may not be deleted as it stands (a running AB test: stop it first); none when it may. */
export function commodityDeleteIssues(name: string, record: Values) {
  const rules = Object.hasOwn(COMMODITY_CENTER_RULES, name)
    ? COMMODITY_CENTER_RULES[name as keyof typeof COMMODITY_CENTER_RULES]
    : undefined
  return rules ? deleteIssues(rules, record) : []
}
