import { ROLES } from '../../src/domain/permissions'
import { padded, PRODUCTS } from './seed-sql'

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

/** Most of a live catalog is on sale; a few records are retired or still being prepared. */
export const CATALOG_STATUS = `case when h4 % 10 < 8 then 'active' when h4 % 10 = 8 then 'inactive' else 'draft' end`

/**
 * SKUs come in groups of four of one product, edition and platform: an annual and a lifetime regular SKU, a
 * bundle of the group's annual SKU with a regular SKU of another group, and an upgrade from the annual one.
 */
export const SKU_TYPE = (n: string) =>
  `(case ${n} % 4 when 2 then 'bundle' when 3 then 'upgrade' else 'regular' end)`
/** A regular SKU of a group other than n's among the first `pool` SKUs, picked by hash h. */
export const otherRegular = (n: string, pool: number, h: string) =>
  `(4 * ((${n} / 4 + 1 + ${h} % ${pool / 4 - 1}) % ${pool / 4}) + ${h} % 2)`
/** A license of the same product (licenses cycle through PRODUCTS). */
export const licenseOfProduct = (product: string, h: string) =>
  licenseCode(`(${product} + ${PRODUCTS.length} * (${h} % ${LICENSE_POOL / PRODUCTS.length}))`)
