import { z } from '@/domain/zod'
import { COUNTRIES, CURRENCIES } from './enums'
import { splitKeys } from './references'
import { roundToMinor } from './rules/price-center'

/**
 * What a customer pays for one SKU in one country and currency at one moment, step by step: the base price,
 * each price rule in priority order, the coupon, and the final amount. Pure: the server loads the candidate
 * records and calls `priceCheck`; the console only displays the answer.
 *
 * - Base: the active price of the SKU in the currency whose window [effectiveFrom, effectiveTo) contains `at`
 *   (a missing bound is open); a price for the country wins over one for all countries (country null). Among
 *   several (which the overlap rule prevents) the latest effectiveFrom, then the smallest priceCode wins.
 *   No base price: base, coupon and final are null and there are no steps.
 * - Rules: those of the SKU and those for every SKU (skuCode null), higher priority first (the entity's
 *   default sort), equal priorities by ruleCode. A rule applies when it is active, its country and currency are
 *   null or equal to the asked ones (else `otherScope`), and `at` is in its period [startTime, endTime) (else
 *   `notInWindow`). A percent rule takes that percentage off the running amount; an amount rule subtracts its
 *   value (a negative value adds a surcharge).
 * - Coupon: after the rules. A percent coupon takes that percentage of the running amount, an amount coupon
 *   its value. Refusal reasons, in the order checked: notFound, disabled, notYetValid, expired, notForSku (its
 *   skuCodes, when any, do not include the SKU), currencyMismatch (an amount coupon in another currency),
 *   usedUp (usedCount has reached usageLimit).
 * - Every amount is rounded to the currency's minor unit (half away from zero) and never goes below 0.
 */

export const priceCheckSchema = z.strictObject({
  skuCode: z.string().min(1).max(40),
  country: z.enum(COUNTRIES).nullish(),
  currency: z.enum(CURRENCIES),
  at: z.iso.datetime({ offset: true }),
  couponCode: z.string().max(40).nullish(),
})
export type PriceCheckInput = z.infer<typeof priceCheckSchema>

export interface CheckPrice {
  priceCode: string
  skuCode: string
  currency: string
  country: string | null
  amount: number
  effectiveFrom: string | null
  effectiveTo: string | null
  status: string
}

export interface CheckRule {
  ruleCode: string
  name: string
  skuCode: string | null
  country: string | null
  currency: string | null
  adjustmentType: string
  adjustmentValue: number
  priority: number
  startTime: string | null
  endTime: string | null
  status: string
}

export interface CheckCoupon {
  couponCode: string
  discountType: string
  discountValue: number
  currency: string | null
  skuCodes: string | null
  validFrom: string | null
  validTo: string | null
  usageLimit: number | null
  usedCount: number | null
  status: string
}

export type RuleSkipReason = 'notInWindow' | 'disabled' | 'otherScope'
export type CouponSkipReason =
  'expired' | 'notYetValid' | 'notForSku' | 'currencyMismatch' | 'usedUp' | 'disabled' | 'notFound'

export interface PriceCheckStep {
  ruleCode: string
  name: string
  priority: number
  adjustmentType: string
  adjustmentValue: number
  applied: boolean
  reason?: RuleSkipReason
  amountAfter: number
}

export interface PriceCheckResult {
  skuCode: string
  country: string | null
  currency: string
  at: string
  base: { priceCode: string; amount: number } | null
  steps: PriceCheckStep[]
  coupon: {
    couponCode: string
    applied: boolean
    reason?: CouponSkipReason
    discount: number
    amountAfter: number
  } | null
  final: number | null
}

/** The status of an enabled record (RECORD_STATUSES). */
export const ACTIVE = 'active'

const ms = (s: string | null | undefined) => (s ? Date.parse(s) : undefined)

/** Whether `at` lies in [from, to); missing bounds are open. */
export function inWindow(at: number, from: string | null | undefined, to: string | null | undefined) {
  const f = ms(from)
  const t = ms(to)
  return (f === undefined || f <= at) && (t === undefined || at < t)
}

/** The base price of the check among candidate prices (any SKU, currency, status: filtered here). */
export function basePrice(
  prices: readonly CheckPrice[],
  q: { skuCode: string; currency: string; country?: string | null },
  at: number,
): CheckPrice | undefined {
  const live = prices.filter(
    (p) =>
      p.skuCode === q.skuCode &&
      p.currency === q.currency &&
      p.status === ACTIVE &&
      inWindow(at, p.effectiveFrom, p.effectiveTo),
  )
  const best = (list: CheckPrice[]) =>
    list.sort(
      (a, b) =>
        (ms(b.effectiveFrom) ?? -Infinity) - (ms(a.effectiveFrom) ?? -Infinity) ||
        a.priceCode.localeCompare(b.priceCode),
    )[0]
  return (
    (q.country ? best(live.filter((p) => p.country === q.country)) : undefined) ??
    best(live.filter((p) => p.country === null))
  )
}

/** Rules in the order they apply: priority descending, then ruleCode. */
export function ruleOrder(a: CheckRule, b: CheckRule) {
  return b.priority - a.priority || a.ruleCode.localeCompare(b.ruleCode)
}

const floor0 = (n: number, currency: string) => Math.max(0, roundToMinor(n, currency))

function ruleReason(r: CheckRule, q: PriceCheckInput, at: number): RuleSkipReason | undefined {
  if (r.status !== ACTIVE) return 'disabled'
  if ((r.country && r.country !== q.country) || (r.currency && r.currency !== q.currency)) return 'otherScope'
  if (!inWindow(at, r.startTime, r.endTime)) return 'notInWindow'
  return undefined
}

function couponReason(c: CheckCoupon, q: PriceCheckInput, at: number): CouponSkipReason | undefined {
  if (c.status !== ACTIVE) return 'disabled'
  const from = ms(c.validFrom)
  const to = ms(c.validTo)
  if (from !== undefined && at < from) return 'notYetValid'
  if (to !== undefined && at >= to) return 'expired'
  const skus = splitKeys(c.skuCodes)
  if (skus.length && !skus.includes(q.skuCode)) return 'notForSku'
  if (c.discountType === 'amount' && c.currency && c.currency !== q.currency) return 'currencyMismatch'
  if (c.usageLimit !== null && c.usageLimit !== undefined && (c.usedCount ?? 0) >= c.usageLimit)
    return 'usedUp'
  return undefined
}

export function priceCheck(
  q: PriceCheckInput,
  data: { prices: readonly CheckPrice[]; rules: readonly CheckRule[]; coupon?: CheckCoupon | null },
): PriceCheckResult {
  const at = Date.parse(q.at)
  const head = { skuCode: q.skuCode, country: q.country ?? null, currency: q.currency, at: q.at }
  const base = basePrice(data.prices, q, at)
  if (!base) return { ...head, base: null, steps: [], coupon: null, final: null }

  let amount = floor0(base.amount, q.currency)
  const steps: PriceCheckStep[] = []
  const rules = data.rules.filter((r) => r.skuCode === null || r.skuCode === q.skuCode).sort(ruleOrder)
  for (const r of rules) {
    const reason = ruleReason(r, q, at)
    if (!reason)
      amount = floor0(
        r.adjustmentType === 'percent'
          ? amount - roundToMinor((amount * r.adjustmentValue) / 100, q.currency)
          : amount - r.adjustmentValue,
        q.currency,
      )
    steps.push({
      ruleCode: r.ruleCode,
      name: r.name,
      priority: r.priority,
      adjustmentType: r.adjustmentType,
      adjustmentValue: r.adjustmentValue,
      applied: !reason,
      ...(reason ? { reason } : {}),
      amountAfter: amount,
    })
  }

  let coupon: PriceCheckResult['coupon'] = null
  if (q.couponCode) {
    const c = data.coupon && data.coupon.couponCode === q.couponCode ? data.coupon : undefined
    const reason = c ? couponReason(c, q, at) : 'notFound'
    let discount = 0
    if (c && !reason) {
      const raw = c.discountType === 'percent' ? (amount * c.discountValue) / 100 : c.discountValue
      discount = Math.min(amount, floor0(raw, q.currency))
      amount = floor0(amount - discount, q.currency)
    }
    coupon = {
      couponCode: q.couponCode,
      applied: !reason,
      ...(reason ? { reason } : {}),
      discount,
      amountAfter: amount,
    }
  }
  return { ...head, base: { priceCode: base.priceCode, amount: base.amount }, steps, coupon, final: amount }
}
