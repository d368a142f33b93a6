import { ROLES } from '@/domain/permissions'
import { hash4, padded, PRODUCTS } from './seed-sql'

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
export const N = '(g - 1)'

export const LICENSE_POOL = 300
export const SKU_POOL = 400
export const SPU_POOL = 60

export const licenseCode = (n: string) => `'LIC-' || (100 + ${n})`
export const skuCode = (n: string) => `'SKU' || ${padded(n, 5)}`
export const spuCode = (n: string) => `'SPU' || ${padded(n, 4)}`
const orderNo = (n: string) => `'OD' || lpad((1 + ${n})::text, 10, '0')`

export function keyPools(orders: number): Record<string, KeyPool> {
  return {
    licenses: { size: LICENSE_POOL, code: licenseCode },
    skus: { size: SKU_POOL, code: skuCode },
    spus: { size: SPU_POOL, code: spuCode },
    // The commodity center sells the price center's SKUs: same codes (seed-commodity.ts).
    commoditySkus: { size: SKU_POOL, code: skuCode },
    orders: { size: orders, code: orderNo },
    // The demo roles (seeded by seed-demo-roles.ts); staff records name them.
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

/** The least number of rows of each pool entity (references name row numbers below it). */
export const POOL_SIZES: Record<string, number> = {
  licenses: LICENSE_POOL,
  skus: SKU_POOL,
  spus: SPU_POOL,
  commoditySkus: SKU_POOL,
}

/** Most of a live catalog is on sale; a few records are retired or still being prepared (chosen by hash h). */
export const catalogStatus = (h: string) =>
  `case when ${h} % 10 < 8 then 'active' when ${h} % 10 = 8 then 'inactive' else 'draft' end`
export const CATALOG_STATUS = catalogStatus('h4')

/**
 * SKUs come in groups of four of one product, edition and platform: an annual and a lifetime regular SKU, a
 * bundle of the group's annual SKU with a regular SKU of another group, and an upgrade from the annual one.
 */
export const SKU_TYPE = (n: string) =>
  `(case ${n} % 4 when 2 then 'bundle' when 3 then 'upgrade' else 'regular' end)`
/** A regular SKU of a group other than n's among the first `pool` SKUs, picked by hash h. */
export const otherRegular = (n: string, pool: number, h: string) =>
  `(4 * ((${n} / 4 + 1 + ${h} % ${pool / 4 - 1}) % ${pool / 4}) + ${h} % 2)`
/** Licence terms in the order a vendor sells them most; license n has term n / 6 (mod 5), product n % 6. */
export const LICENSE_TERMS = ['year', 'lifetime', 'month', 'quarter', 'day'] as const

/** The index in PRODUCTS of SKU row number n's product (SKU groups of four cycle through PRODUCTS). */
export const skuProduct = (n: string) => `((${n}) / 4 % ${PRODUCTS.length})`
/** The licence term of SKU row number n: its lifetime SKU is for life, the others (annual, bundle, upgrade) a year. */
export const skuTerm = (n: string) => `(case (${n}) % 4 when 1 then 'lifetime' else 'year' end)`
/**
 * The license of SKU row number n: one of its product with its term (licenses cycle through products, then
 * terms), the device limit varying from group to group.
 */
export function skuLicense(n: string): string {
  const [year, lifetime] = [LICENSE_TERMS.indexOf('year'), LICENSE_TERMS.indexOf('lifetime')]
  const term = `(case (${n}) % 4 when 1 then ${lifetime} else ${year} end)`
  const groups = LICENSE_POOL / PRODUCTS.length / LICENSE_TERMS.length
  const variant = `((${n}) / 4 / ${PRODUCTS.length} % ${groups})`
  return licenseCode(
    `${skuProduct(n)} + ${PRODUCTS.length} * (${LICENSE_TERMS.length} * ${variant} + ${term})`,
  )
}

/** The SKU row number (in the pool) order g was sold with: a hash of g, so other seeds can name it. */
export const orderSku = (g: string) => `(${hash4(g)} % ${SKU_POOL})`
