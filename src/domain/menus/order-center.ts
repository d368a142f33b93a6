import { offlineOrders } from '../entities/offline-orders'
import {
  agentOrderImports,
  agentOrders,
  cartOrders,
  customers,
  douyinPullJobs,
  orderAssociations,
  platformPaySettings,
} from '../entities/order-center'
import { orders } from '../entities/orders'
import { barters, refunds } from '../entities/refunds-barters'
import type { MenuNode } from '../menu'
import { customScreen, formScreens, hiddenScreen, listScreen, t, titleOf, type Noun } from './builders'

const O = '/orderCenter'
const customer: Noun = t('客户', 'customer', '顧客')
const offlineOrder: Noun = t('线下订单', 'offline order', 'オフライン注文')
const platformPay: Noun = t('支付平台参数', 'payment platform settings', '決済プラットフォーム設定')
const applyRefund = t('申请退款', 'Apply for refund', '返金申請')
const online = { orderSource: 'online' }
const offline = { orderSource: 'offline' }

export const ORDER_CENTER: MenuNode = {
  path: O,
  title: t('订单中心', 'Order center', '注文センター'),
  icon: 'order',
  redirect: `${O}/orders`,
  children: [
    listScreen(`${O}/orders`, t('订单列表', 'Orders', '注文一覧'), orders, {
      multilang: true,
      goKey: 'O',
    }),
    hiddenScreen(
      'detail',
      `${O}/order/detail`,
      t('订单详情', 'Order detail', '注文詳細'),
      orders,
      `${O}/orders`,
      {
        view: 'orderDetail',
      },
    ),
    listScreen(
      `${O}/pullOrdersFromDouyinStores`,
      t('抖音店铺拉单', 'Douyin store orders', 'Douyinストア注文の取得'),
      douyinPullJobs,
      { view: 'douyinPull' },
    ),
    listScreen(
      `${O}/onlineAgentCenter`,
      t('线上代理订单', 'Online agent orders', 'オンライン代理店注文'),
      agentOrders,
      { view: 'agentOrders' },
    ),
    listScreen(
      `${O}/order_import`,
      t('代理平台订单补全', 'Agent order completion', '代理店注文の補完'),
      agentOrderImports,
      { view: 'agentOrderImport' },
    ),
    listScreen(`${O}/refunds`, t('退款列表', 'Refunds', '返金一覧'), refunds, {
      fixed: online,
      view: 'refunds',
      goKey: 'R',
    }),
    hiddenScreen('add', `${O}/refund/apply`, applyRefund, refunds, `${O}/refunds`, {
      fixed: online,
      view: 'refundApply',
      needs: 'apply',
    }),
    listScreen(`${O}/cartOrderList`, t('购物车订单', 'Cart orders', 'カート注文'), cartOrders),
    listScreen(`${O}/customerList`, t('线下客户', 'Offline customers', 'オフライン顧客'), customers, {
      goKey: 'C',
    }),
    ...formScreens(customers, customer, `${O}/customerList`, {
      add: `${O}/customerAdd`,
      edit: `${O}/customerEdit`,
      detail: `${O}/customerDetail`,
    }),
    listScreen(`${O}/orderList`, titleOf.list(offlineOrder), offlineOrders),
    ...formScreens(offlineOrders, offlineOrder, `${O}/orderList`, {
      add: `${O}/orderAdd`,
      edit: `${O}/orderEdit`,
    }),
    hiddenScreen(
      'detail',
      `${O}/orderDetail`,
      titleOf.detail(offlineOrder),
      offlineOrders,
      `${O}/orderList`,
      {
        view: 'offlineOrderDetail',
      },
    ),
    hiddenScreen(
      'custom',
      `${O}/orderImport`,
      t('导入线下订单', 'Import offline orders', 'オフライン注文のインポート'),
      offlineOrders,
      `${O}/orderList`,
      { view: 'offlineOrderImport', needs: 'import' },
    ),
    listScreen(
      `${O}/orderRefundList`,
      t('线下订单退款', 'Offline order refunds', 'オフライン注文の返金'),
      refunds,
      { fixed: offline, view: 'refunds' },
    ),
    hiddenScreen('add', `${O}/applyRefund`, applyRefund, refunds, `${O}/orderRefundList`, {
      fixed: offline,
      view: 'refundApply',
      needs: 'apply',
    }),
    listScreen(
      `${O}/orderAssociation`,
      t('第三方店铺订单关联', 'Store order association', 'ストア注文の関連付け'),
      orderAssociations,
      { view: 'storeAssociation' },
    ),
    customScreen(
      `${O}/orderAssociationFor40`,
      t('40个SKU关联查询', '40-SKU association query', '40 SKU関連付け照会'),
      orderAssociations,
      { view: 'skuAssociationQuery' },
    ),
    listScreen(
      `${O}/googlePlay`,
      t('Google Play导入参数', 'Google Play settings', 'Google Play設定'),
      platformPaySettings,
      { fixed: { platform: 'googlePlay' } },
    ),
    listScreen(
      `${O}/applePay`,
      t('Apple Pay导入参数', 'Apple Pay settings', 'Apple Pay設定'),
      platformPaySettings,
      { fixed: { platform: 'applePay' } },
    ),
    ...formScreens(platformPaySettings, platformPay, `${O}/googlePlay`, {
      add: `${O}/platformPayAdd`,
      edit: `${O}/platformPayEdit`,
    }),
    listScreen(`${O}/barterList`, t('换货单', 'Barter orders', '交換注文'), barters),
    hiddenScreen(
      'add',
      `${O}/applyBarter`,
      t('申请换货', 'Apply for barter', '交換申請'),
      barters,
      `${O}/barterList`,
      {
        view: 'barter',
        needs: 'apply',
      },
    ),
    hiddenScreen(
      'detail',
      `${O}/barterDetail`,
      t('换货详情', 'Barter detail', '交換の詳細'),
      barters,
      `${O}/barterList`,
      {
        view: 'barter',
      },
    ),
    hiddenScreen(
      'edit',
      `${O}/editBarter`,
      t('编辑换货', 'Edit barter', '交換の編集'),
      barters,
      `${O}/barterList`,
      {
        view: 'barter',
      },
    ),
  ],
}
