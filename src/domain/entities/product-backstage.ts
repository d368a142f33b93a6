import { defineEntity } from '../entity'
import { field } from '../fields'
import { PLATFORMS, STAFF_STATUSES } from '../enums'
import { common, CRUD } from './common'

export const BIND_TYPES = ['gift', 'bundle', 'trial'] as const

/** Product center: products bound to a SKU (gifts, bundled products, trials). */
export const boundProducts = defineEntity({
  name: 'boundProducts',
  table: 'bound_products',
  key: 'bindCode',
  keyPrefix: 'PBOU',
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
    bindType: common.requiredEnum(BIND_TYPES),
    quantity: field.int({ min: 1, max: 1000, default: 1, filter: 'range', sortable: true }),
    status: common.status(),
    remark: common.remark(),
  },
})

/**
 * Backstage staff records. Each drives the sign-in account of the same username (created with the record):
 * setting status 'disabled' or changing its roles takes effect on the account's next request. `password`
 * sets the account's password; it is hashed into the account and never stored here. A password an admin sets
 * (here or with resetPassword, which may generate one) is temporary: the user chooses their own at the next
 * sign-in.
 */
export const users = defineEntity({
  name: 'users',
  table: 'staff_users',
  key: 'username',
  resource: 'backstageManagement:users',
  defaultSort: [{ field: 'username', desc: false }],
  search: ['username', 'nickname', 'email'],
  operations: [...CRUD],
  actions: [
    {
      name: 'resetPassword',
      method: 'POST',
      path: '/:id/reset-password',
      needs: 'edit',
      summary:
        'Set a new password, or generate one (answered once); the user chooses their own at the next sign-in',
    },
  ],
  fields: {
    username: common.code({ max: 64 }),
    nickname: common.name({ max: 64 }),
    email: field.email({ filter: 'list', sortable: true, column: true }),
    department: field.string({ max: 64, filter: 'text', sortable: true, column: true }),
    roles: { ...common.refList('roles'), max: 1000, column: true },
    status: field.enum(STAFF_STATUSES, {
      required: true,
      default: 'enabled',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    remark: common.remark(),
    password: field.string({ max: 200, writeOnly: true }),
  },
})

/**
 * Backstage roles with their grants: permission patterns (src/domain/permissions.ts), comma-joined. The stored
 * grants of a user's active roles are what the server enforces and the menu shows, from the next request on.
 * `userCount` is kept by the server: how many staff records hold the role.
 */
export const roles = defineEntity({
  name: 'roles',
  table: 'roles',
  key: 'roleCode',
  keyPrefix: 'ROLE',
  keyDigits: 4,
  resource: 'backstageManagement:permissions',
  defaultSort: [{ field: 'roleCode', desc: false }],
  search: ['roleCode', 'name'],
  operations: [...CRUD],
  fields: {
    roleCode: common.code({ max: 64 }),
    name: common.name({ max: 64 }),
    grants: field.text({ max: 20_000 }),
    description: common.remark(),
    status: common.status(),
    userCount: field.int({ readOnly: true, default: 0, sortable: true, column: true }),
  },
})
