import { priceCoupons, priceRules, prices, skus } from '../entities/price-center'
import { databaseRule, defineRules, recordIssues, recordRule, type EntityRules, type Values } from './define'
import {
  bundleContainsItself,
  bundleItemsRegular,
  bundleTooFewItems,
  couponRules,
  discountRules,
  endBeforeStart,
  inBundleStaysRegular,
  minorUnit,
  str,
} from './shared'

export { fitsMinorUnit, minorUnitDigits, roundToMinor } from './shared'

/**
 * The price center's rules (conventions: src/domain/rules/shared.ts). A SKU of another type than bundle or
 * upgrade carries no bundle items and no upgrade source: those fields are cleared (`normalizeSku`), not
 * refused, so switching a SKU's type in a form never traps the user. The rules that read other records run on
 * the server (server/api/rules/price-center.ts): a bundle's items are regular SKUs, a regular SKU in a bundle
 * keeps its type, upgrades never form a cycle, active prices of one SKU × currency × country do not overlap,
 * and active price rules of one priority and scope do not clash.
 */

/** A SKU as stored: bundle items only on a bundle, the upgrade source only on an upgrade. */
export function normalizeSku<T extends Values>(v: T): T {
  const out: Values = { ...v }
  if (out.type !== 'bundle' && str(out.bundleItems)) out.bundleItems = null
  if (out.type !== 'upgrade' && str(out.upgradeFromSku)) out.upgradeFromSku = null
  return out as T
}

const skuRules = defineRules(skus, {
  normalize: normalizeSku,
  record: [
    bundleContainsItself,
    bundleTooFewItems,
    recordRule({
      key: 'upgradeFromRequired',
      message: 'Choose the SKU this one upgrades from',
      check: (v) => (v.type === 'upgrade' && !str(v.upgradeFromSku) ? [{ field: 'upgradeFromSku' }] : []),
      breaks: () => ({ type: 'upgrade', upgradeFromSku: null }),
    }),
    recordRule({
      key: 'upgradeFromItself',
      message: 'A SKU cannot upgrade from itself',
      check: (v) =>
        v.type === 'upgrade' && str(v.upgradeFromSku) && v.upgradeFromSku === str(v.skuCode)
          ? [{ field: 'upgradeFromSku' }]
          : [],
      breaks: (r) => ({ type: 'upgrade', upgradeFromSku: r.skuCode }),
    }),
  ],
  database: [
    bundleItemsRegular('skuBundleItemsRegular'),
    databaseRule({
      name: 'skuUpgradeCycle',
      messages: { upgradeCycle: 'This upgrade path would form a cycle: {path}' },
    }),
    inBundleStaysRegular('skuInBundle'),
  ],
})

const pricesRules = defineRules(prices, {
  record: [minorUnit(['amount', 'originalAmount']), endBeforeStart('effectiveFrom', 'effectiveTo')],
  database: [
    databaseRule({
      name: 'priceOverlap',
      messages: {
        priceOverlap: 'Price {priceCode} is already active for this SKU, currency and country in that period',
      },
    }),
  ],
})

const priceRuleRules = defineRules(priceRules, {
  record: [...discountRules('adjustmentType', 'adjustmentValue'), endBeforeStart('startTime', 'endTime')],
  database: [
    databaseRule({
      name: 'rulePriorityClash',
      messages: {
        rulePriorityClash:
          'Rule {ruleCode} already has this priority for the same SKU, country and currency in that period',
      },
    }),
  ],
})

/** The price center's rule table, by entity. */
export const PRICE_CENTER_RULES = {
  skus: skuRules,
  prices: pricesRules,
  priceCoupons: defineRules(priceCoupons, { record: couponRules }),
  priceRules: priceRuleRules,
}

const ruleIssuesOf =
  <R extends EntityRules>(rules: R) =>
  (v: Values) =>
    recordIssues(rules, v)
export const skuIssues = ruleIssuesOf(skuRules)
export const priceIssues = ruleIssuesOf(pricesRules)
export const couponIssues = ruleIssuesOf(PRICE_CENTER_RULES.priceCoupons)
export const priceRuleIssues = ruleIssuesOf(priceRuleRules)

/** The record rules a price-center record of entity `name` breaks (values as stored; none for other entities). */
export function recordRuleIssues(name: string, v: Values) {
  const rules = Object.hasOwn(PRICE_CENTER_RULES, name)
    ? PRICE_CENTER_RULES[name as keyof typeof PRICE_CENTER_RULES]
    : undefined
  return rules ? recordIssues(rules, v) : []
}
