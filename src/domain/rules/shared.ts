import { splitKeys } from '../references'
import { databaseRule, recordRule, type Refusal, type Values } from './define'

/**
 * Rules both centers declare (src/domain/rules/price-center.ts, commodity-center.ts), each a factory over the
 * fields it reads, with one key and one message wherever it is used.
 *
 * Conventions:
 * - Time windows are half-open [start, end); a missing end is open. An end equal to the start is an empty
 *   window (accepted, it overlaps nothing); an end before the start is refused (endBeforeStart).
 * - Amounts carry at most the currency's ISO 4217 minor unit (0 for JPY and KRW), and never more than the 2
 *   decimal places the database stores.
 * - A percentage (coupon discount, price-rule adjustment) is between 0 and 100. A fixed amount needs a currency
 *   (coupons and price rules alike: an amount without a currency means nothing).
 * - A bundle holds at least two distinct SKUs other than itself.
 */

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

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const time = (v: unknown): number | undefined => {
  const s = str(v)
  if (!s) return undefined
  const t = Date.parse(s)
  return Number.isNaN(t) ? undefined : t
}

/** The window [start, end) runs forwards: endBeforeStart on `end` otherwise. */
export const endBeforeStart = (start: string, end: string) =>
  recordRule({
    key: 'endBeforeStart',
    message: 'The end must be after the start',
    check: (v) => {
      const from = time(v[start])
      const to = time(v[end])
      return from !== undefined && to !== undefined && to < from ? [{ field: end }] : []
    },
    breaks: () => ({ [start]: '2030-01-02T00:00:00.000Z', [end]: '2030-01-01T00:00:00.000Z' }),
  })

/**
 * Each of `fields` respects the minor unit of the record's currency (only while `applies`, e.g. while a
 * discount is an amount rather than a percentage).
 */
export const minorUnit = (
  fields: readonly string[],
  applies: (v: Values) => boolean = () => true,
  breaks: Values = {},
) =>
  recordRule({
    key: 'minorUnit',
    message: '{currency} amounts have at most {digits} decimal places',
    check: (v) => {
      const c = str(v.currency)
      if (!c || !applies(v)) return []
      return fields.flatMap((f): Refusal[] => {
        const n = num(v[f])
        return n !== undefined && !fitsMinorUnit(n, c)
          ? [{ field: f, params: { currency: c, digits: minorUnitDigits(c) } }]
          : []
      })
    },
    breaks: () => ({ ...breaks, currency: 'JPY', [fields[0] ?? '']: 10.5 }),
  })

/** A discount or adjustment given as a percentage (`typeField` is `percent`) is between 0 and 100. */
export const percentRange = (typeField: string, valueField: string) =>
  recordRule({
    key: 'percentRange',
    message: 'A percentage is between 0 and 100',
    check: (v) => {
      const value = num(v[valueField])
      return v[typeField] === 'percent' && value !== undefined && (value < 0 || value > 100)
        ? [{ field: valueField }]
        : []
    },
    breaks: () => ({ [typeField]: 'percent', [valueField]: 120 }),
  })

/** A discount or adjustment given as an amount (`typeField` is `amount`) names its currency. */
export const currencyRequiredForAmount = (typeField: string) =>
  recordRule({
    key: 'currencyRequiredForAmount',
    message: 'A fixed-amount discount needs a currency',
    check: (v) => (v[typeField] === 'amount' && !str(v.currency) ? [{ field: 'currency' }] : []),
    breaks: () => ({ [typeField]: 'amount', currency: null }),
  })

/** A discount of either kind: a percentage within 0..100, an amount with a currency and its minor unit. */
export const discountRules = (typeField: string, valueField: string) => [
  percentRange(typeField, valueField),
  currencyRequiredForAmount(typeField),
  minorUnit([valueField], (v) => v[typeField] === 'amount', { [typeField]: 'amount' }),
]

/** Two seeded SKUs of either center (server/db/seed-catalog.ts): what a broken bundle names beside itself. */
const SEEDED_SKUS = ['SKU00001', 'SKU00004']

/** A bundle (a SKU of either center) does not contain itself. */
export const bundleContainsItself = recordRule({
  key: 'bundleContainsItself',
  message: 'A bundle cannot contain itself',
  check: (v) => {
    const code = str(v.skuCode)
    return v.type === 'bundle' && code && splitKeys(str(v.bundleItems)).includes(code)
      ? [{ field: 'bundleItems' }]
      : []
  },
  breaks: (r) => ({ type: 'bundle', bundleItems: [r.skuCode, ...SEEDED_SKUS].join(',') }),
})

/** A bundle holds at least two SKUs other than itself. */
export const bundleTooFewItems = recordRule({
  key: 'bundleTooFewItems',
  message: 'A bundle contains at least two different regular SKUs',
  check: (v) => {
    const code = str(v.skuCode)
    return v.type === 'bundle' && splitKeys(str(v.bundleItems)).filter((k) => k !== code).length < 2
      ? [{ field: 'bundleItems' }]
      : []
  },
  breaks: () => ({ type: 'bundle', bundleItems: SEEDED_SKUS[0] }),
})

/** The rules of a SKU in a bundle that read other SKUs, implemented per center by these names. */
export const bundleItemsRegular = <const N extends string>(name: N) =>
  databaseRule({
    name,
    messages: { bundleItemNotRegular: 'SKU {sku} is not a regular SKU, so it cannot be in a bundle' },
  })

export const inBundleStaysRegular = <const N extends string>(name: N) =>
  databaseRule({
    name,
    messages: { skuInBundle: 'This SKU is in bundle {bundle}, so it stays a regular SKU' },
  })

/** A coupon of either center: its discount, its validity window, and no more uses than its limit. */
export const couponRules = [
  ...discountRules('discountType', 'discountValue'),
  endBeforeStart('validFrom', 'validTo'),
  recordRule({
    key: 'usedOverLimit',
    message: 'Used {used} times, more than the limit of {limit}',
    check: (v) => {
      const { usedCount: used, usageLimit: limit } = v
      return typeof used === 'number' && typeof limit === 'number' && used > limit
        ? [{ field: 'usageLimit', params: { used, limit } }]
        : []
    },
    breaks: (r) => ({ usageLimit: Math.max(0, Number(r.usedCount) - 1) }),
    breaksSeeded: 'sort=usedCount:desc',
  }),
]
