import { lazy, Suspense, type ComponentType } from 'react'
import type { Row } from '@/api/list-queries'
import type { Screen } from '@/domain/screens'

/** What a detail panel receives: the record the detail screen shows. */
export interface DetailPanelProps {
  record: Row
}

/**
 * Extra panels a detail screen declares by name (`panels` in its menu declaration), each its own chunk,
 * shown under the record's fields.
 */
export const DETAIL_PANELS: Record<string, ComponentType<DetailPanelProps>> = {
  priceCheck: lazy(() =>
    import('@/features/price-center/price-check-panel').then((m) => ({ default: m.PriceCheckPanel })),
  ),
  bundleItems: lazy(() =>
    import('@/features/price-center/bundle-panels').then((m) => ({ default: m.BundleItemsPanel })),
  ),
  bundleSaving: lazy(() =>
    import('@/features/price-center/bundle-panels').then((m) => ({ default: m.BundleSavingPanel })),
  ),
  roleGrants: lazy(() =>
    import('@/features/backstage/access-panels').then((m) => ({ default: m.RoleGrantsPanel })),
  ),
  roleUsers: lazy(() =>
    import('@/features/backstage/role-users-panel').then((m) => ({ default: m.RoleUsersPanel })),
  ),
  signInAccount: lazy(() =>
    import('@/features/backstage/password-reset-panel').then((m) => ({ default: m.SignInAccountPanel })),
  ),
  effectivePermissions: lazy(() =>
    import('@/features/backstage/access-panels').then((m) => ({ default: m.EffectivePermissionsPanel })),
  ),
  purchasePages: lazy(() =>
    import('@/features/commodity-center/purchase-page-panel').then((m) => ({
      default: m.PurchasePagesPanel,
    })),
  ),
  spuSkus: lazy(() =>
    import('@/features/commodity-center/spu-skus-panel').then((m) => ({ default: m.SpuSkusPanel })),
  ),
  abTestResults: lazy(() =>
    import('@/features/commodity-center/ab-test-results').then((m) => ({ default: m.AbTestResultsPanel })),
  ),
  skuPrices: lazy(() =>
    import('@/features/price-center/sku-prices-panel').then((m) => ({ default: m.SkuPricesPanel })),
  ),
}

/** The declared panels of a detail screen, for its loaded record. */
export function DetailPanels({ screen, record }: { screen: Screen; record: Row }) {
  const names = screen.screen.panels ?? []
  return (
    <>
      {names.map((name) => {
        const Panel = DETAIL_PANELS[name]
        if (!Panel) return null
        return (
          <Suspense key={name} fallback={<div className="page-loading" aria-busy="true" />}>
            <Panel record={record} />
          </Suspense>
        )
      })}
    </>
  )
}
