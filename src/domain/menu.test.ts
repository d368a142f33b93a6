import { describe, expect, it } from 'vitest'
import { auditEntries } from './audit-log'
import type { EntityDef } from './entity'
import { entities } from './registry'
import { flattenMenu, menuNodeByPath, MENU_TREE } from './menu'

const SPEC_PATHS = [
  '/dashboard',
  ...[
    'licenseList',
    'licenseAdd',
    'licenseEdit',
    'licenseDetail',
    'skuList',
    'skuAdd',
    'skuBundleAdd',
    'skuBundleEdit',
    'skuBundleDetail',
    'skuBatchAdd',
    'skuEdit',
    'skuDetail',
    'skuUpgradeDetail',
    'skuUpgradeAdd',
    'skuUpgradeEdit',
    'priceList',
    'priceEdit',
    'priceBundleEdit',
    'priceBundleDetail',
    'priceDetail',
    'priceUpgradeDetail',
    'priceUpgradeEdit',
    'couponList',
    'couponEdit',
    'couponAdd',
    'couponDetail',
    'priceRuleList',
    'priceRuleAdd',
    'priceRuleEdit',
    'priceRuleDetail',
    'skuRelation',
    'skuRelationAdd',
    'skuRelationEdit',
    'skuRelationDetail',
  ].map((p) => `/priceCenter/${p}`),
  ...['bindProductList', 'bindproductAdd', 'bindproductEdit', 'bindproductDetail'].map(
    (p) => `/productCenter/${p}`,
  ),
  ...[
    'userList',
    'userAdd',
    'userEdit',
    'userDetail',
    'permissionList',
    'permissionAdd',
    'permissionEdit',
    'permissionDetail',
  ].map((p) => `/backstageManagement/${p}`),
  ...[
    'coupon/detail',
    'coupon/add',
    'coupon/edit',
    'recommend/empty/detail',
    'recommend/empty/add',
    'recommend/empty/edit',
    'recommend/success/detail',
    'recommend/success/add',
    'recommend/success/edit',
    'activity/detail',
    'activity/add',
    'activity/edit',
    'skuEquityRefresh',
    'sku/detail',
    'sku/add',
    'sku/bundle-add',
    'sku/edit',
    'spu/detail',
    'spu/add',
    'spu/edit',
    'marketing-activity/detail',
    'marketing-activity/add',
    'marketing-activity/edit',
    'ab-testing/detail',
    'ab-testing/add',
    'ab-testing/edit',
    'client-buy-config/add',
    'client-buy-config/edit',
    'client-buy-config/detail',
    'client-buy-config/page-setting',
    'client-buy-config/page-setting-mobile',
    'client-buy-config/page-detail',
    'sku-relation/add',
    'sku-relation/edit',
    'sku-relation/detail',
  ].map((p) => `/commodityCenter/${p}`),
  ...[
    'orders',
    'order/detail',
    'pullOrdersFromDouyinStores',
    'onlineAgentCenter',
    'order_import',
    'refunds',
    'refund/apply',
    'cartOrderList',
    'customerList',
    'customerDetail',
    'customerEdit',
    'customerAdd',
    'orderList',
    'orderRefundList',
    'applyRefund',
    'orderDetail',
    'orderEdit',
    'orderAdd',
    'orderImport',
    'orderAssociation',
    'orderAssociationFor40',
    'googlePlay',
    'applePay',
    'platformPayAdd',
    'platformPayEdit',
    'barterList',
    'applyBarter',
    'barterDetail',
    'editBarter',
  ].map((p) => `/orderCenter/${p}`),
]

describe('MENU_TREE', () => {
  const nodes = flattenMenu(MENU_TREE)

  it('has every route of spec section 2, once', () => {
    const paths = nodes.map((n) => n.path)
    for (const p of SPEC_PATHS) expect(paths, p).toContain(p)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('titles every node in zh, en and ja', () => {
    for (const n of nodes)
      for (const lang of ['zh', 'en', 'ja'] as const)
        expect(n.title[lang].trim(), `${n.path} ${lang}`).not.toBe('')
  })

  it('hides add/edit/detail screens, points them at a visible list, and names what they need', () => {
    for (const n of nodes.filter((x) => x.hidden)) {
      expect(n.activeMenu, n.path).toBeDefined()
      expect(menuNodeByPath(n.activeMenu ?? '')?.hidden, n.path).toBeFalsy()
      expect(n.needs, n.path).toBeDefined()
    }
    expect(menuNodeByPath('/orderCenter/refund/apply')?.needs).toBe('apply')
    expect(menuNodeByPath('/priceCenter/licenseAdd')).toMatchObject({
      hidden: true,
      needs: 'add',
      activeMenu: '/priceCenter/licenseList',
    })
  })

  it('uses only resources the registry declares, and actions their entity offers', () => {
    const resources = new Map<string, EntityDef>(
      [...(Object.values(entities) as EntityDef[]), auditEntries].map((e) => [e.resource, e]),
    )
    // The dashboard area's screens (home, my work) show several entities, each read with its own permission.
    for (const n of nodes.filter((x) => x.resource && !x.resource.startsWith('dashboard:'))) {
      const e = resources.get(n.resource ?? '')
      expect(e, n.path).toBeDefined()
      const offered = [
        ...(e?.operations ?? []),
        ...(e?.actions ?? []).map((a) => a.needs),
        'view',
        'add',
        'edit',
        'delete',
        'export',
      ]
      for (const a of [...(n.actions ?? []), n.needs ?? 'view'])
        expect(offered, `${n.path} ${a}`).toContain(a)
    }
  })
})
