import type { EntityDef } from './entity'
import {
  abTests,
  activities,
  clientBuyConfigs,
  commodityCoupons,
  commoditySkuRelations,
  commoditySkus,
  marketingActivities,
  recommends,
  skuEquityRefreshJobs,
  spus,
} from './entities/commodity-center'
import { offlineOrders } from './entities/offline-orders'
import {
  agentOrderImports,
  agentOrders,
  cartOrders,
  customers,
  douyinPullJobs,
  orderAssociations,
  platformPaySettings,
} from './entities/order-center'
import { orders } from './entities/orders'
import { licenses, priceCoupons, priceRules, prices, skuRelations, skus } from './entities/price-center'
import { boundProducts, roles, users } from './entities/product-backstage'
import { barters, refunds } from './entities/refunds-barters'

/** Every entity the product API serves. Add an entity here and the server, the console and the tests pick it up. */
export const entities = {
  orders,
  refunds,
  barters,
  cartOrders,
  customers,
  offlineOrders,
  orderAssociations,
  platformPaySettings,
  agentOrders,
  douyinPullJobs,
  agentOrderImports,
  licenses,
  skus,
  prices,
  priceCoupons,
  priceRules,
  skuRelations,
  boundProducts,
  users,
  roles,
  commodityCoupons,
  activities,
  recommends,
  spus,
  commoditySkus,
  marketingActivities,
  abTests,
  clientBuyConfigs,
  skuEquityRefreshJobs,
  commoditySkuRelations,
} satisfies Record<string, EntityDef>

export type EntityName = keyof typeof entities

export function entityByName(name: string): EntityDef | undefined {
  return (entities as Record<string, EntityDef>)[name]
}
