import { ACTIVITY_TYPES } from '@/domain/entities/commodity-center'
import { COUNTRIES } from '@/domain/enums'
import type { Queryable } from './client'
import { SKU_POOL, skuCode } from './seed-key-pools'
import { couponOverrides } from './seed-prices'
import { ANCHOR, padded, pick, PRODUCTS } from './seed-sql'

/**
 * The commodity center's demo data, consistent with the price center: its SKUs are the price center's (same
 * codes, names and types, priced at their USD list price; seed-catalog.ts), so orders name them. Activities
 * and buy-and-gift campaigns run in the past, now and in the future without two active buy-and-gift
 * activities of one SKU overlapping; recommendation lists exist per scene in zh, en and ja; AB tests are
 * drafts, running or stopped (one running test per type and SKU at most), and the orders of a running or
 * stopped test's SKU in its period carry its AB flag when their visitor was in variant B.
 */

const N = '(g - 1)'
const DAY = `date_trunc('day', ${ANCHOR})`
/** Mostly active; some drafts being prepared, some retired. */
const STATUS = `case when h4 % 10 < 8 then 'active' when h4 % 10 = 8 then 'inactive' else 'draft' end`
/** The annual regular SKU of group k of the SKU pool (row 4k: a regular SKU, see seed-key-pools' SKU_TYPE). */
const annualSku = (k: string) => skuCode(`4 * ((${k}) % ${SKU_POOL / 4})`)

const CAMPAIGNS = [
  'Spring Sale',
  'Summer Sale',
  'Back to School',
  'Black Friday',
  'Year-end Sale',
  'Lunar New Year',
  'Golden Week',
  'Anniversary Week',
]

/**
 * Activities: one every ten days or so from 360 days ago to 60 days ahead, each 7 to 45 days long, on two SKUs
 * of the pool, 5–50 % off.
 */
function activityOverrides(): Record<string, string> {
  const start = `${DAY} + ((h1 % 420) - 360) * interval '1 day'`
  return {
    activityCode: `'ACT' || ${padded('g', 5)}`,
    name: `${pick(CAMPAIGNS, 'h2')} || ' – ' || ${pick(PRODUCTS, 'h3')}`,
    activityType: pick(ACTIVITY_TYPES, 'h3'),
    startTime: start,
    endTime: `${start} + (7 + h2 % 39) * interval '1 day'`,
    skuCodes: `${annualSku('h3')} || ',' || ${annualSku('h3 + 1')}`,
    discountPercent: `(5 * (1 + h2 % 10))::int`,
    status: STATUS,
  }
}

/**
 * Buy-and-gift: row n gives its bought SKU's slot s = (n / 3) % 100 and cycle r = n % 3 + 3 * (n / 300): a
 * slot's activities start 90 days apart (120 days ago, 30 days ago, 60 days ahead, …) and last at most 60
 * days, so no two of one bought SKU ever overlap, whatever their countries. The gift is the lifetime SKU of
 * the next group: never the SKU bought.
 */
function marketingOverrides(): Record<string, string> {
  const slot = `((${N} / 3) % 100)`
  const cycle = `(${N} % 3 + 3 * (${N} / 300))`
  const start = `${DAY} + (${cycle} * 90 - 120 + ${slot} % 7) * interval '1 day'`
  return {
    activityCode: `'BNG' || ${padded('g', 5)}`,
    name: `'Buy ' || ${pick(PRODUCTS, slot)} || ', get a gift'`,
    buySku: annualSku(slot),
    giftSku: skuCode(`4 * ((${slot} + 1) % ${SKU_POOL / 4}) + 1`),
    giftQuantity: `(1 + h2 % 2)::int`,
    country: `case when h3 % 3 = 0 then null else ${pick(COUNTRIES, 'h3')} end`,
    startTime: start,
    endTime: `${start} + (30 + h2 % 31) * interval '1 day'`,
    status: STATUS,
  }
}

const PRICE_VARIANTS = [
  ['Current list price', '15 % introductory discount'],
  ['Annual plan shown first', 'Lifetime plan shown first'],
  ['Price ending in .99', 'Round price'],
] as const
const CART_VARIANTS = [
  ['Classic cart', 'One-page checkout'],
  ['No add-on offer', 'Backup add-on offered in the cart'],
  ['Coupon field visible', 'Coupon field behind a link'],
] as const
const variant = (i: 0 | 1) =>
  `case when ${N} % 2 = 0 then ${pick(
    PRICE_VARIANTS.map((v) => v[i]),
    'h2',
  )} else ${pick(
    CART_VARIANTS.map((v) => v[i]),
    'h2',
  )} end`

/**
 * AB tests: row n tests SKU group n % 100 (annual or lifetime by n / 100 % 2), so the first 200 rows name 200
 * different SKUs and no type runs twice for one SKU; later rows are drafts. Row 0 is a price test running
 * over the last 60 % of the seeded orders' span, row 1 a cart test that ran over most of it (both with
 * orders in their period at any SEED_ORDERS); the rest are drafts, running or stopped by hash.
 */
function abTestOverrides(orders: number): Record<string, string> {
  const spanDays = Math.min((orders * 131) / 86_400, 60)
  const ago = (days: number) => `${ANCHOR} - interval '${Math.round(days * 1440)} minutes'`
  const status = `case when ${N} = 0 then 'running' when ${N} = 1 then 'stopped' when ${N} >= 200 then 'draft'
    when h3 % 20 < 3 then 'running' when h3 % 20 < 10 then 'stopped' else 'draft' end`
  const randomStart = `${DAY} - (20 + h4 % 200) * interval '1 day'`
  return {
    testCode: `'ABT' || ${padded('g', 5)}`,
    name: `case when ${N} % 2 = 0 then 'Price test – ' else 'Cart test – ' end || ${pick(PRODUCTS, `(${N} % 100)`)}`,
    skuCode: skuCode(`4 * (${N} % 100) + (${N} / 100) % 2`),
    testType: `case when ${N} % 2 = 0 then 'price' else 'cart' end`,
    trafficPercent: `(case when ${N} = 0 then 40 when ${N} = 1 then 50 else 10 + 10 * (h2 % 5) end)::int`,
    variantA: variant(0),
    variantB: variant(1),
    status,
    startTime: `case when ${N} = 0 then ${ago(spanDays * 0.6)} when ${N} = 1 then ${ago(spanDays * 0.98)}
      when (${status}) = 'running' then ${DAY} - (h4 % 20) * interval '1 day'
      when (${status}) = 'stopped' then ${randomStart} end`,
    endTime: `case when ${N} = 1 then ${ago(spanDays * 0.3)}
      when (${status}) = 'stopped' then ${randomStart} + (7 + h5 % 14) * interval '1 day' end`,
  }
}

/** Column overrides of the commodity entities seeded by the generic generator. */
export function commodityOverrides(name: string, orders: number): Record<string, string> | undefined {
  switch (name) {
    case 'commodityCoupons':
      return { ...couponOverrides(), couponCode: `'CCP' || ${padded('g', 5)}` }
    case 'activities':
      return activityOverrides()
    case 'marketingActivities':
      return marketingOverrides()
    case 'abTests':
      return abTestOverrides(orders)
    default:
      return undefined
  }
}

/** The recommendation lists: per scene, one list in Chinese, English and Japanese, and an English one for all countries. */
const RECOMMEND_LISTS = [
  ['zh', 'CN', '为你推荐 · '],
  ['en', 'US', 'Recommended: '],
  ['ja', 'JP', 'おすすめ：'],
  ['en', null, 'You may also like: '],
] as const
const PER_LIST = 7

/**
 * Recommendations, after the commodity SKUs: each list holds active regular SKUs at positions 1–6 and a draft
 * at 7 (drafts hold no position of their own), named in the list's language.
 */
export async function seedRecommends(tx: Queryable): Promise<void> {
  const lists = ['emptyCart', 'successPage'].flatMap((scene, s) =>
    RECOMMEND_LISTS.map(
      ([language, country, prefix], l) =>
        `('${scene}', '${language}', ${country ? `'${country}'` : 'null'}, '${prefix}', ${s * RECOMMEND_LISTS.length + l})`,
    ),
  )
  await tx.query(`
    insert into recommends (recommend_code, scene, name, sku_code, position, language, country, start_time, end_time, status)
    select 'REC' || ${padded(`l.k * ${PER_LIST} + p.pos`, 5)}, l.scene, l.prefix || s.name, s.sku_code, p.pos,
      l.language, l.country, ${DAY} - interval '90 days', null, case when p.pos = ${PER_LIST} then 'draft' else 'active' end
    from (values ${lists.join(', ')}) as l(scene, language, country, prefix, k)
    cross join generate_series(1, ${PER_LIST}) as p(pos)
    cross join lateral (
      select sku_code, name from commodity_skus where type = 'regular' and status = 'active'
      order by sku_code offset (l.k * 5 + p.pos * 3) % 200 limit 1
    ) s`)
}

/**
 * After the orders and the AB tests: an order of a running or stopped test's SKU placed in its period was in
 * variant B when its visitor's bucket (a hash of the order number, 0–99) is below the traffic split, and then
 * carries the test's type as its AB flag. Every other order has none.
 */
export async function flagAbTestOrders(tx: Queryable): Promise<void> {
  await tx.query(`
    update orders o set ab_test = t.test_type
    from ab_tests t
    where t.status in ('running', 'stopped') and o.sku = t.sku_code
      and o.purchase_time >= t.start_time and o.purchase_time < coalesce(t.end_time, now())
      and (hashtext(o.order_no)::bigint % 100 + 100) % 100 < t.traffic_percent`)
}
