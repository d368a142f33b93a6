import type { ExtensionLoaders } from '@/screens/extensions'

/**
 * The bespoke panels screens name (`panels` in src/domain/menus) and the inputs bindings name (`widgets` in
 * src/resources/bindings), registered beside the views: each its own chunk, loaded when first drawn. The type
 * check refuses a name that is declared but not registered here, and one registered here but never declared.
 */
export const EXTENSIONS = {
  panels: {
    priceCheck: () => import('@/features/price-center/price-check-panel').then((m) => m.PriceCheckPanel),
    bundleItems: () => import('@/features/price-center/bundle-panels').then((m) => m.BundleItemsPanel),
    bundleSaving: () => import('@/features/price-center/bundle-panels').then((m) => m.BundleSavingPanel),
    skuPrices: () => import('@/features/price-center/sku-prices-panel').then((m) => m.SkuPricesPanel),
    roleGrants: () => import('@/features/backstage/access-panels').then((m) => m.RoleGrantsPanel),
    roleUsers: () => import('@/features/backstage/role-users-panel').then((m) => m.RoleUsersPanel),
    signInAccount: () =>
      import('@/features/backstage/password-reset-panel').then((m) => m.SignInAccountPanel),
    effectivePermissions: () =>
      import('@/features/backstage/access-panels').then((m) => m.EffectivePermissionsPanel),
    purchasePages: () =>
      import('@/features/commodity-center/purchase-page-panel').then((m) => m.PurchasePagesPanel),
    spuSkus: () => import('@/features/commodity-center/spu-skus-panel').then((m) => m.SpuSkusPanel),
    abTestResults: () =>
      import('@/features/commodity-center/ab-test-results').then((m) => m.AbTestResultsPanel),
  },
  widgets: {
    permissionTree: () => import('@/features/backstage/permission-tree').then((m) => m.PermissionTreeField),
    newPassword: () => import('@/features/backstage/new-password-field').then((m) => m.NewPasswordField),
  },
} satisfies ExtensionLoaders
