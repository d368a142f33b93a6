/**
 * The centers' menus, built from the entity declarations. The console's build replaces this module by its
 * value (build/prebuilt-data.ts): a start reads the screens without downloading every entity's fields. So it
 * exports plain data only, which the build checks.
 */
import type { MenuNode } from './menu'
import { COMMODITY_CENTER } from './menus/commodity-center'
import { ORDER_CENTER } from './menus/order-center'
import { PRICE_CENTER } from './menus/price-center'
import { BACKSTAGE, PRODUCT_CENTER } from './menus/product-backstage'

export const CENTERS: readonly MenuNode[] = [
  PRICE_CENTER,
  PRODUCT_CENTER,
  BACKSTAGE,
  COMMODITY_CENTER,
  ORDER_CENTER,
]
