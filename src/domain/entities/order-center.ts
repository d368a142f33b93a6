import { defineEntity } from '../entity'
import { field } from '../fields'
import { CART_PAYMENT_STATUSES, COUNTRIES, JOB_STATUSES, PAY_PLATFORMS, THIRD_PARTY_STORES } from '../enums'
import { common, CRUD, READ_ONLY } from './common'

export const AGENT_ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const
export const ASSOCIATION_STATUSES = ['associated', 'unmatched', 'conflict'] as const

export const cartOrders = defineEntity({
  name: 'cartOrders',
  table: 'cart_orders',
  key: 'cartNo',
  currencyField: 'currency',
  resource: 'orderCenter:cartOrders',
  defaultSort: [{ field: 'lastUpdatedTime', desc: true }],
  search: ['cartNo', 'cartId', 'email'],
  prefixSearch: ['cartId'],
  operations: [...READ_ONLY],
  fields: {
    cartNo: common.code(),
    cartId: field.string({ required: true, max: 64, filter: 'list', sortable: true, column: true }),
    email: field.email({ filter: 'list', sortable: true, column: true }),
    country: field.enum(COUNTRIES, { filter: 'enum', sortable: true }),
    currency: common.currency({ required: true }),
    totalAmount: field.money({ required: true, min: 0, filter: 'range', sortable: true, column: true }),
    lastUpdatedTime: field.datetime({ required: true, filter: 'dateRange', sortable: true, column: true }),
    paymentStatus: common.requiredEnum(CART_PAYMENT_STATUSES),
    failureInfo: field.string({ max: 500, filter: 'text' }),
    /** The platform's failure mapped to our error code vocabulary. */
    errorCode: field.string({ max: 40, filter: 'list', sortable: true, column: true }),
  },
})

/** Offline customers. */
export const customers = defineEntity({
  name: 'customers',
  table: 'customers',
  key: 'customerCode',
  keyPrefix: 'CUS',
  resource: 'orderCenter:customers',
  defaultSort: [{ field: 'customerCode', desc: false }],
  search: ['customerCode', 'accountName', 'email', 'company'],
  operations: [...CRUD],
  fields: {
    customerCode: common.code(),
    accountName: common.name(),
    company: field.string({ max: 120, filter: 'text', sortable: true, column: true }),
    contactName: field.string({ max: 64, filter: 'text', sortable: true }),
    email: field.email({ required: true, filter: 'list', sortable: true, column: true }),
    phone: field.string({ max: 32, filter: 'text' }),
    country: field.enum(COUNTRIES, { filter: 'enum', sortable: true, column: true }),
    address: field.string({ max: 300 }),
    taxId: field.string({ max: 32, filter: 'list' }),
    remark: common.remark(),
  },
})

/** Third-party store orders associated with our orders; the 40-SKU query filters `skuCode` by up to 40 codes. */
export const orderAssociations = defineEntity({
  name: 'orderAssociations',
  table: 'order_associations',
  key: 'associationNo',
  keyPrefix: 'AS',
  resource: 'orderCenter:orderAssociations',
  defaultSort: [{ field: 'associatedAt', desc: true }],
  search: ['associationNo', 'storeOrderNo', 'orderNo'],
  prefixSearch: ['storeOrderNo', 'orderNo'],
  operations: ['list', 'get', 'create', 'delete', 'export'],
  fields: {
    associationNo: common.generatedNo(),
    store: common.requiredEnum(THIRD_PARTY_STORES),
    storeOrderNo: field.string({ required: true, max: 64, filter: 'list', sortable: true, column: true }),
    orderNo: common.ref('orders', { required: true }),
    skuCode: common.ref('skus', { required: true }),
    associatedAt: common.time(),
    status: field.enum(ASSOCIATION_STATUSES, {
      required: true,
      default: 'associated',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
  },
})

/** Google Play / Apple Pay import parameters. Credentials are write-only: accepted, stored, never returned. */
export const platformPaySettings = defineEntity({
  name: 'platformPaySettings',
  table: 'platform_pay_settings',
  key: 'settingCode',
  keyPrefix: 'PSPLA',
  resource: 'orderCenter:platformPay',
  defaultSort: [{ field: 'settingCode', desc: false }],
  search: ['settingCode', 'appName', 'packageName'],
  operations: ['list', 'get', 'create', 'update', 'delete'],
  fields: {
    settingCode: common.code(),
    platform: common.requiredEnum(PAY_PLATFORMS),
    appName: common.name(),
    /** Android package name or iOS bundle id. */
    packageName: field.string({ required: true, max: 200, filter: 'list', sortable: true, column: true }),
    keyId: field.string({ max: 64 }),
    issuerId: field.string({ max: 64 }),
    serviceAccountKey: field.text({ max: 20_000, writeOnly: true }),
    sharedSecret: field.string({ max: 200, writeOnly: true }),
    status: common.status(),
  },
})

export const agentOrders = defineEntity({
  name: 'agentOrders',
  table: 'agent_orders',
  key: 'agentOrderNo',
  currencyField: 'currency',
  resource: 'orderCenter:agentOrders',
  defaultSort: [{ field: 'orderTime', desc: true }],
  search: ['agentOrderNo', 'orderNo', 'email'],
  prefixSearch: ['orderNo'],
  operations: [...READ_ONLY],
  fields: {
    agentOrderNo: common.code(),
    /** The online order the agent order became (set when it is completed). */
    orderNo: common.ref('orders'),
    agentPlatform: field.string({ required: true, max: 64, filter: 'list', sortable: true, column: true }),
    agentName: field.string({ max: 64, filter: 'text', sortable: true, column: true }),
    email: field.email({ filter: 'list', sortable: true }),
    skuCode: common.ref('skus'),
    currency: common.currency({ required: true }),
    amount: field.money({ required: true, min: 0, filter: 'range', sortable: true, column: true }),
    agencyCommission: field.money({ min: 0, filter: 'range', sortable: true, column: true }),
    referralFee: field.money({ min: 0, filter: 'range', sortable: true }),
    orderTime: field.datetime({ required: true, filter: 'dateRange', sortable: true, column: true }),
    status: common.requiredEnum(AGENT_ORDER_STATUSES),
  },
})

const jobFields = {
  status: common.jobStatus(JOB_STATUSES),
  message: field.string({ max: 500, readOnly: true }),
}

/**
 * Pull orders from Douyin stores for a time window. Jobs are created only by the `pull` action (its range rules
 * live in domain/douyin-pull.ts); the server's job runner then moves them queued → running → succeeded/failed.
 */
export const douyinPullJobs = defineEntity({
  name: 'douyinPullJobs',
  table: 'douyin_pull_jobs',
  key: 'jobNo',
  keyPrefix: 'DY',
  resource: 'orderCenter:douyinPull',
  defaultSort: [{ field: 'jobNo', desc: true }],
  search: ['jobNo', 'shopId', 'shopName'],
  operations: ['list', 'get'],
  actions: [
    {
      name: 'pull',
      method: 'POST',
      path: '/pull',
      needs: 'add',
      summary: 'Start pulling a Douyin shop’s orders for a time window (a job the server runs)',
    },
  ],
  fields: {
    jobNo: common.generatedNo(),
    shopId: field.string({ required: true, max: 64, filter: 'list', sortable: true, column: true }),
    shopName: field.string({ max: 120, filter: 'text', sortable: true, column: true }),
    fromTime: field.datetime({ required: true, filter: 'dateRange', sortable: true, column: true }),
    toTime: field.datetime({ required: true, filter: 'dateRange', sortable: true, column: true }),
    pulledCount: field.int({ readOnly: true, default: 0, sortable: true, column: true }),
    /** Orders Douyin reports for the window, known once the job is running (its progress denominator). */
    expectedCount: field.int({ readOnly: true, sortable: true }),
    ...jobFields,
  },
})

/** Agent platform order completion: a batch of agent orders imported from a file. */
export const agentOrderImports = defineEntity({
  name: 'agentOrderImports',
  table: 'agent_order_imports',
  key: 'batchNo',
  keyPrefix: 'AI',
  resource: 'orderCenter:agentOrderImports',
  defaultSort: [{ field: 'batchNo', desc: true }],
  search: ['batchNo', 'fileName'],
  operations: ['list', 'get', 'create'],
  actions: [
    {
      name: 'import',
      method: 'POST',
      path: '/import',
      needs: 'import',
      summary: 'Complete pending agent orders from an imported file (up to 500 rows per request)',
    },
  ],
  fields: {
    batchNo: common.generatedNo(),
    agentPlatform: field.string({ required: true, max: 64, filter: 'list', sortable: true, column: true }),
    fileName: field.string({ required: true, max: 200, filter: 'text', sortable: true, column: true }),
    rowCount: field.int({ min: 1, max: 100_000, filter: 'range', sortable: true, column: true }),
    completedCount: field.int({ readOnly: true, default: 0, sortable: true, column: true }),
    errorCount: field.int({ readOnly: true, default: 0, sortable: true }),
    ...jobFields,
  },
})
