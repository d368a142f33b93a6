import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { ScreenKind, ViewName } from '@/domain/menu'
import type { ScreenProps, ScreenSearch } from '@/screens/screen-props'

type Lazy = () => Promise<ComponentType<ScreenProps>>

/**
 * The bespoke screens (a declaration's `view`), each its own chunk; the type check refuses a view name that is
 * declared but not registered here, or registered but not declared. Nothing here runs at import: the route
 * generator reads the keys.
 */
export const VIEWS = {
  dashboard: () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  myWork: () => import('@/features/dashboard/my-work-page').then((m) => m.MyWorkPage),
  orderDetail: () => import('@/features/order-center/order-detail-page').then((m) => m.OrderDetailPage),
  douyinPull: () => import('@/features/ops/douyin-pull-page').then((m) => m.DouyinPullPage),
  agentOrders: () => import('@/features/ops/agent-orders-page').then((m) => m.AgentOrdersPage),
  storeAssociation: () => import('@/features/ops/association-page').then((m) => m.AssociationPage),
  skuAssociationQuery: () => import('@/features/ops/association-page').then((m) => m.SkuAssociationQueryPage),
  agentOrderImport: () =>
    import('@/features/import/agent-order-import-page').then((m) => m.AgentOrderImportPage),
  offlineOrderImport: () =>
    import('@/features/import/offline-order-import-page').then((m) => m.OfflineOrderImportPage),
  offlineOrderDetail: () =>
    import('@/features/records/offline-order-detail').then((m) => m.OfflineOrderDetailPage),
  refunds: () => import('@/features/refunds/refund-list-page').then((m) => m.RefundListPage),
  refundApply: () => import('@/features/refunds/refund-apply-page').then((m) => m.RefundApplyPage),
  barter: () => import('@/features/barter/barter-page').then((m) => m.BarterPage),
  couponList: () => import('@/features/price-center/search-filter').then((m) => m.CouponListScreen),
  priceList: () => import('@/features/price-center/search-filter').then((m) => m.PriceListScreen),
  skuBatchAdd: () => import('@/features/price-center/sku-batch-page').then((m) => m.SkuBatchPage),
  equityRefresh: () =>
    import('@/features/commodity-center/equity-refresh-page').then((m) => m.EquityRefreshPage),
  pageSetting: () => import('@/features/commodity-center/purchase-page-editor').then((m) => m.PcPageSetting),
  pageSettingMobile: () =>
    import('@/features/commodity-center/purchase-page-editor').then((m) => m.MobilePageSetting),
  pageDetail: () =>
    import('@/features/commodity-center/purchase-page-detail').then((m) => m.PurchasePageDetail),
  recommendList: () =>
    import('@/features/commodity-center/recommend-list').then((m) => m.RecommendListScreen),
  abTestDetail: () => import('@/features/commodity-center/ab-test-detail').then((m) => m.AbTestDetailScreen),
  auditLog: () => import('@/features/backstage/audit-log-page').then((m) => m.AuditLogPage),
} satisfies Record<ViewName, Lazy>

/** The generic screen of each kind; a custom screen always names its view. */
export const GENERIC_VIEWS: Record<Exclude<ScreenKind, 'custom'>, Lazy> = {
  list: () => import('@/screens/list-screen').then((m) => m.ListScreen),
  add: () => import('@/screens/form-screen').then((m) => m.FormScreen),
  edit: () => import('@/screens/form-screen').then((m) => m.FormScreen),
  detail: () => import('@/screens/detail-screen').then((m) => m.DetailScreen),
}

/** Starts reading a screen's data (the screen's search in hand; `preload`: a link's hover); never blocks. */
export type Prefetch = (queryClient: QueryClient, search: ScreenSearch, preload: boolean) => void

/** Data a view needs, started while its code loads (and on hover of a link to it); never blocks. */
export const PREFETCH: Partial<Record<keyof typeof VIEWS, Prefetch>> = {
  // The query module is imported lazily: it brings the response schema (zod), which start-up must not load.
  dashboard: (queryClient) =>
    void import('@/features/dashboard/dashboard-query').then(({ dashboardQuery }) =>
      queryClient.prefetchQuery(dashboardQuery),
    ),
}
