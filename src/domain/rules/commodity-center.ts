import type { RuleIssue } from '../rule-issues'
import { bundleIssues, couponIssues, minorUnitIssues, windowIssues } from './price-center'

/**
 * The commodity center's record rules that need nothing but the record itself, shared by the server (which
 * refuses, server/api/rules/commodity-center.ts) and the console (which shows them before sending). Values
 * are as they will be stored: a create body, or the record merged with an edit's changes. The conventions
 * are the price center's (src/domain/rules/price-center.ts): half-open time windows, an end before the start
 * refused, amounts within their currency's minor unit.
 *
 * Rules that read other records (overlapping buy-and-gift activities, taken recommendation positions, one
 * running AB test per type and SKU, the test lifecycle, bundle items' types) live on the server.
 */

type Values = Record<string, unknown>

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)

/** A commodity SKU as stored: bundle items only on a bundle. */
export function normalizeCommoditySku<T extends Values>(v: T): T {
  return v.type !== 'bundle' && str(v.bundleItems) ? { ...v, bundleItems: null } : v
}

/** A bundle holds at least two SKUs other than itself; a price respects its currency's minor unit. */
export function commoditySkuIssues(v: Values): RuleIssue[] {
  return [...bundleIssues(v), ...minorUnitIssues(v, ['price'], v.currency)]
}

/** Buying a SKU gives another one, within a time window. */
export function marketingActivityIssues(v: Values): RuleIssue[] {
  const issues = windowIssues(v, 'startTime', 'endTime')
  const buy = str(v.buySku)
  if (buy && buy === str(v.giftSku)) issues.push({ field: 'giftSku', rule: 'giftSameAsBuy' })
  return issues
}

const periodIssues = (v: Values) => windowIssues(v, 'startTime', 'endTime')

/** The record rules of a commodity-center entity (by registry name). */
export const COMMODITY_CENTER_RULES: Record<string, (v: Values) => RuleIssue[]> = {
  commodityCoupons: couponIssues,
  activities: periodIssues,
  recommends: periodIssues,
  commoditySkus: (v) => commoditySkuIssues(normalizeCommoditySku(v)),
  marketingActivities: marketingActivityIssues,
}

/** Why a record may not be deleted as it stands (a running AB test: stop it first); none when it may. */
export function commodityDeleteIssues(name: string, record: Values): RuleIssue[] {
  return name === 'abTests' && record.status === 'running'
    ? [{ field: 'status', rule: 'abTestRunningDelete' }]
    : []
}
