import type { EntityName } from '@/domain/registry'
import type { EntityBinding } from './entity-binding'

/**
 * Every entity's binding, each its own chunk loaded with its screen. Nothing but lazy imports here: a Node
 * script reads the keys, and no binding (no lingui message) may be evaluated when this module is imported.
 */
export const BINDINGS = {
  orders: () => import('./orders'),
  refunds: () => import('./refunds'),
  barters: () => import('./barters'),
  cartOrders: () => import('./cartOrders'),
  customers: () => import('./customers'),
  offlineOrders: () => import('./offlineOrders'),
  platformPaySettings: () => import('./platformPaySettings'),
  agentOrders: () => import('./agentOrders'),
  orderAssociations: () => import('./orderAssociations'),
  douyinPullJobs: () => import('./douyinPullJobs'),
  agentOrderImports: () => import('./agentOrderImports'),
  licenses: () => import('./licenses'),
  skus: () => import('./skus'),
  prices: () => import('./prices'),
  priceCoupons: () => import('./priceCoupons'),
  priceRules: () => import('./priceRules'),
  skuRelations: () => import('./skuRelations'),
  boundProducts: () => import('./boundProducts'),
  users: () => import('./users'),
  roles: () => import('./roles'),
  skuEquityRefreshJobs: () => import('./skuEquityRefreshJobs'),
  clientBuyConfigs: () => import('./clientBuyConfigs'),
  commodityCoupons: () => import('./commodityCoupons'),
  activities: () => import('./activities'),
  recommends: () => import('./recommends'),
  spus: () => import('./spus'),
  commoditySkus: () => import('./commoditySkus'),
  marketingActivities: () => import('./marketingActivities'),
  abTests: () => import('./abTests'),
  commoditySkuRelations: () => import('./commoditySkuRelations'),
} satisfies Partial<Record<EntityName, () => Promise<{ default: EntityBinding }>>>

/** The binding of an entity; rejects for an entity that has none. */
export async function loadBinding(entity: string): Promise<EntityBinding> {
  const load = Object.hasOwn(BINDINGS, entity) ? BINDINGS[entity as keyof typeof BINDINGS] : undefined
  if (!load) throw new Error(`no binding for entity ${entity}`)
  return (await load()).default
}
