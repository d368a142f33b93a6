import { SPU_CATEGORIES } from '../../src/domain/entities/commodity-center'
import { AUTHORIZATION_TYPES, COUNTRIES, CURRENCIES, PLATFORMS } from '../../src/domain/enums'
import { ANCHOR, localPrice, PRODUCTS, pick } from './seed-sql'
import { ROLES } from '../../src/domain/permissions'

/**
 * The records other records name (licenses, SKUs, SPUs, commodity SKUs, orders) and how seeded references
 * find them. Every catalog row's key is a function of its row number n = g - 1, and every seeded reference
 * names a row number below the pool's size, which the catalog is never seeded smaller than: so no seeded
 * reference dangles, at any SEED_ORDERS.
 */
export interface KeyPool {
  /** Rows every seed of the entity has at least; references pick row numbers below it. */
  size: number
  /** The key of row number n (an SQL expression over n). */
  code: (n: string) => string
}

/** Row number of the seeded row, from 0. */
const N = '(g - 1)'

const LICENSE_POOL = 300
export const SKU_POOL = 400
const SPU_POOL = 60

const licenseCode = (n: string) => `'LIC-' || (100 + ${n})`
export const skuCode = (n: string) => `'SKU' || lpad((${n})::text, 5, '0')`
const spuCode = (n: string) => `'SPU' || lpad((${n})::text, 4, '0')`
const orderNo = (n: string) => `'OD' || lpad((1 + ${n})::text, 10, '0')`

export function keyPools(orders: number): Record<string, KeyPool> {
  return {
    licenses: { size: LICENSE_POOL, code: licenseCode },
    skus: { size: SKU_POOL, code: skuCode },
    spus: { size: SPU_POOL, code: spuCode },
    // The commodity center sells the price center's SKUs: same codes (seed-commodity.ts).
    commoditySkus: { size: SKU_POOL, code: skuCode },
    orders: { size: orders, code: orderNo },
    // The demo roles (seed-plan.ts seeds them from ROLE_GRANTS); staff records name them.
    roles: { size: ROLES.length, code: (i) => `(array['${ROLES.join("','")}'])[(${i}) + 1]` },
  }
}

/** A reference to a record of the pool picked by hash column h; `many`: two different records, comma-joined. */
export function poolRef(pool: KeyPool, h: string, many = false): string {
  if (pool.size <= 0) return 'null'
  if (!many || pool.size < 2) return pool.code(`${h} % ${pool.size}`)
  const first = `(h2 % ${pool.size})`
  const second = `((h2 % ${pool.size} + 1 + h3 % ${pool.size - 1}) % ${pool.size})`
  return `${pool.code(first)} || ',' || ${pool.code(second)}`
}

const PLATFORM_LABELS: Record<(typeof PLATFORMS)[number], string> = {
  windows: 'Windows',
  mac: 'Mac',
  ios: 'iOS',
  android: 'Android',
  web: 'Web',
}
const EDITIONS = ['Standard', 'Premium', 'Business', 'Family', 'Student']
const TERMS: Record<(typeof AUTHORIZATION_TYPES)[number], [label: string, days: number]> = {
  day: ['1-Day Pass', 1],
  month: ['Monthly', 30],
  quarter: ['Quarterly', 90],
  year: ['Annual', 365],
  lifetime: ['Lifetime', 0],
}
/** Licence terms in the order a vendor sells them most. */
const LICENSE_TERMS: (typeof AUTHORIZATION_TYPES)[number][] = ['year', 'lifetime', 'month', 'quarter', 'day']
const DEVICES = [1, 3, 1, 5, 10]
/** What each product of PRODUCTS is, in the commodity center's categories. */
const PRODUCT_CATEGORIES: (typeof SPU_CATEGORIES)[number][] = [
  'business',
  'creative',
  'utility',
  'utility',
  'education',
  'creative',
]

/** Most of a live catalog is on sale; a few records are retired or still being prepared. */
const CATALOG_STATUS = `case when h4 % 10 < 8 then 'active' when h4 % 10 = 8 then 'inactive' else 'draft' end`

const productOf = (i: string) => pick(PRODUCTS, i)
const platformOf = (i: string) => pick(PLATFORMS, i)
const platformLabelOf = (i: string) => pick(Object.values(PLATFORM_LABELS), i)

/**
 * SKUs come in groups of four of one product, edition and platform: an annual and a lifetime regular SKU, a
 * bundle of the group's annual SKU with a regular SKU of another group, and an upgrade from the annual one.
 */
const SKU_TYPE = (n: string) =>
  `(case ${n} % 4 when 2 then 'bundle' when 3 then 'upgrade' else 'regular' end)`
/** A regular SKU of a group other than n's among the first `pool` SKUs, picked by hash h. */
const otherRegular = (n: string, pool: number, h: string) =>
  `(4 * ((${n} / 4 + 1 + ${h} % ${pool / 4 - 1}) % ${pool / 4}) + ${h} % 2)`
/** A license of the same product (licenses cycle through PRODUCTS). */
const licenseOfProduct = (product: string, h: string) =>
  licenseCode(`(${product} + ${PRODUCTS.length} * (${h} % ${LICENSE_POOL / PRODUCTS.length}))`)

function skuShape(code: (n: string) => string, pool: number) {
  const group = `(${N} / 4)`
  const product = `(${group} % ${PRODUCTS.length})`
  const edition = pick(EDITIONS, `(${group} / ${PRODUCTS.length})`)
  const nextEdition = pick(EDITIONS, `(${group} / ${PRODUCTS.length} + 1)`)
  const platform = `(${group} / ${PRODUCTS.length * EDITIONS.length})`
  const base = `${productOf(product)} || ' ' || ${edition}`
  return {
    type: SKU_TYPE(N),
    product,
    platform,
    name: `case ${N} % 4
        when 0 then ${base} || ' – Annual (' || ${platformLabelOf(platform)} || ')'
        when 1 then ${base} || ' – Lifetime (' || ${platformLabelOf(platform)} || ')'
        when 2 then ${base} || ' Bundle – Annual (' || ${platformLabelOf(platform)} || ')'
        else 'Upgrade ' || ${base} || ' to ' || ${nextEdition} || ' (' || ${platformLabelOf(platform)} || ')'
      end`,
    bundleItems: `case when ${N} % 4 = 2 then ${code(`${N} - 2`)} || ',' || ${code(otherRegular(N, pool, 'h3'))} end`,
    upgradeFrom: `case when ${N} % 4 = 3 then ${code(`${N} - 3`)} end`,
  }
}

/** Column overrides of the catalog entities (and of prices, whose type is their SKU's). */
export function catalogOverrides(name: string): Record<string, string> | undefined {
  switch (name) {
    case 'licenses': {
      const product = `(${N} % ${PRODUCTS.length})`
      const term = pick(LICENSE_TERMS, `(${N} / ${PRODUCTS.length})`)
      const devices = pick(DEVICES, `(${N} / ${PRODUCTS.length * AUTHORIZATION_TYPES.length})`)
      const termCase = (i: 0 | 1) =>
        `case ${term} ${Object.entries(TERMS)
          .map(([t, v]) => `when '${t}' then ${typeof v[i] === 'number' ? v[i] : `'${v[i]}'`}`)
          .join(' ')} end`
      return {
        licenseCode: licenseCode(N),
        name: `${productOf(product)} || ' ' || ${termCase(0)} || ' License'
          || case when ${devices} > 1 then ' (' || ${devices} || ' devices)' else '' end`,
        productName: productOf(product),
        authorizationType: term,
        deviceLimit: `${devices}`,
        durationDays: termCase(1),
        status: CATALOG_STATUS,
      }
    }
    case 'skus': {
      const s = skuShape(skuCode, SKU_POOL)
      return {
        skuCode: skuCode(N),
        name: s.name,
        type: s.type,
        productName: productOf(s.product),
        licenseCode: licenseOfProduct(s.product, 'h1'),
        platform: platformOf(s.platform),
        bundleItems: s.bundleItems,
        upgradeFromSku: s.upgradeFrom,
        status: CATALOG_STATUS,
      }
    }
    case 'prices':
      return priceOverrides()
    case 'priceCoupons':
      return couponOverrides()
    case 'priceRules':
      return priceRuleOverrides()
    case 'boundProducts':
      // Bound to another SKU of the pool than the one it is sold with.
      return { boundSkuCode: skuCode(`((h3 % ${SKU_POOL}) + 1 + h5 % ${SKU_POOL - 1}) % ${SKU_POOL}`) }
    case 'spus': {
      const product = `(${N} % ${PRODUCTS.length})`
      const platform = `(${N} / ${PRODUCTS.length})`
      const year = `(${new Date().getUTCFullYear()} - ${N} / ${PRODUCTS.length * PLATFORMS.length})`
      return {
        spuCode: spuCode(N),
        name: `${productOf(product)} || ' ' || ${year} || ' for ' || ${platformLabelOf(platform)}`,
        productName: productOf(product),
        category: pick(PRODUCT_CATEGORIES, product),
        platform: platformOf(platform),
        status: CATALOG_STATUS,
      }
    }
    case 'commoditySkus': {
      // Row n is the price center's SKU n (code, name, type, license, items), at its USD list price.
      const s = skuShape(skuCode, SKU_POOL)
      // The SPU of the same product and platform (SPUs cycle through products, then platforms).
      const spu = `((${s.product} + ${PRODUCTS.length} * (${s.platform} % ${PLATFORMS.length})) + ${PRODUCTS.length * PLATFORMS.length} * (h5 % ${SPU_POOL / (PRODUCTS.length * PLATFORMS.length)}))`
      return {
        skuCode: skuCode(N),
        spuCode: spuCode(spu),
        name: s.name,
        type: s.type,
        price: skuUsd(N),
        currency: `'USD'`,
        licenseCode: licenseOfProduct(s.product, 'h1'),
        bundleItems: s.bundleItems,
        status: CATALOG_STATUS,
      }
    }
    default:
      return undefined
  }
}

/** The least number of rows of each pool entity (references name row numbers below it). */
export const POOL_SIZES: Record<string, number> = {
  licenses: LICENSE_POOL,
  skus: SKU_POOL,
  spus: SPU_POOL,
  commoditySkus: SKU_POOL,
}

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
const skuUsd = (m: string) => `(case (${m}) % 4
    when 2 then round((${regularUsd(`(${m}) - 2`)} + ${regularUsd(otherRegular(m, SKU_POOL, skuH3(m)))}) * 0.8) - 0.01
    when 3 then ${pick(UPGRADE_USD, `((${m}) / 4)`)}
    else ${regularUsd(m)} end)`
const bundleSumUsd = (m: string, currency: string) =>
  `(${localPrice(regularUsd(`(${m}) - 2`), currency)} + ${localPrice(regularUsd(otherRegular(m, SKU_POOL, skuH3(m))), currency)})`

function priceOverrides(): Record<string, string> {
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
    priceCode: `'PRC' || lpad(g::text, 6, '0')`,
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
    couponCode: `'CPN' || lpad(g::text, 5, '0')`,
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

function priceRuleOverrides(): Record<string, string> {
  const isAmount = `(h1 % 3 = 0)`
  const cur = pick(CURRENCIES, 'h4')
  const start = `date_trunc('day', ${ANCHOR}) + ((h1 % 300) - 240) * interval '1 day'`
  // Store-wide rules are rare: most rules price one SKU.
  const storeWide = `(h4 % 40 = 0)`
  const sku = skuCode(`h3 % ${SKU_POOL}`)
  return {
    ruleCode: `'RULE' || lpad(g::text, 5, '0')`,
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
