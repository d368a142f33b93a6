import { defineEntity, type ActionDef } from '../entity'
import { field } from '../fields'
import {
  BARTER_EXCHANGE_TYPES,
  BARTER_HANDLING_METHODS,
  BARTER_STATUSES,
  ORDER_SOURCES,
  REFUND_ISSUE_CATEGORIES,
  REFUND_METHODS,
  REFUND_REASON_TYPES,
  REFUND_TYPES,
} from '../enums'
import { BARTER_TRANSITIONS } from '../barter-workflow'
import { REFUND_STATUSES, REFUND_TRANSITIONS } from '../refund-workflow'
import { common, READ_ONLY } from './common'

const MONEY_MOVING = new Set(['approve', 'refund', 'submit', 'succeed', 'manual', 'complete'])

const transitionActions: ActionDef[] = Object.entries(REFUND_TRANSITIONS).map(([name, t]) => ({
  name,
  method: 'POST',
  path: `/:id/${name}`,
  needs: t.needs,
  idempotent: MONEY_MOVING.has(name),
  summary: `Refund workflow: ${t.from.join(' | ')} → ${t.to}`,
}))

const barterSteps: ActionDef[] = Object.entries(BARTER_TRANSITIONS).map(([name, t]) => ({
  name,
  method: 'POST',
  path: `/:id/${name}`,
  needs: t.needs,
  summary: `Barter workflow: ${t.from.join(' | ')} → ${t.to}`,
}))

export const refunds = defineEntity({
  name: 'refunds',
  table: 'refunds',
  key: 'refundNo',
  currencyField: 'currency',
  keyPrefix: 'RF',
  resource: 'orderCenter:refunds',
  defaultSort: [{ field: 'appliedAt', desc: true }],
  search: ['refundNo', 'orderNo', 'ticketId'],
  prefixSearch: ['orderNo', 'ticketId'],
  operations: [...READ_ONLY],
  actions: [
    {
      name: 'apply',
      method: 'POST',
      path: '/apply',
      needs: 'apply',
      idempotent: true,
      summary: 'Apply for a refund of an order',
    },
    {
      name: 'vatNoVerify',
      method: 'POST',
      path: '/vat-no-verify',
      needs: 'apply',
      summary: 'Check a tax ID for a VAT refund without verification',
    },
    ...transitionActions,
  ],
  fields: {
    refundNo: common.generatedNo(),
    orderNo: field.string({ required: true, max: 40, filter: 'list', sortable: true, column: true }),
    orderSource: field.enum(ORDER_SOURCES, {
      required: true,
      readOnly: true,
      default: 'online',
      filter: 'enum',
      sortable: true,
    }),
    status: common.requiredEnum(REFUND_STATUSES),
    type: common.requiredEnum(REFUND_TYPES),
    method: field.enum(REFUND_METHODS, { required: true, filter: 'enum', sortable: true }),
    amount: field.money({ required: true, min: 0, filter: 'range', sortable: true, column: true }),
    currency: common.currency({ required: true }),
    reasonType: common.requiredEnum(REFUND_REASON_TYPES),
    description: field.text({ max: 2000 }),
    issueCategory: field.enum(REFUND_ISSUE_CATEGORIES, { filter: 'enum', sortable: true }),
    applicant: field.string({ max: 64, filter: 'list', sortable: true, column: true }),
    appliedAt: field.datetime({ required: true, filter: 'dateRange', sortable: true, column: true }),
    // Who took each step of the workflow and when (REFUND_STEPS in src/domain/refund-workflow.ts).
    csReviewer: field.string({ max: 64, filter: 'list', sortable: true }),
    csReviewTime: field.datetime({ filter: 'dateRange', sortable: true }),
    financialReviewer: field.string({ max: 64, filter: 'list', sortable: true }),
    financialReviewTime: field.datetime({ filter: 'dateRange', sortable: true }),
    payoutBy: field.string({ max: 64, filter: 'list', sortable: true }),
    payoutTime: field.datetime({ filter: 'dateRange', sortable: true }),
    ticketId: field.string({ max: 64, filter: 'list' }),
    taxId: field.string({ max: 32, filter: 'text' }),
  },
})

export const barters = defineEntity({
  name: 'barters',
  table: 'barters',
  key: 'barterNo',
  keyPrefix: 'BT',
  resource: 'orderCenter:barters',
  defaultSort: [{ field: 'barterNo', desc: true }],
  search: ['barterNo', 'orderNo', 'replacementItem', 'newItem'],
  prefixSearch: ['orderNo', 'replacementItem', 'newItem'],
  operations: [...READ_ONLY],
  actions: [
    {
      name: 'apply',
      method: 'POST',
      path: '/apply',
      needs: 'apply',
      idempotent: true,
      summary: 'Apply for a barter (exchange) of an order item',
    },
    { name: 'edit', method: 'PUT', path: '/:id/edit', needs: 'edit', summary: 'Edit a pending barter' },
    ...barterSteps,
  ],
  fields: {
    barterNo: common.generatedNo(),
    orderNo: common.ref('orders', { required: true }),
    replacementItem: common.ref('skus', { required: true }),
    exchangeType: common.requiredEnum(BARTER_EXCHANGE_TYPES),
    reason: field.text({ required: true, max: 2000 }),
    newItem: common.ref('skus', { required: true }),
    handlingMethod: common.requiredEnum(BARTER_HANDLING_METHODS),
    billingStartDate: field.date({ required: true, filter: 'dateRange', sortable: true, column: true }),
    priceDifference: field.money({ required: true, filter: 'range', sortable: true, column: true }),
    status: field.enum(BARTER_STATUSES, {
      required: true,
      default: 'pending',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    applicant: field.string({ max: 64, filter: 'list', sortable: true }),
  },
})
