import { defineEntity } from '../entity'
import { field } from '../fields'
import { PLATFORMS, STAFF_STATUSES } from '../enums'
import { ROLES } from '../permissions'
import { common, CRUD } from './common'

export const BIND_TYPES = ['gift', 'bundle', 'trial'] as const

/** Product center: products bound to a SKU (gifts, bundled products, trials). */
export const boundProducts = defineEntity({
  name: 'boundProducts',
  table: 'bound_products',
  key: 'bindCode',
  resource: 'productCenter:boundProducts',
  defaultSort: [{ field: 'bindCode', desc: false }],
  search: ['bindCode', 'productName', 'skuCode'],
  operations: [...CRUD],
  fields: {
    bindCode: common.code(),
    productName: common.name(),
    skuCode: common.ref('skus', { required: true }),
    boundSkuCode: common.ref('skus', { required: true }),
    platform: field.enum(PLATFORMS, { filter: 'enum', sortable: true, column: true }),
    bindType: field.enum(BIND_TYPES, { required: true, filter: 'enum', sortable: true, column: true }),
    quantity: field.int({ min: 1, max: 1000, default: 1, filter: 'range', sortable: true }),
    status: common.status(),
    remark: common.remark(),
  },
})

/**
 * Backstage staff records. A record whose username matches a sign-in account drives that account: setting
 * status 'disabled' or changing the role takes effect on the account's next request.
 */
export const users = defineEntity({
  name: 'users',
  table: 'staff_users',
  key: 'username',
  resource: 'backstageManagement:users',
  defaultSort: [{ field: 'username', desc: false }],
  search: ['username', 'nickname', 'email'],
  operations: [...CRUD],
  fields: {
    username: common.code({ max: 64 }),
    nickname: common.name({ max: 64 }),
    email: field.email({ filter: 'list', sortable: true, column: true }),
    department: field.string({ max: 64, filter: 'text', sortable: true, column: true }),
    role: field.enum([...ROLES, 'none'], {
      required: true,
      default: 'viewer',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    status: field.enum(STAFF_STATUSES, {
      required: true,
      default: 'enabled',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    remark: common.remark(),
  },
})

/** Backstage roles with their menu and action grants (grant patterns as in ROLE_GRANTS, comma-joined). */
export const roles = defineEntity({
  name: 'roles',
  table: 'roles',
  key: 'roleCode',
  resource: 'backstageManagement:permissions',
  defaultSort: [{ field: 'roleCode', desc: false }],
  search: ['roleCode', 'name'],
  operations: [...CRUD],
  fields: {
    roleCode: common.code({ max: 64 }),
    name: common.name({ max: 64 }),
    grants: field.text({ max: 4000 }),
    menuPaths: field.text({ max: 8000 }),
    description: common.remark(),
    status: common.status(),
  },
})
