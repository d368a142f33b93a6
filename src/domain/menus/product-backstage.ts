import { auditEntries } from '../audit-log'
import { boundProducts, roles, users } from '../entities/product-backstage'
import type { MenuNode } from '../menu'
import { formScreens, listScreen, t, titleOf, type Noun } from './builders'

const PC = '/productCenter'
const BM = '/backstageManagement'
const boundProduct: Noun = t('绑定产品', 'bound product', 'バインド製品')
const user: Noun = t('用户', 'user', 'ユーザー')
const permission: Noun = t('权限', 'permission', '権限')

export const PRODUCT_CENTER: MenuNode = {
  path: PC,
  title: t('产品中心', 'Product center', '製品センター'),
  icon: 'component',
  redirect: `${PC}/bindProductList`,
  alwaysShow: true,
  children: [
    listScreen(`${PC}/bindProductList`, titleOf.list(boundProduct), boundProducts),
    ...formScreens(boundProducts, boundProduct, `${PC}/bindProductList`, {
      add: `${PC}/bindproductAdd`,
      edit: `${PC}/bindproductEdit`,
      detail: `${PC}/bindproductDetail`,
    }),
  ],
}

export const BACKSTAGE: MenuNode = {
  path: BM,
  title: t('后台管理', 'Backstage management', 'バックステージ管理'),
  icon: 'user',
  redirect: `${BM}/userList`,
  children: [
    listScreen(`${BM}/userList`, titleOf.list(user), users, { goKey: 'U' }),
    ...formScreens(
      users,
      user,
      `${BM}/userList`,
      {
        add: `${BM}/userAdd`,
        edit: `${BM}/userEdit`,
        detail: `${BM}/userDetail`,
      },
      { panels: ['signInAccount', 'effectivePermissions'] },
    ),
    listScreen(`${BM}/permissionList`, titleOf.list(permission), roles),
    ...formScreens(
      roles,
      permission,
      `${BM}/permissionList`,
      {
        add: `${BM}/permissionAdd`,
        edit: `${BM}/permissionEdit`,
        detail: `${BM}/permissionDetail`,
      },
      { panels: ['roleGrants', 'roleUsers'] },
    ),
    // Every audited change across entities (issue 28): its own permission, read-only.
    {
      path: `${BM}/auditLog`,
      title: t('审计日志', 'Audit log', '監査ログ'),
      icon: 'list',
      resource: auditEntries.resource,
      actions: ['view'],
      cache: true,
      screen: { kind: 'custom', view: 'auditLog' },
    },
  ],
}
