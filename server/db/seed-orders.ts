import {
  COUNTRIES,
  CURRENCIES,
  LANGUAGES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_PLATFORMS,
  PRODUCT_TYPES,
} from '@/domain/enums'
import type { Queryable } from './client'
import {
  ANCHOR,
  DOMAINS,
  HASHED_RANGE,
  localPrice,
  padded,
  PEOPLE as NAMES,
  PRODUCTS,
  pick,
} from './seed-sql'
import { orderSku, skuCode, skuLicense, skuProduct, skuTerm } from './seed-key-pools'

const PRICES = [9.99, 19.99, 29.99, 39.99, 49.99, 79.99, 99.99, 199]
const AGENTS = ['Tmall', 'JD', 'Rakuten', 'Amazon']
/** The resellers' stores on those platforms. */
const AGENT_STORES = [
  'Northwind Software Store',
  'Contoso Digital',
  'Fabrikam Tech Mall',
  'Tailspin Software',
  'Litware Official Store',
  'Proseware Direct',
  'Wide World Software',
  'Adventure Works Digital',
]

/** What each SKU type (SKU row number n % 4: annual, lifetime, bundle, upgrade) sells as. */
const SKU_PRODUCT_TYPES: (typeof PRODUCT_TYPES)[number][] = [
  'subscription',
  'software',
  'subscription',
  'addon',
]

/**
 * Deterministic demo orders, generated inside the database with generate_series so 200,000 rows load in
 * seconds on both PGlite and PostgreSQL. Order g is (g * 131) seconds before the anchor time, so order numbers
 * and purchase times fall together; hashes of g vary every other field. Its SKU is one of the catalog's pool
 * (orderSku), and its product, license, term and product type are that SKU's (seed-key-pools.ts).
 *
 * Each level of the query computes its columns once per row: `offset 0` keeps the planner from inlining a
 * subquery's expressions into every use above it (the amounts use the local price a dozen times), which made
 * the expressions cost 50 µs a row instead of 8.
 */
export async function seedOrders(db: Queryable, count: number): Promise<void> {
  if (count <= 0) return
  await seedOrderRange(db, 1, count)
  await syncOrderIds(db)
}

/**
 * Orders g = from..to, with id g whatever order the ranges are seeded in (several connections seed ranges at
 * once on PostgreSQL); syncOrderIds then moves the id sequence past them.
 */
export async function seedOrderRange(db: Queryable, from: number, to: number): Promise<void> {
  if (to < from) return
  await db.query(
    `
    insert into orders (id, order_no, payment_no, email, status, order_type, purchase_time, finish_time,
      payment_platform, payment_method, currency, pay_currency, country, language, discount, coupon,
      product_type, product_name, license, sku, subscription_template, activity, authorization_type,
      card_number, ip_address, ab_test, unit_price, quantity, actual_payment, tax, transaction_fee,
      sales_amount, agent_platform, agent_name, agency_commission, referral_fee)
    select g, order_no, payment_no, email, status, order_type, purchase_time, finish_time,
      payment_platform, payment_method, currency, currency, country, language, discount, coupon,
      ${pick(SKU_PRODUCT_TYPES, 'n % 4')}, ${pick(PRODUCTS, skuProduct('n'))}, ${skuLicense('n')}, ${skuCode('n')},
      'TPL-' || ${skuTerm('n')}, activity, ${skuTerm('n')},
      card_number, ip_address, ab_test, unit_price, quantity, gross - discount,
      case when country = 'US' then 0 else round((gross - discount) * 0.08, 2) end, round((gross - discount) * 0.029 + 0.3, 2),
      round((gross - discount) * 0.891 - 0.3, 2),
      agent_platform, agent_name,
      case when agent_platform is null then null else round((gross - discount) * 0.15, 2) end,
      case when h5 % 9 = 0 then round((gross - discount) * 0.05, 2) else null end
    from (
      select *, unit_price * quantity as gross,
        case when coupon is null then 0 else round(unit_price * quantity * 0.1, 2) end as discount
      from (select *, ${localPrice('usd_price', 'currency')}::numeric as unit_price from (
        select g,
          h1, h2, h3, h4, h5,
          ${orderSku('g')} as n,
          'OD' || ${padded('g', 10)} as order_no,
          'PAY' || lpad(((g * 7919) % 1000000007)::text, 12, '0') as payment_no,
          ${pick(NAMES, 'h1')} || '.' || g || '@' || ${pick(DOMAINS, 'h2')} as email,
          case when h1 % 23 = 0 then 'refunded' else 'normal' end as status,
          case when h4 % 10 < 6 then 'regular' else ${pick(ORDER_TYPES, 'h4')} end as order_type,
          ${ANCHOR} - g * interval '131 seconds' as purchase_time,
          ${ANCHOR} - g * interval '131 seconds' + (h2 % 300) * interval '1 second' as finish_time,
          ${pick(PAYMENT_PLATFORMS, 'h2')} as payment_platform,
          ${pick(PAYMENT_METHODS, 'h3')} as payment_method,
          ${pick(CURRENCIES, 'h5')} as currency,
          ${pick(COUNTRIES, 'h1')} as country,
          ${pick(LANGUAGES, 'h4')} as language,
          case when h3 % 7 = 0 then 'SAVE10' else null end as coupon,
          case when h5 % 11 = 0 then 'Black Friday' else null end as activity,
          lpad((400000 + h1 % 99999)::text, 6, '0') || '******' || lpad((h2 % 10000)::text, 4, '0') as card_number,
          (h1 % 223 + 1) || '.' || (h2 % 255) || '.' || (h3 % 255) || '.' || (h4 % 254 + 1) as ip_address,
          'none' as ab_test, -- set for the orders of AB tests (seed-commodity.ts)
          ${pick(PRICES, '(h3 / 7)')}::numeric as usd_price,
          case when h1 % 10 = 0 then 1 + h2 % 5 else 1 end as quantity,
          case when h2 % 10 = 0 then ${pick(AGENTS, 'h3')} else null end as agent_platform,
          case when h2 % 10 = 0 then ${pick(AGENT_STORES, 'h4')} else null end as agent_name
        from ${HASHED_RANGE}
        offset 0
      ) base offset 0) local
      offset 0
    ) priced
  `,
    [from, to],
  )
}

export async function syncOrderIds(db: Queryable): Promise<void> {
  await db.query(
    `select setval(pg_get_serial_sequence('orders', 'id'), max(id)) from orders having max(id) > 0`,
  )
}
