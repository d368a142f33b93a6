import { licenses, priceCoupons, priceRules, prices, skuRelations, skus } from '../entities/price-center'
import type { MenuNode } from '../menu'
import { formScreens, hiddenScreen, listScreen, t, titleOf, type Noun } from './builders'

const P = '/priceCenter'
const license: Noun = t('许可证', 'license', 'ライセンス')
const sku: Noun = t('SKU', 'SKU', 'SKU')
const bundleSku: Noun = t('组合SKU', 'bundle SKU', 'バンドルSKU')
const upgradeSku: Noun = t('升级SKU', 'upgrade SKU', 'アップグレードSKU')
const price: Noun = t('价格', 'price', '価格')
const bundlePrice: Noun = t('组合价格', 'bundle price', 'バンドル価格')
const upgradePrice: Noun = t('升级价格', 'upgrade price', 'アップグレード価格')
const coupon: Noun = t('优惠券', 'coupon', 'クーポン')
const priceRule: Noun = t('价格规则', 'price rule', '価格ルール')
const skuRelation: Noun = t('SKU关系', 'SKU relation', 'SKU関連')
/** Every list offers enable, disable and delete on the selected rows. */
const BULK = { bulk: true } as const
/** SKU and price details show what a customer pays (src/features/price-center/price-check-panel.tsx). */
const PRICE_CHECK = { panels: ['priceCheck'] } as const
/** SKU details list the SKU's prices and create one (src/features/price-center/sku-prices-panel.tsx). */
const SKU_PANELS = { panels: ['skuPrices', 'priceCheck'] } as const

export const PRICE_CENTER: MenuNode = {
  path: P,
  title: t('价格中心', 'Price center', '価格センター'),
  icon: 'money',
  redirect: `${P}/licenseList`,
  children: [
    listScreen(`${P}/licenseList`, titleOf.list(license), licenses, BULK),
    ...formScreens(licenses, license, `${P}/licenseList`, {
      add: `${P}/licenseAdd`,
      edit: `${P}/licenseEdit`,
      detail: `${P}/licenseDetail`,
    }),
    listScreen(`${P}/skuList`, titleOf.list(sku), skus, { goKey: 'S', ...BULK }),
    ...formScreens(
      skus,
      sku,
      `${P}/skuList`,
      { add: `${P}/skuAdd`, edit: `${P}/skuEdit`, detail: `${P}/skuDetail` },
      { fixed: { type: 'regular' }, ...SKU_PANELS },
    ),
    hiddenScreen(
      'custom',
      `${P}/skuBatchAdd`,
      t('批量新增SKU', 'Batch add SKUs', 'SKUの一括追加'),
      skus,
      `${P}/skuList`,
      { view: 'skuBatchAdd', needs: 'add' },
    ),
    ...formScreens(
      skus,
      bundleSku,
      `${P}/skuList`,
      { add: `${P}/skuBundleAdd`, edit: `${P}/skuBundleEdit`, detail: `${P}/skuBundleDetail` },
      {
        fixed: { type: 'bundle' },
        panels: ['bundleItems', ...SKU_PANELS.panels],
        formPanels: ['bundleItems'],
      },
    ),
    ...formScreens(
      skus,
      upgradeSku,
      `${P}/skuList`,
      { add: `${P}/skuUpgradeAdd`, edit: `${P}/skuUpgradeEdit`, detail: `${P}/skuUpgradeDetail` },
      { fixed: { type: 'upgrade' }, ...SKU_PANELS },
    ),
    listScreen(`${P}/priceList`, titleOf.list(price), prices, { goKey: 'P', view: 'priceList', ...BULK }),
    ...formScreens(
      prices,
      price,
      `${P}/priceList`,
      { edit: `${P}/priceEdit`, detail: `${P}/priceDetail` },
      { fixed: { type: 'regular' }, ...PRICE_CHECK },
    ),
    ...formScreens(
      prices,
      bundlePrice,
      `${P}/priceList`,
      { edit: `${P}/priceBundleEdit`, detail: `${P}/priceBundleDetail` },
      { fixed: { type: 'bundle' }, panels: ['bundleSaving', ...PRICE_CHECK.panels] },
    ),
    ...formScreens(
      prices,
      upgradePrice,
      `${P}/priceList`,
      { edit: `${P}/priceUpgradeEdit`, detail: `${P}/priceUpgradeDetail` },
      { fixed: { type: 'upgrade' }, ...PRICE_CHECK },
    ),
    listScreen(`${P}/couponList`, titleOf.list(coupon), priceCoupons, { view: 'couponList', ...BULK }),
    ...formScreens(priceCoupons, coupon, `${P}/couponList`, {
      add: `${P}/couponAdd`,
      edit: `${P}/couponEdit`,
      detail: `${P}/couponDetail`,
    }),
    listScreen(`${P}/priceRuleList`, titleOf.list(priceRule), priceRules, BULK),
    ...formScreens(priceRules, priceRule, `${P}/priceRuleList`, {
      add: `${P}/priceRuleAdd`,
      edit: `${P}/priceRuleEdit`,
      detail: `${P}/priceRuleDetail`,
    }),
    listScreen(`${P}/skuRelation`, t('SKU关系', 'SKU relations', 'SKU関連'), skuRelations, BULK),
    ...formScreens(skuRelations, skuRelation, `${P}/skuRelation`, {
      add: `${P}/skuRelationAdd`,
      edit: `${P}/skuRelationEdit`,
      detail: `${P}/skuRelationDetail`,
    }),
  ],
}
