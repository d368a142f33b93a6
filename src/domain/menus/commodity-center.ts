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
} from '../entities/commodity-center'
import type { MenuNode, Titles } from '../menu'
import { formScreens, hiddenScreen, listScreen, nestedCrud, t, titleOf, type Noun } from './builders'

const C = '/commodityCenter'
const noun = {
  coupon: t('优惠券', 'coupon', 'クーポン'),
  emptyRecommend: t('空购物车推荐', 'empty-cart recommendation', '空カートのおすすめ'),
  successRecommend: t('成功页推荐', 'success-page recommendation', '購入完了ページのおすすめ'),
  activity: t('活动', 'activity', 'アクティビティ'),
  sku: t('SKU', 'SKU', 'SKU'),
  spu: t('SPU', 'SPU', 'SPU'),
  marketing: t('买赠活动', 'buy-and-gift activity', '購入特典キャンペーン'),
  abTest: t('AB测试', 'AB test', 'ABテスト'),
  clientBuyConfig: t('客户端购买配置', 'in-client purchase configuration', 'クライアント内購入設定'),
  skuRelation: t('SKU关系', 'SKU relation', 'SKU関連'),
} satisfies Record<string, Noun>

const CBC = `${C}/client-buy-config`
/** Lists offer enable, disable and delete on the selected rows. */
const BULK = { bulk: true } as const
const AB = `${C}/ab-testing`

/**
 * One scene's recommendations: its list (which reorders a list by keyboard and drag, view `recommendList` in
 * src/features/commodity-center/) and the generic add, edit and detail screens, all fixed to the scene.
 */
function recommendScreens(base: string, title: Titles, n: Noun, scene: string): MenuNode[] {
  const fixed = { scene }
  return [
    listScreen(base, title, recommends, { fixed, view: 'recommendList', ...BULK }),
    ...formScreens(
      recommends,
      n,
      base,
      { add: `${base}/add`, edit: `${base}/edit`, detail: `${base}/detail` },
      { fixed },
    ),
  ]
}

export const COMMODITY_CENTER: MenuNode = {
  path: C,
  title: t('商品中心', 'Commodity center', '商品センター'),
  icon: 'shopping',
  redirect: `${C}/coupon`,
  children: [
    // The coupon list has the price center's search filter (src/features/price-center/search-filter.tsx).
    listScreen(`${C}/coupon`, t('优惠券', 'Coupons', 'クーポン'), commodityCoupons, {
      view: 'couponList',
      ...BULK,
    }),
    ...formScreens(commodityCoupons, noun.coupon, `${C}/coupon`, {
      add: `${C}/coupon/add`,
      edit: `${C}/coupon/edit`,
      detail: `${C}/coupon/detail`,
    }),
    {
      path: `${C}/recommend`,
      title: t('推荐商品', 'Recommended products', 'おすすめ商品'),
      icon: 'star',
      alwaysShow: true,
      redirect: `${C}/recommend/empty`,
      children: [
        ...recommendScreens(
          `${C}/recommend/empty`,
          t('空购物车推荐', 'Empty cart', '空カート'),
          noun.emptyRecommend,
          'emptyCart',
        ),
        ...recommendScreens(
          `${C}/recommend/success`,
          t('成功页推荐', 'Success page', '購入完了ページ'),
          noun.successRecommend,
          'successPage',
        ),
      ],
    },
    ...nestedCrud(
      `${C}/activity`,
      t('活动', 'Activities', 'アクティビティ'),
      noun.activity,
      activities,
      BULK,
    ),
    listScreen(
      `${C}/skuEquityRefresh`,
      t('SKU权益刷新', 'SKU equity refresh', 'SKU権利の更新'),
      skuEquityRefreshJobs,
      { view: 'equityRefresh' },
    ),
    ...nestedCrud(`${C}/sku`, t('SKU', 'SKUs', 'SKU'), noun.sku, commoditySkus, BULK),
    hiddenScreen(
      'add',
      `${C}/sku/bundle-add`,
      t('新增组合SKU', 'Add bundle SKU', 'バンドルSKUの追加'),
      commoditySkus,
      `${C}/sku`,
      { fixed: { type: 'bundle' } },
    ),
    // An SPU's detail lists its SKUs (src/features/commodity-center/spu-skus-panel.tsx).
    ...nestedCrud(`${C}/spu`, t('SPU', 'SPUs', 'SPU'), noun.spu, spus, { ...BULK, panels: ['spuSkus'] }),
    ...nestedCrud(
      `${C}/marketing-activity`,
      t('买赠活动', 'Buy-and-gift', '購入特典'),
      noun.marketing,
      marketingActivities,
      BULK,
    ),
    // A test starts and stops from its detail, which shows its results (src/features/commodity-center/).
    listScreen(AB, t('AB测试', 'AB testing', 'ABテスト'), abTests),
    ...formScreens(abTests, noun.abTest, AB, { add: `${AB}/add`, edit: `${AB}/edit` }),
    hiddenScreen('detail', `${AB}/detail`, titleOf.detail(noun.abTest), abTests, AB, {
      view: 'abTestDetail',
      panels: ['abTestResults'],
    }),
    ...nestedCrud(
      CBC,
      t('客户端购买配置', 'In-client purchase', 'クライアント内購入'),
      noun.clientBuyConfig,
      clientBuyConfigs,
      { panels: ['purchasePages'] },
    ),
    hiddenScreen(
      'custom',
      `${CBC}/page-setting`,
      t('PC详情页设置', 'PC page settings', 'PCページ設定'),
      clientBuyConfigs,
      CBC,
      { view: 'pageSetting', needs: 'edit' },
    ),
    hiddenScreen(
      'custom',
      `${CBC}/page-setting-mobile`,
      t('移动端页面设置', 'Mobile page settings', 'モバイルページ設定'),
      clientBuyConfigs,
      CBC,
      { view: 'pageSettingMobile', needs: 'edit' },
    ),
    hiddenScreen(
      'custom',
      `${CBC}/page-detail`,
      t('页面设置详情', 'Page settings detail', 'ページ設定の詳細'),
      clientBuyConfigs,
      CBC,
      { view: 'pageDetail' },
    ),
    ...nestedCrud(
      `${C}/sku-relation`,
      t('SKU关系', 'SKU relations', 'SKU関連'),
      noun.skuRelation,
      commoditySkuRelations,
      BULK,
    ),
  ],
}
