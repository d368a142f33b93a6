import type { EntityDef } from '../../src/domain/entity'
import { BARTER_STATUSES } from '../../src/domain/enums'
import { entities, type EntityName } from '../../src/domain/registry'
import { DEMO_ROLE_GRANTS } from './demo-role-grants'
import { seedDemoRoles, separateDemoDuties } from './seed-demo-roles'
import { seedGeneric, type GenericSeed } from './seed-generic'
import {
  agentImportOverrides,
  agentOrderOverrides,
  douyinPullOverrides,
  platformPayOverrides,
} from './seed-ops'
import { clientBuyConfigOverrides, seedEquityRefreshJobs } from './seed-commodity-pages'
import { cartOrderSeed, offlineOrderSeed, offlineRefundSeed, refundSeed } from './seed-order-center'
import { seedOrders } from './seed-orders'
import { catalogOverrides } from './seed-catalog'
import { keyPools, POOL_SIZES } from './seed-key-pools'
import { PRICE_MIN_ROWS } from './seed-prices'
import type { Queryable } from './client'
import { commodityOverrides, flagAbTestOrders, seedRecommends } from './seed-commodity'
import { padded, pick } from './seed-sql'

/** One seeding step; its name keys the meta row that records it is done, so upgrades seed only new steps. */
export interface SeedStep {
  /** Recorded as `seed:<name>` once done; a table's name, or what a later step adds to one. */
  name: string
  run: (tx: Queryable) => Promise<void>
}

/**
 * Rows per entity at the default 200,000 orders; SEED_ORDERS scales them all (at least 20 each, and the
 * catalog at least its reference pool, see seed-key-pools.ts).
 */
const VOLUMES: Partial<Record<EntityName, number>> = {
  refunds: 30_000,
  cartOrders: 50_000,
  offlineOrders: 20_000,
  barters: 2_000,
  customers: 3_000,
  agentOrders: 5_000,
  orderAssociations: 4_000,
  platformPaySettings: 120,
  douyinPullJobs: 300,
  agentOrderImports: 200,
  licenses: 900,
  skus: 1_200,
  prices: 4_000,
  priceCoupons: 800,
  priceRules: 600,
  skuRelations: 500,
  boundProducts: 600,
  users: 300,
  roles: 30,
  commodityCoupons: 800,
  activities: 400,
  recommends: 300,
  spus: 200,
  // One per price-center SKU (the same SKUs, seed-catalog.ts).
  commoditySkus: 1_200,
  marketingActivities: 300,
  abTests: 200,
  clientBuyConfigs: 200,
  skuEquityRefreshJobs: 500,
  commoditySkuRelations: 500,
}

/** Entities seeded at least this large whatever SEED_ORDERS: every pool SKU has a price per currency. */
const MIN_ROWS: Partial<Record<EntityName, number>> = { prices: PRICE_MIN_ROWS }

const grantSets = Object.values(DEMO_ROLE_GRANTS).map((g) => g.join(','))
/** Regional team roles named after what their grants (the demo role's at the same index) let them do. */
const TEAM_ROLES = [
  'Deputy administrators',
  'Finance team',
  'Customer service team',
  'Pricing team',
  'Commodity operations team',
  'Auditors (read-only)',
]
const REGIONS = ['EMEA', 'APAC', 'Americas', 'Japan', 'Greater China', 'Korea']

/** Per-entity overrides where the generic generator would be unrealistic. */
function overridesFor(name: EntityName, orders: number): Record<string, string> {
  switch (name) {
    case 'users':
      return {
        username: `'staff' || ${padded('g', 4)}`,
        // Set by an admin, hashed into the account, never stored in this table.
        password: 'null',
        roles: pick(['viewer', 'support', 'finance', 'pricing', 'operator', 'support,finance'], 'h2'),
        // The team each one works in, matching the roles above (same hash).
        department: pick(
          [
            'Internal audit',
            'Customer service',
            'Finance',
            'Pricing',
            'Commodity operations',
            'Customer service',
          ],
          'h2',
        ),
      }
    case 'roles':
      return {
        roleCode: `'ROLE' || ${padded('g', 4)}`,
        grants: pick(grantSets, 'h1'),
        name: `${pick(TEAM_ROLES, 'h1')} || ' · ' || ${pick(REGIONS, 'h4')}`,
        description: `'Regional role for ' || ${pick(REGIONS, 'h4')} || ', created by the central administrators.'`,
        status: `(case when h5 % 7 = 0 then 'inactive' else 'active' end)`,
      }
    case 'barters':
      return {
        status: pick(BARTER_STATUSES, 'h1'),
        priceDifference: `(case when h5 % 2 = 0 then 1 else -1 end) * (1 + h5 % 5000) / 100.0`,
        reason: pick(
          ['Wrong edition purchased', 'Customer needs the Mac version', 'Upgrade to family plan'],
          'h2',
        ),
      }
    case 'orderAssociations':
      return { storeOrderNo: `'TP' || lpad((h1 % 1000000000)::text, 12, '0')` }
    case 'agentOrders':
      return agentOrderOverrides()
    case 'douyinPullJobs':
      return douyinPullOverrides()
    case 'agentOrderImports':
      return agentImportOverrides()
    case 'platformPaySettings':
      return platformPayOverrides()
    case 'clientBuyConfigs':
      return clientBuyConfigOverrides()
    default:
      return catalogOverrides(name) ?? commodityOverrides(name, orders) ?? {}
  }
}

/** An entity with a required reference into an empty pool (no orders seeded) gets no rows. */
function needsEmptyPool(e: EntityDef, orders: number): boolean {
  const pools = keyPools(orders)
  return Object.values(e.fields).some((d) => d.references && d.required && pools[d.references]?.size === 0)
}

export function seedPlan(orders: number): SeedStep[] {
  const scale = orders / 200_000
  // The catalog (records other records name) is never smaller than the pool seeded references pick from.
  const countOf = (name: EntityName) =>
    needsEmptyPool(entities[name], orders)
      ? 0
      : Math.max(20, POOL_SIZES[name] ?? 0, MIN_ROWS[name] ?? 0, Math.round((VOLUMES[name] ?? 200) * scale))
  const special: Partial<Record<EntityName, GenericSeed>> = {
    refunds: refundSeed(countOf('refunds'), orders),
    cartOrders: cartOrderSeed(countOf('cartOrders'), orders),
    offlineOrders: offlineOrderSeed(countOf('offlineOrders'), orders),
  }
  const steps: SeedStep[] = [{ name: 'orders', run: (tx) => seedOrders(tx, orders) }]
  for (const [name, e] of Object.entries(entities) as [EntityName, EntityDef][]) {
    // Recommendation lists name active commodity SKUs: seeded once those are.
    if (name === 'orders' || name === 'recommends') continue
    if (name === 'skuEquityRefreshJobs') {
      steps.push({ name: e.table, run: (tx) => seedEquityRefreshJobs(tx, countOf(name), orders) })
      continue
    }
    const seed = special[name] ?? { count: countOf(name), orders, overrides: overridesFor(name, orders) }
    steps.push({ name: e.table, run: (tx) => seedGeneric(tx, e, seed) })
  }
  steps.push({ name: entities.recommends.table, run: seedRecommends })
  steps.push({ name: 'orders:abFlags', run: flagAbTestOrders })
  const offlineRefunds = offlineRefundSeed(countOf('offlineOrders'), orders)
  steps.push({ name: 'refunds:offline', run: (tx) => seedGeneric(tx, entities.refunds, offlineRefunds) })
  steps.push({ name: 'roles:demo', run: seedDemoRoles })
  steps.push({ name: 'roles:duties', run: separateDemoDuties })
  return steps
}
