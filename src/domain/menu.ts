/**
 * The console's screens: one tree that the account service turns into each user's menu, and that the
 * console turns into its sidebar, tabs, breadcrumbs, palette and route guards. Paths are the spec's, exact.
 */
import { COMMODITY_CENTER } from './menus/commodity-center'
import { ORDER_CENTER } from './menus/order-center'
import { PRICE_CENTER } from './menus/price-center'
import { BACKSTAGE, PRODUCT_CENTER } from './menus/product-backstage'
import type { Action, Resource } from './permissions'

export interface Titles {
  zh: string
  en: string
  ja: string
}

/** What kind of screen a node is; everything about a screen (route, links, permissions) derives from it. */
export type ScreenKind = 'list' | 'add' | 'edit' | 'detail' | 'custom'

/**
 * The bespoke views a screen may name instead of the generic one of its kind. Each is registered under its
 * name in src/routes/-screens/views.ts: the type check refuses a name missing here or there.
 */
export type ViewName =
  | 'dashboard'
  | 'orderDetail'
  | 'douyinPull'
  | 'agentOrders'
  | 'storeAssociation'
  | 'skuAssociationQuery'
  | 'agentOrderImport'
  | 'offlineOrderImport'
  | 'offlineOrderDetail'
  | 'refunds'
  | 'refundApply'
  | 'barter'
  | 'couponList'
  | 'priceList'
  | 'skuBatchAdd'
  | 'equityRefresh'
  | 'pageSetting'
  | 'pageSettingMobile'
  | 'pageDetail'
  | 'recommendList'
  | 'abTestDetail'
  | 'myWork'
  | 'auditLog'

/**
 * The extra panels a screen may name, registered like the views (src/routes/-screens/extensions.ts): a
 * misspelt or unregistered name fails the type check.
 */
export type PanelName =
  | 'priceCheck'
  | 'bundleItems'
  | 'bundleSaving'
  | 'roleGrants'
  | 'roleUsers'
  | 'signInAccount'
  | 'effectivePermissions'
  | 'purchasePages'
  | 'spuSkus'
  | 'abTestResults'
  | 'skuPrices'

export interface ScreenDecl {
  kind: ScreenKind
  /** Registry name of the entity the screen shows (only a custom screen may show none). */
  entity?: string
  /**
   * Values every record of this screen has: a list filters on them (hidden, unremovable), an add screen starts
   * with them, and a record whose values match opens here rather than on a sibling screen of the same kind.
   */
  fixed?: Readonly<Record<string, string>>
  /** A bespoke view instead of the generic one of its kind. */
  view?: ViewName
  /**
   * Extra panels: on a detail screen under the record (the price check on SKU and price details), on an add or
   * edit screen under the fields, given the values as they are typed (a bundle's items with their current prices).
   */
  panels?: readonly PanelName[]
  /**
   * List screens: offer bulk actions on the selected rows (enable/disable when the entity has a `status`,
   * delete when it may be deleted), each gated by the user's permission; the server serves `/v1/<entity>/bulk`.
   */
  bulk?: boolean
}

export interface MenuNode {
  /** Absolute path. */
  path: string
  title: Titles
  icon?: string
  /** Not shown in the sidebar (detail/add/edit pages). */
  hidden?: boolean
  /** Permission resource, e.g. 'orderCenter:orders'. Reaching the screen needs `<resource>:<needs>`. */
  resource?: Resource
  /** The action this screen needs; 'view' when absent. */
  needs?: Action
  /** Actions offered on this screen, recorded from the menu as the user's access list. */
  actions?: readonly Action[]
  /** Sidebar entry to highlight while on this (hidden) screen. */
  activeMenu?: string
  /** Show the parent even with one child. */
  alwaysShow?: boolean
  /** Pinned tab that can never be closed. */
  affix?: boolean
  /** Keep the page alive when its tab is left. */
  cache?: boolean
  /** The navbar shows the language select on this screen. */
  multilang?: boolean
  redirect?: string
  children?: MenuNode[]
  /** The screen this node is; parents (centers, groups) have none. */
  screen?: ScreenDecl
  /** `G` then this letter opens the screen (keyboard.md). */
  goKey?: string
}

const t = (zh: string, en: string, ja: string): Titles => ({ zh, en, ja })

export const DASHBOARD: MenuNode = {
  path: '/dashboard',
  title: t('首页', 'Dashboard', 'ダッシュボード'),
  icon: 'dashboard',
  resource: 'dashboard:home',
  affix: true,
  cache: true,
  multilang: true,
  goKey: 'D',
  screen: { kind: 'custom', view: 'dashboard' },
}

/** The records this user may act on now, with who holds each (src/domain/work-inbox.ts). */
export const MY_WORK: MenuNode = {
  path: '/myWork',
  title: t('我的工作', 'My work', 'マイワーク'),
  icon: 'inbox',
  resource: 'dashboard:myWork',
  cache: true,
  goKey: 'W',
  screen: { kind: 'custom', view: 'myWork' },
}

/** Every screen of spec section 2, by area. The account service filters it per user. */
export const MENU_TREE: MenuNode[] = [
  DASHBOARD,
  MY_WORK,
  PRICE_CENTER,
  PRODUCT_CENTER,
  BACKSTAGE,
  COMMODITY_CENTER,
  ORDER_CENTER,
]

/** Depth-first list of every node. */
export function flattenMenu(nodes: readonly MenuNode[] = MENU_TREE): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenu(n.children ?? [])])
}

let byPath: ReadonlyMap<string, MenuNode> | undefined

/** The registry's node at a path (the first, depth-first, where two share one). */
export function menuNodeByPath(path: string): MenuNode | undefined {
  // Built once: a title or a tab asks for it per menu entry, and the tree is a constant.
  byPath ??= new Map(
    flattenMenu()
      .map((n) => [n.path, n] as const)
      .reverse(),
  )
  return byPath.get(path)
}
