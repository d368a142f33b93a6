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
import type { MenuNode } from '../menu'
import { hiddenScreen, listScreen, nestedCrud, t, type Noun } from './builders'

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

export const COMMODITY_CENTER: MenuNode = {
  path: C,
  title: t('商品中心', 'Commodity center', '商品センター'),
  icon: 'shopping',
  redirect: `${C}/coupon`,
  children: [
    ...nestedCrud(`${C}/coupon`, t('优惠券', 'Coupons', 'クーポン'), noun.coupon, commodityCoupons),
    {
      path: `${C}/recommend`,
      title: t('推荐商品', 'Recommended products', 'おすすめ商品'),
      icon: 'star',
      alwaysShow: true,
      redirect: `${C}/recommend/empty`,
      children: [
        ...nestedCrud(
          `${C}/recommend/empty`,
          t('空购物车推荐', 'Empty cart', '空カート'),
          noun.emptyRecommend,
          recommends,
          { fixed: { scene: 'emptyCart' } },
        ),
        ...nestedCrud(
          `${C}/recommend/success`,
          t('成功页推荐', 'Success page', '購入完了ページ'),
          noun.successRecommend,
          recommends,
          { fixed: { scene: 'successPage' } },
        ),
      ],
    },
    ...nestedCrud(`${C}/activity`, t('活动', 'Activities', 'アクティビティ'), noun.activity, activities),
    listScreen(
      `${C}/skuEquityRefresh`,
      t('SKU权益刷新', 'SKU equity refresh', 'SKU権利の更新'),
      skuEquityRefreshJobs,
      { view: 'equityRefresh' },
    ),
    ...nestedCrud(`${C}/sku`, t('SKU', 'SKUs', 'SKU'), noun.sku, commoditySkus),
    hiddenScreen(
      'add',
      `${C}/sku/bundle-add`,
      t('新增组合SKU', 'Add bundle SKU', 'バンドルSKUの追加'),
      commoditySkus,
      `${C}/sku`,
      { fixed: { type: 'bundle' } },
    ),
    ...nestedCrud(`${C}/spu`, t('SPU', 'SPUs', 'SPU'), noun.spu, spus),
    ...nestedCrud(
      `${C}/marketing-activity`,
      t('买赠活动', 'Buy-and-gift', '購入特典'),
      noun.marketing,
      marketingActivities,
    ),
    ...nestedCrud(`${C}/ab-testing`, t('AB测试', 'AB testing', 'ABテスト'), noun.abTest, abTests),
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
    ),
  ],
}
