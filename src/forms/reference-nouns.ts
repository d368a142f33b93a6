import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * What one record of an entity is called in a sentence ("No SKU with code X", "No matching SKU"). Keyed by
 * registry name; an entity added later reads as "record" until it gets its noun here.
 */
const NOUNS: Partial<Record<string, MessageDescriptor>> = {
  orders: msg({ message: 'order', context: 'reference noun' }),
  refunds: msg({ message: 'refund', context: 'reference noun' }),
  barters: msg({ message: 'barter', context: 'reference noun' }),
  cartOrders: msg({ message: 'cart order', context: 'reference noun' }),
  customers: msg({ message: 'customer', context: 'reference noun' }),
  offlineOrders: msg({ message: 'offline order', context: 'reference noun' }),
  orderAssociations: msg({ message: 'order association', context: 'reference noun' }),
  platformPaySettings: msg({ message: 'payment platform setting', context: 'reference noun' }),
  agentOrders: msg({ message: 'agent order', context: 'reference noun' }),
  douyinPullJobs: msg({ message: 'Douyin pull job', context: 'reference noun' }),
  agentOrderImports: msg({ message: 'agent order import', context: 'reference noun' }),
  licenses: msg({ message: 'license', context: 'reference noun' }),
  skus: msg({ message: 'SKU', context: 'reference noun' }),
  prices: msg({ message: 'price', context: 'reference noun' }),
  priceCoupons: msg({ message: 'price coupon', context: 'reference noun' }),
  priceRules: msg({ message: 'price rule', context: 'reference noun' }),
  skuRelations: msg({ message: 'SKU relation', context: 'reference noun' }),
  boundProducts: msg({ message: 'bound product', context: 'reference noun' }),
  users: msg({ message: 'user', context: 'reference noun' }),
  roles: msg({ message: 'role', context: 'reference noun' }),
  commodityCoupons: msg({ message: 'commodity coupon', context: 'reference noun' }),
  activities: msg({ message: 'activity', context: 'reference noun' }),
  recommends: msg({ message: 'recommendation', context: 'reference noun' }),
  spus: msg({ message: 'product', context: 'reference noun' }),
  commoditySkus: msg({ message: 'commodity SKU', context: 'reference noun' }),
  marketingActivities: msg({ message: 'marketing activity', context: 'reference noun' }),
  abTests: msg({ message: 'AB test', context: 'reference noun' }),
  clientBuyConfigs: msg({ message: 'client purchase setting', context: 'reference noun' }),
  skuEquityRefreshJobs: msg({ message: 'SKU entitlement refresh job', context: 'reference noun' }),
  commoditySkuRelations: msg({ message: 'commodity SKU relation', context: 'reference noun' }),
}

const RECORD = msg({ message: 'record', context: 'reference noun' })

/** The translated noun for one record of `entity`. */
export function entityNoun(i18n: I18n, entity: string): string {
  return i18n._(NOUNS[entity] ?? RECORD)
}
