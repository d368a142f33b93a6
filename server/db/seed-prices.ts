import { COUNTRIES, CURRENCIES } from '@/domain/enums'
import { ANCHOR, localPrice, padded, pick } from './seed-sql'
import type { GenericSeed } from './seed-generic'
import {
  CATALOG_STATUS,
  catalogStatus,
  N,
  otherRegular,
  poolRef,
  SKU_POOL,
  SKU_TYPE,
  skuCode,
} from './seed-key-pools'

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

/**
 * The price list as a generic seed (seed-generic.ts). Each row's SKU, currency and USD amounts are computed
 * once, in lateral subqueries (`offset 0` keeps the planner from inlining them): written inline, the local
 * price of a bundle repeats its items' prices per currency, and 200,000 rows took minutes.
 */
export function priceSeed(count: number, orders: number): GenericSeed {
  const base = PRICE_MIN_ROWS
  const k = `((${N} - ${base}) % ${base})`
  const row = {
    sku: `(case when ${N} < ${base} then ${N} / ${CURRENCIES.length} else ${k} % ${SKU_POOL} end)`,
    currency: pick(
      CURRENCIES,
      `(case when ${N} < ${base} then ${N} % ${CURRENCIES.length} else ${k} / ${SKU_POOL} end)`,
    ),
    previous: `(${N} >= ${base} and ${k} % 2 = 0)`,
    promo: `(${N} >= ${base} and ${k} % 2 = 1)`,
  }
  const amounts = {
    list: skuUsd('r.sku'),
    item: regularUsd('r.sku - 2'),
    otherItem: regularUsd(otherRegular('r.sku', SKU_POOL, skuH3('r.sku'))),
  }
  const columns = (xs: Record<string, string>) =>
    Object.entries(xs)
      .map(([name, sql]) => `${sql} as ${name}`)
      .join(', ')
  const day = `date_trunc('day', ${ANCHOR})`
  const usd = `(case when r.previous then u.list * 0.9 when r.promo then u.list * 0.85 else u.list end)`
  const bundleSum = `(${localPrice('u.item', 'r.currency')} + ${localPrice('u.otherItem', 'r.currency')})`
  return {
    count,
    orders,
    join: `cross join lateral (select ${columns(row)} offset 0) r
      cross join lateral (select ${columns(amounts)} offset 0) u`,
    overrides: {
      priceCode: `'PRC' || ${padded('g', 6)}`,
      skuCode: skuCode('r.sku'),
      type: SKU_TYPE('r.sku'),
      currency: 'r.currency',
      country: `case when r.promo then (case r.currency ${Object.entries(HOME)
        .map(([c, country]) => `when '${c}' then '${country}'`)
        .join(' ')} end) end`,
      amount: localPrice(usd, 'r.currency'),
      originalAmount: `case when r.sku % 4 = 2 and not r.previous then ${bundleSum} when r.promo then ${localPrice('u.list', 'r.currency')} end`,
      effectiveFrom: `case when r.previous then ${day} - interval '800 days' when r.promo then ${day} - interval '30 days' else ${day} - interval '400 days' end`,
      effectiveTo: `case when r.previous then ${day} - interval '400 days' when r.promo then ${day} + interval '60 days' end`,
      status: `case when ${N} >= ${2 * base} then 'draft' else 'active' end`,
    },
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
 * Coupons (of both centers): mostly percentages, some fixed amounts (always with a currency); valid windows
 * from 400 days ago (long expired) to 60 days ahead (not yet valid); mostly active, some drafts or retired;
 * a quarter for every SKU, the rest for two; usage within the limit, some used up. The first four are active
 * and for every SKU, at any SEED_ORDERS: 10 % off and 5 USD off valid today (unlimited), then the same two
 * expired.
 */
export function couponOverrides(): Record<string, string> {
  const showcase = `(g <= 4)`
  const today = `(g <= 2)`
  const isAmount = `(case when ${showcase} then g % 2 = 0 else h1 % 3 = 0 end)`
  const cur = `case when ${showcase} then 'USD' else ${pick(CURRENCIES, 'h3')} end`
  // h2 is a multiple of 3 for the first 53,000 rows: divided, it picks from lists of three.
  const fixed = localAmount(`case when ${showcase} then 5 else ${pick([5, 10, 20], '(h2 / 3)')} end`, cur)
  const percent = `case when ${showcase} then 10 else 5 * (1 + h2 % 8) end`
  const limit = `(case when ${showcase} or h2 % 4 = 0 then null else 100 * (1 + h3 % 50) end)`
  const day = `date_trunc('day', ${ANCHOR})`
  const from = `case when ${today} then ${day} - interval '30 days' when ${showcase} then ${day} - interval '300 days'
    else ${day} + ((h4 % 460) - 400) * interval '1 day' end`
  return {
    couponCode: `'CPN' || ${padded('g', 5)}`,
    // Named as staff name them: the campaign and what it takes off.
    name: `${pick(CAMPAIGNS, 'h4')} || ' – ' || case when ${isAmount} then trim_scale(${fixed})::text || ' ' || ${cur} else (${percent})::text || ' %' end || ' off'`,
    discountType: `case when ${isAmount} then 'amount' else 'percent' end`,
    discountValue: `case when ${isAmount} then ${fixed} else ${percent} end`,
    currency: `case when ${isAmount} then ${cur} end`,
    skuCodes: `case when ${showcase} or h5 % 4 = 0 then null else ${poolRef({ size: SKU_POOL, code: skuCode }, 'h2', true)} end`,
    validFrom: from,
    validTo: `case when ${today} then ${day} + interval '60 days' when ${showcase} then ${day} - interval '200 days'
      else ${from} + (30 + h5 % 180) * interval '1 day' end`,
    usageLimit: limit,
    usedCount: `(case when ${limit} is null then h5 % 5000 when h1 % 7 = 0 then ${limit} else h5 % ${limit} end)::int`,
    status: `case when ${showcase} then 'active' else ${catalogStatus('(h5 / 5)')} end`,
  }
}

/**
 * Price rules: for one SKU (most) or all, sometimes one country or currency; periods from 240 days ago to
 * 60 days ahead (future-dated ones included), some open-ended. Priorities are distinct for the first 1,000
 * rules and later rows inactive, so no two active rules clash at any SEED_ORDERS.
 */

export function priceRuleOverrides(): Record<string, string> {
  // The first rule is for every SKU, country and currency, 5 % off, active from a week ago for two months: a
  // store-wide rule in effect today.
  const first = `(g = 1)`
  const isAmount = `(not ${first} and h1 % 3 = 0)`
  const cur = pick(CURRENCIES, 'h4')
  const day = `date_trunc('day', ${ANCHOR})`
  const start = `case when ${first} then ${day} - interval '7 days' else ${day} + ((h1 % 300) - 240) * interval '1 day' end`
  // Store-wide rules are rare: most rules price one SKU.
  const storeWide = `(${first} or h4 % 40 = 0)`
  const sku = skuCode(`h3 % ${SKU_POOL}`)
  return {
    ruleCode: `'RULE' || ${padded('g', 5)}`,
    name: `${pick(CAMPAIGNS, '(h2 / 13)')} || ' – ' || case when ${storeWide} then 'all products' else ${sku} end`,
    skuCode: `case when ${storeWide} then null else ${sku} end`,
    country: `case when not ${first} and h5 % 3 = 0 then ${pick(COUNTRIES, 'h2')} end`,
    currency: `case when ${isAmount} or (not ${first} and h3 % 3 = 0) then ${cur} end`,
    adjustmentType: `case when ${isAmount} then 'amount' else 'percent' end`,
    adjustmentValue: `case when ${isAmount} then ${localAmount(pick([2, 5, 10], '(h2 / 3)'), cur)} when ${first} then 5 else 5 * (1 + h2 % 6) end`,
    priority: `(((g - 1) % 100) * 10 + ((g - 1) / 100) % 10)::int`,
    startTime: start,
    endTime: `case when ${first} then ${day} + interval '60 days' when h3 % 7 = 0 then null else ${start} + (7 + h2 % 90) * interval '1 day' end`,
    status: `case when ${first} then 'active' when g > 1000 then 'inactive' else ${CATALOG_STATUS} end`,
  }
}
