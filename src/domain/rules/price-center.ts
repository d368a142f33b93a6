import { splitKeys } from '../references'
import type { RuleIssue } from '../rule-issues'

/**
 * The price center's record rules that need nothing but the record itself, shared by the server (which
 * refuses) and the console (which shows them while the user types). Each check takes the record's values as
 * they will be stored: a create body, or the record merged with an edit's changes. Rules that need other
 * records (bundle items' types, upgrade cycles, overlapping prices, clashing rules) live on the server
 * (server/api/rules/price-center.ts).
 *
 * Conventions:
 * - Time windows are half-open [start, end); a missing end is open. An end equal to the start is an empty
 *   window (accepted, it overlaps nothing); an end before the start is refused (endBeforeStart).
 * - Amounts carry at most the currency's ISO 4217 minor unit (0 for JPY and KRW), and never more than the 2
 *   decimal places the database stores.
 * - A percentage (coupon discount, price-rule adjustment) is between 0 and 100. A fixed amount needs a currency
 *   (coupons and price rules alike: an amount without a currency means nothing).
 * - SKUs: a bundle holds at least two distinct SKUs other than itself; an upgrade names the SKU it upgrades
 *   from, never itself. A SKU of another type carries no bundle items and no upgrade source: those fields are
 *   cleared (`normalizeSku`), not refused, so switching a SKU's type in a form never traps the user.
 */

type Values = Record<string, unknown>

/** ISO 4217 currencies whose minor unit is 0 (the rest of the world's currencies use 2, or 3 stored as 2). */
const ZERO_DECIMALS = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
])

/** Decimal places an amount in `currency` may have (2 when the currency is unknown or missing). */
export function minorUnitDigits(currency: unknown): number {
  return typeof currency === 'string' && ZERO_DECIMALS.has(currency.toUpperCase()) ? 0 : 2
}

/** `amount` rounded half away from zero to the currency's minor unit. */
export function roundToMinor(amount: number, currency: unknown): number {
  const f = 10 ** minorUnitDigits(currency)
  const r = Math.sign(amount) * Math.round(Math.abs(amount) * f + 1e-9)
  return r / f || 0
}

/** Whether `amount` already respects the currency's minor unit. */
export function fitsMinorUnit(amount: number, currency: unknown): boolean {
  const f = 10 ** minorUnitDigits(currency)
  return Math.abs(amount * f - Math.round(amount * f)) < 1e-6
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const time = (v: unknown): number | undefined => {
  const s = str(v)
  if (!s) return undefined
  const t = Date.parse(s)
  return Number.isNaN(t) ? undefined : t
}

/** endBeforeStart on `endField` when both are set and the end is before the start. */
export function windowIssues(v: Values, startField: string, endField: string): RuleIssue[] {
  const start = time(v[startField])
  const end = time(v[endField])
  return start !== undefined && end !== undefined && end < start
    ? [{ field: endField, rule: 'endBeforeStart' }]
    : []
}

/** minorUnit on each of `fields` whose amount has more decimals than `currency` allows. */
export function minorUnitIssues(v: Values, fields: readonly string[], currency: unknown): RuleIssue[] {
  const c = str(currency)
  if (!c) return []
  return fields.flatMap((f) => {
    const n = num(v[f])
    return n !== undefined && !fitsMinorUnit(n, c)
      ? [{ field: f, rule: 'minorUnit' as const, params: { currency: c, digits: minorUnitDigits(c) } }]
      : []
  })
}

/** A discount or adjustment: percent 0..100; a fixed amount needs a currency and respects its minor unit. */
function discountIssues(v: Values, typeField: string, valueField: string): RuleIssue[] {
  const type = v[typeField]
  const value = num(v[valueField])
  if (type === 'percent')
    return value !== undefined && (value < 0 || value > 100)
      ? [{ field: valueField, rule: 'percentRange' }]
      : []
  if (type === 'amount') {
    if (!str(v.currency)) return [{ field: 'currency', rule: 'currencyRequiredForAmount' }]
    return minorUnitIssues(v, [valueField], v.currency)
  }
  return []
}

/** A SKU as stored: bundle items only on a bundle, the upgrade source only on an upgrade. */
export function normalizeSku<T extends Values>(v: T): T {
  const out: Values = { ...v }
  if (out.type !== 'bundle' && str(out.bundleItems)) out.bundleItems = null
  if (out.type !== 'upgrade' && str(out.upgradeFromSku)) out.upgradeFromSku = null
  return out as T
}

/** A bundle (a SKU of either center) holds at least two SKUs other than itself. */
export function bundleIssues(v: Values): RuleIssue[] {
  if (v.type !== 'bundle') return []
  const issues: RuleIssue[] = []
  const code = str(v.skuCode)
  const items = splitKeys(str(v.bundleItems))
  if (code && items.includes(code)) issues.push({ field: 'bundleItems', rule: 'bundleContainsItself' })
  if (items.filter((k) => k !== code).length < 2)
    issues.push({ field: 'bundleItems', rule: 'bundleTooFewItems' })
  return issues
}

export function skuIssues(v: Values): RuleIssue[] {
  const issues = bundleIssues(v)
  const code = str(v.skuCode)
  if (v.type === 'upgrade') {
    const from = str(v.upgradeFromSku)
    if (!from) issues.push({ field: 'upgradeFromSku', rule: 'upgradeFromRequired' })
    else if (from === code) issues.push({ field: 'upgradeFromSku', rule: 'upgradeFromItself' })
  }
  return issues
}

export function priceIssues(v: Values): RuleIssue[] {
  return [
    ...minorUnitIssues(v, ['amount', 'originalAmount'], v.currency),
    ...windowIssues(v, 'effectiveFrom', 'effectiveTo'),
  ]
}

export function couponIssues(v: Values): RuleIssue[] {
  const issues = [
    ...discountIssues(v, 'discountType', 'discountValue'),
    ...windowIssues(v, 'validFrom', 'validTo'),
  ]
  const used = num(v.usedCount)
  const limit = num(v.usageLimit)
  if (used !== undefined && limit !== undefined && used > limit)
    issues.push({ field: 'usageLimit', rule: 'usedOverLimit', params: { used, limit } })
  return issues
}

export function priceRuleIssues(v: Values): RuleIssue[] {
  return [
    ...discountIssues(v, 'adjustmentType', 'adjustmentValue'),
    ...windowIssues(v, 'startTime', 'endTime'),
  ]
}

/** The record rules of a price-center entity (by registry name); other entities have none here. */
export const PRICE_CENTER_RULES: Record<string, (v: Values) => RuleIssue[]> = {
  skus: skuIssues,
  prices: priceIssues,
  priceCoupons: couponIssues,
  priceRules: priceRuleIssues,
}

/** The issues of a record of entity `name` (values as stored; SKUs are normalized first). */
export function recordRuleIssues(name: string, v: Values): RuleIssue[] {
  const check = PRICE_CENTER_RULES[name]
  if (!check) return []
  return check(name === 'skus' ? normalizeSku(v) : v)
}
