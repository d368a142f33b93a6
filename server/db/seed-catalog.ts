import { SPU_CATEGORIES } from '../../src/domain/entities/commodity-center'
import { AUTHORIZATION_TYPES, PLATFORMS } from '../../src/domain/enums'
import { PRODUCTS, pick } from './seed-sql'

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
const SKU_POOL = 400
const SPU_POOL = 60
const COMMODITY_SKU_POOL = 300

const licenseCode = (n: string) => `'LIC-' || (100 + ${n})`
const skuCode = (n: string) => `'SKU' || lpad((${n})::text, 5, '0')`
const spuCode = (n: string) => `'SPU' || lpad((${n})::text, 4, '0')`
const commoditySkuCode = (n: string) => `'CSKU' || lpad((${n})::text, 5, '0')`
const orderNo = (n: string) => `'OD' || lpad((1 + ${n})::text, 10, '0')`

export function keyPools(orders: number): Record<string, KeyPool> {
  return {
    licenses: { size: LICENSE_POOL, code: licenseCode },
    skus: { size: SKU_POOL, code: skuCode },
    spus: { size: SPU_POOL, code: spuCode },
    commoditySkus: { size: COMMODITY_SKU_POOL, code: commoditySkuCode },
    orders: { size: orders, code: orderNo },
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
      // The SKU the generic seeder would pick for skuCode (hash h3), and its type.
      return { skuCode: skuCode(`h3 % ${SKU_POOL}`), type: SKU_TYPE(`(h3 % ${SKU_POOL})`) }
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
      const s = skuShape(commoditySkuCode, COMMODITY_SKU_POOL)
      // The SPU of the same product and platform (SPUs cycle through products, then platforms).
      const spu = `((${s.product} + ${PRODUCTS.length} * (${s.platform} % ${PLATFORMS.length})) + ${PRODUCTS.length * PLATFORMS.length} * (h5 % ${SPU_POOL / (PRODUCTS.length * PLATFORMS.length)}))`
      return {
        skuCode: commoditySkuCode(N),
        spuCode: spuCode(spu),
        name: s.name,
        type: s.type,
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
  commoditySkus: COMMODITY_SKU_POOL,
}
