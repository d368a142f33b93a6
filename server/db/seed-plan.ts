import type { EntityDef } from '@/domain/entity'
import { entities, type EntityName } from '@/domain/registry'
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
import {
  associationOverrides,
  barterSeed,
  cartOrderSeed,
  offlineOrderSeed,
  offlineRefundSeed,
  refundSeed,
} from './seed-order-center'
import { seedOrderRange, seedOrders, syncOrderIds } from './seed-orders'
import { catalogOverrides } from './seed-catalog'
import { keyPools, POOL_SIZES } from './seed-key-pools'
import { PRICE_MIN_ROWS, priceSeed } from './seed-prices'
import type { Queryable } from './client'
import { commodityOverrides, flagAbTestOrders, seedRecommends } from './seed-commodity'
import { padded, pick } from './seed-sql'

/** One seeding step; its name keys the meta row that records it is done, so upgrades seed only new steps. */
export interface SeedStep {
  /**
   * Recorded as `seed:<name>` once done; a table's name, or what a later step adds to one. `<step>@<part>`
   * is a part of step <step> (done when it is).
   */
  name: string
  /** Steps whose rows this one reads (or must follow), when seeded in the same run. */
  after?: string[]
  run: (tx: Queryable) => Promise<void>
}

/** Most orders in one part when the orders are seeded in parts, on several connections at once. */
const ORDERS_PER_PART = 2_000_000

/**
 * The orders: with several `lanes` (connections seeding at once), in equal parts of at most ORDERS_PER_PART
 * rows, as many as a multiple of the lanes (each its own transaction), then the step that records them all
 * and moves the id sequence past them.
 */
function orderSteps(orders: number, lanes: number): SeedStep[] {
  const count = lanes * Math.ceil(orders / (lanes * ORDERS_PER_PART))
  if (lanes < 2 || orders < 2 * lanes) return [{ name: 'orders', run: (tx) => seedOrders(tx, orders) }]
  const parts: SeedStep[] = []
  for (let i = 0; i < count; i++) {
    const [from, to] = [Math.floor((orders * i) / count) + 1, Math.floor((orders * (i + 1)) / count)]
    parts.push({ name: `orders@${from}-${to}`, run: (tx) => seedOrderRange(tx, from, to) })
  }
  return [...parts, { name: 'orders', after: parts.map((p) => p.name), run: syncOrderIds }]
}

/** What each step reads of others: rows it joins, or rows it updates. */
const AFTER: Record<string, string[]> = {
  refunds: ['orders'],
  sku_equity_refresh_jobs: ['orders', 'skus', 'licenses'],
  recommends: ['commodity_skus'],
  'orders:abFlags': ['orders', 'ab_tests'],
  'refunds:offline': ['offline_orders', 'refunds'],
  'roles:demo': ['roles', 'staff_users'],
  'roles:duties': ['roles:demo'],
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
    case 'orderAssociations':
      return associationOverrides(orders)
    case 'agentOrders':
      return agentOrderOverrides(orders)
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

/**
 * Every seeding step, the orders first (steps run in this order as far as their `after` allows). `lanes`:
 * how many connections will run them at once (seed.ts); with more than one, the orders come in parts.
 */
export function seedPlan(orders: number, { lanes = 1 } = {}): SeedStep[] {
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
    prices: priceSeed(countOf('prices'), orders),
    barters: barterSeed(countOf('barters'), orders),
  }
  const steps: SeedStep[] = orderSteps(orders, lanes)
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
  return steps.map((s) => (AFTER[s.name] ? { ...s, after: AFTER[s.name] } : s))
}
