import { COUNTRIES, CURRENCIES } from '../../src/domain/enums'
import { ANCHOR, localPrice, padded, pick } from './seed-sql'
import { CATALOG_STATUS, N, otherRegular, SKU_POOL, SKU_TYPE, skuCode } from './seed-key-pools'

/**
 * Price list. Every SKU of the pool (all SKUs orders are sold with) has a price in every currency for all
 * countries, in force since 400 days ago (rows 0 … 3199: SKU n / 8, currency n % 8). The next 3,200 rows add,
 * per SKU and currency, either the previous list price (expired 400 days ago, even SKUs) or a country's
 * current promotion for the currency's home country (odd SKUs); further rows are drafts. So no two active
 * prices of one SKU, currency and country overlap at any SEED_ORDERS. Amounts are set in USD and localised
 * as order prices are (yen to the ten, won to the hundred, others to .99); a bundle costs 80 % of its items
 * (its originalAmount is the items' sum); a price's type is its SKU's.
 */
export const PRICE_MIN_ROWS = SKU_POOL * CURRENCIES.length

const ANNUAL_USD = [29.99, 39.99, 49.99, 59.99, 79.99, 99.99, 19.99]
const LIFETIME_USD = [69.99, 89.99, 119.99, 139.99, 189.99, 229.99, 49.99]
const UPGRADE_USD = [14.99, 19.99, 24.99, 29.99, 39.99, 49.99, 9.99]
/** The home country of each currency (a country's promotion is priced in its own currency). */
const HOME: Record<(typeof CURRENCIES)[number], (typeof COUNTRIES)[number]> = {
  USD: 'US',
  EUR: 'DE',
  JPY: 'JP',
  CNY: 'CN',
  GBP: 'GB',
  AUD: 'AU',
  CAD: 'CA',
  KRW: 'KR',
}
/** The hash h3 of SKU row number m (seed-sql's HASHED_SERIES), which picked its second bundle item. */
const skuH3 = (m: string) => `(((${m}) + 1) * 2246822519) % 2147483587`
const regularUsd = (m: string) =>
  `(case when (${m}) % 4 = 0 then ${pick(ANNUAL_USD, `((${m}) / 4)`)} else ${pick(LIFETIME_USD, `((${m}) / 4)`)} end)`
/** The USD list price of SKU row number m, whatever its type. */
export const skuUsd = (m: string) => `(case (${m}) % 4
    when 2 then round((${regularUsd(`(${m}) - 2`)} + ${regularUsd(otherRegular(m, SKU_POOL, skuH3(m)))}) * 0.8) - 0.01
    when 3 then ${pick(UPGRADE_USD, `((${m}) / 4)`)}
    else ${regularUsd(m)} end)`
const bundleSumUsd = (m: string, currency: string) =>
  `(${localPrice(regularUsd(`(${m}) - 2`), currency)} + ${localPrice(regularUsd(otherRegular(m, SKU_POOL, skuH3(m))), currency)})`

export function priceOverrides(): Record<string, string> {
  const base = PRICE_MIN_ROWS
  const k = `((${N} - ${base}) % ${base})`
  const sku = `(case when ${N} < ${base} then ${N} / ${CURRENCIES.length} else ${k} % ${SKU_POOL} end)`
  const cur = pick(
    CURRENCIES,
    `(case when ${N} < ${base} then ${N} % ${CURRENCIES.length} else ${k} / ${SKU_POOL} end)`,
  )
  const previous = `(${N} >= ${base} and ${k} % 2 = 0)`
  const promo = `(${N} >= ${base} and ${k} % 2 = 1)`
  const day = `date_trunc('day', ${ANCHOR})`
  const usd = `(case when ${previous} then ${skuUsd(sku)} * 0.9 when ${promo} then ${skuUsd(sku)} * 0.85 else ${skuUsd(sku)} end)`
  return {
    priceCode: `'PRC' || ${padded('g', 6)}`,
    skuCode: skuCode(sku),
    type: SKU_TYPE(sku),
    currency: cur,
    country: `case when ${promo} then (case ${cur} ${Object.entries(HOME)
      .map(([c, country]) => `when '${c}' then '${country}'`)
      .join(' ')} end) end`,
    amount: localPrice(usd, cur),
    originalAmount: `case when ${sku} % 4 = 2 and not ${previous} then ${bundleSumUsd(sku, cur)} when ${promo} then ${localPrice(skuUsd(sku), cur)} end`,
    effectiveFrom: `case when ${previous} then ${day} - interval '800 days' when ${promo} then ${day} - interval '30 days' else ${day} - interval '400 days' end`,
    effectiveTo: `case when ${previous} then ${day} - interval '400 days' when ${promo} then ${day} + interval '60 days' end`,
    status: `case when ${N} >= ${2 * base} then 'draft' else 'active' end`,
  }
}

/** A fixed discount in the currency's price points (5 USD ≈ 750 yen ≈ 6,800 won). */
const localAmount = (usd: string, currency: string) => localPrice(`(${usd} + 0.01)`, currency)

/** Campaigns a pricing team runs; a rule is named after its campaign and what it applies to. */
const CAMPAIGNS = [
  'Black Friday',
  'Cyber Monday',
  'Spring Sale',
  'Summer Sale',
  'Back to School',
  'Lunar New Year',
  'Golden Week',
  "Singles' Day",
  'Education discount',
  'Loyalty renewal',
  'Win-back offer',
  'Launch week',
]

/**
 * Price-center coupons: mostly percentages, some fixed amounts (always with a currency); valid windows from
 * 400 days ago (long expired) to 60 days ahead (not yet valid); usage within the limit, some used up.
 */
export function couponOverrides(): Record<string, string> {
  const isAmount = `(h1 % 3 = 0)`
  const cur = pick(CURRENCIES, 'h3')
  const limit = `(case when h2 % 4 = 0 then null else 100 * (1 + h3 % 50) end)`
  const from = `date_trunc('day', ${ANCHOR}) + ((h4 % 460) - 400) * interval '1 day'`
  return {
    couponCode: `'CPN' || ${padded('g', 5)}`,
    // Named as staff name them: the campaign and what it takes off.
    name: `${pick(CAMPAIGNS, 'h4')} || ' – ' || case when ${isAmount} then trim_scale(${localAmount(pick([5, 10, 20], 'h2'), cur)})::text || ' ' || ${cur} else (5 * (1 + h2 % 8))::text || ' %' end || ' off'`,
    discountType: `case when ${isAmount} then 'amount' else 'percent' end`,
    discountValue: `case when ${isAmount} then ${localAmount(pick([5, 10, 20], 'h2'), cur)} else 5 * (1 + h2 % 8) end`,
    currency: `case when ${isAmount} then ${cur} end`,
    validFrom: from,
    validTo: `${from} + (30 + h5 % 180) * interval '1 day'`,
    usageLimit: limit,
    usedCount: `(case when ${limit} is null then h5 % 5000 when h1 % 7 = 0 then ${limit} else h5 % ${limit} end)::int`,
  }
}

/**
 * Price rules: for one SKU (most) or all, sometimes one country or currency; periods from 240 days ago to
 * 60 days ahead (future-dated ones included), some open-ended. Priorities are distinct for the first 1,000
 * rules and later rows inactive, so no two active rules clash at any SEED_ORDERS.
 */

export function priceRuleOverrides(): Record<string, string> {
  const isAmount = `(h1 % 3 = 0)`
  const cur = pick(CURRENCIES, 'h4')
  const start = `date_trunc('day', ${ANCHOR}) + ((h1 % 300) - 240) * interval '1 day'`
  // Store-wide rules are rare: most rules price one SKU.
  const storeWide = `(h4 % 40 = 0)`
  const sku = skuCode(`h3 % ${SKU_POOL}`)
  return {
    ruleCode: `'RULE' || ${padded('g', 5)}`,
    name: `${pick(CAMPAIGNS, '(h2 / 13)')} || ' – ' || case when ${storeWide} then 'all products' else ${sku} end`,
    skuCode: `case when ${storeWide} then null else ${sku} end`,
    country: `case when h5 % 3 = 0 then ${pick(COUNTRIES, 'h2')} end`,
    currency: `case when ${isAmount} or h3 % 3 = 0 then ${cur} end`,
    adjustmentType: `case when ${isAmount} then 'amount' else 'percent' end`,
    adjustmentValue: `case when ${isAmount} then ${localAmount(pick([2, 5, 10], 'h2'), cur)} else 5 * (1 + h2 % 6) end`,
    priority: `(((g - 1) % 100) * 10 + ((g - 1) / 100) % 10)::int`,
    startTime: start,
    endTime: `case when h3 % 7 = 0 then null else ${start} + (7 + h2 % 90) * interval '1 day' end`,
    status: `case when g > 1000 then 'inactive' else ${CATALOG_STATUS} end`,
  }
}
