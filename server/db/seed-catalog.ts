import { SPU_CATEGORIES } from '@/domain/entities/commodity-center'
import { AUTHORIZATION_TYPES, PLATFORMS } from '@/domain/enums'
import { PRODUCTS, pick } from './seed-sql'
import {
  CATALOG_STATUS,
  licenseCode,
  LICENSE_TERMS,
  N,
  SKU_POOL,
  SKU_TYPE,
  skuCode,
  SPU_POOL,
  spuCode,
  otherRegular,
  skuLicense,
  skuProduct,
} from './seed-key-pools'
import { couponOverrides, priceRuleOverrides, skuUsd } from './seed-prices'

/**
 * The catalog's demo records (licenses, SKUs, SPUs, commodity SKUs) as column overrides of the generic seed:
 * names, editions, platforms and terms that read like a real vendor's. Keys and pools: seed-key-pools.ts;
 * prices, coupons and price rules: seed-prices.ts.
 */

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

const productOf = (i: string) => pick(PRODUCTS, i)
const platformOf = (i: string) => pick(PLATFORMS, i)
const platformLabelOf = (i: string) => pick(Object.values(PLATFORM_LABELS), i)

function skuShape(code: (n: string) => string, pool: number) {
  const group = `(${N} / 4)`
  const product = skuProduct(N)
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

/** Column overrides of the catalog entities (prices: priceSeed in seed-prices.ts). */
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
        licenseCode: skuLicense(N),
        platform: platformOf(s.platform),
        bundleItems: s.bundleItems,
        upgradeFromSku: s.upgradeFrom,
        status: CATALOG_STATUS,
      }
    }
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
        licenseCode: skuLicense(N),
        bundleItems: s.bundleItems,
        status: CATALOG_STATUS,
      }
    }
    default:
      return undefined
  }
}
