import { z } from '@/domain/zod'
import { BARTER_TRANSITIONS } from './barter-workflow'
import type { EntityDef } from './entity'
import { CURRENCIES } from './enums'
import { skuEquityRefreshJobs } from './entities/sku-equity-refresh-jobs'
import { offlineOrders } from './entities/offline-orders'
import { douyinPullJobs } from './entities/order-center'
import { orders } from './entities/orders'
import { barters, refunds } from './entities/refunds-barters'
import { isGranted, type Action, type Permission } from './permissions'
import { REFUND_STEPS, REFUND_TRANSITIONS, type RefundTransition } from './refund-workflow'

/**
 * The home page's figures (GET /v1/dashboard), declared once for the server, the OpenAPI document and the
 * console. A work queue is a list filter that someone must act on; it counts exactly what its list shows.
 */
export interface WorkQueue {
  id: string
  /** Its entity's list screen (the one whose fixed values the filters carry) opens with `filters`. */
  entity: EntityDef
  /** Filters in the product API's wire form (domain/list-params). */
  filters: Record<string, string>
  /** The action that moves a record out of the queue: only those who may take it see the queue. */
  needs: Action
  /**
   * Fields of the record naming people who may not take that action on it (separation of duties,
   * src/domain/duties.ts): a user's own work (GET /v1/work) leaves out the records naming them there.
   */
  notBy: readonly string[]
}

/** Refunds in the state a workflow step starts from, for those who may take that step. */
function refundQueue<const Id extends string>(
  id: Id,
  step: 'csApprove' | 'approve' | 'refund' | 'manual',
  source: 'online' | 'offline' = 'online',
) {
  const t: RefundTransition = REFUND_TRANSITIONS[step]
  return {
    id,
    entity: refunds,
    filters: { orderSource: source, status: t.from.join(',') },
    needs: t.needs,
    notBy: t.step ? REFUND_STEPS[t.step].notBy : [],
  }
}

/** Barters in the state a workflow step starts from, for those who may take that step. */
function barterQueue<const Id extends string>(id: Id, step: 'approve' | 'complete') {
  const t = BARTER_TRANSITIONS[step]
  // barterDutyIssue: whoever applied does not review.
  const notBy = t.needs === 'review' ? ['applicant'] : []
  return { id, entity: barters, filters: { status: t.from.join(',') }, needs: t.needs, notBy }
}

/** Jobs that failed, for those who may start them again. */
function failedJobs<const Id extends string>(
  id: Id,
  entity: typeof douyinPullJobs | typeof skuEquityRefreshJobs,
) {
  return { id, entity, filters: { status: 'failed' }, needs: 'add' as const, notBy: [] }
}

export const WORK_QUEUES = [
  refundQueue('refundsCsReview', 'csApprove'),
  refundQueue('refundsFinancialReview', 'approve'),
  refundQueue('refundsToRefund', 'refund'),
  refundQueue('refundsPlatformFailed', 'manual'),
  refundQueue('offlineRefundsCsReview', 'csApprove', 'offline'),
  refundQueue('offlineRefundsFinancialReview', 'approve', 'offline'),
  {
    id: 'offlineOrdersToReview',
    entity: offlineOrders,
    filters: { reviewStatus: 'toBeReviewed' },
    needs: 'review',
    // offlineReviewDutyIssue: whoever recorded the order does not review it.
    notBy: ['recorder'],
  },
  barterQueue('bartersPending', 'approve'),
  barterQueue('bartersToComplete', 'complete'),
  failedJobs('douyinPullsFailed', douyinPullJobs),
  failedJobs('equityRefreshesFailed', skuEquityRefreshJobs),
] as const satisfies readonly WorkQueue[]

export type WorkQueueId = (typeof WORK_QUEUES)[number]['id']
const QUEUE_IDS = WORK_QUEUES.map((q) => q.id) as [WorkQueueId, ...WorkQueueId[]]

/** The dashboard itself needs this; each part then needs its own permission (deny by default). */
export const DASHBOARD_PERMISSION: Permission = 'dashboard:home:view'
/** Order figures need the order list's view permission: they are that list, summed. */
export const SALES_PERMISSION: Permission = `${orders.resource}:view`
/** The order field the sales figures sum and the one periods filter on. */
export const SALES_FIELDS = { amount: 'salesAmount', time: 'purchaseTime', currency: 'currency' } as const

/** Queues this user may see: the list's view permission and the action that works the queue. */
export function queuesFor(grants: readonly string[]): (typeof WORK_QUEUES)[number][] {
  return WORK_QUEUES.filter(
    (q) =>
      isGranted(grants, `${q.entity.resource}:view`) && isGranted(grants, `${q.entity.resource}:${q.needs}`),
  )
}

export function queueById(id: WorkQueueId): (typeof WORK_QUEUES)[number] {
  return WORK_QUEUES.find((q) => q.id === id) ?? WORK_QUEUES[0]
}

/** First day of the month and the day itself, both YYYY-MM-DD (calendar days, as list date filters are). */
export function periodsOf(today: string): { today: DayRange; month: DayRange } {
  return { today: { from: today, to: today }, month: { from: `${today.slice(0, 8)}01`, to: today } }
}

/** The orders list's purchase-time filter for a period: the figure links to exactly the orders it sums. */
export const periodFilter = (p: DayRange) => ({ [SALES_FIELDS.time]: `${p.from}..${p.to}` })

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const dayRange = z.object({ from: day, to: day })
export type DayRange = z.infer<typeof dayRange>

const currencyFigures = z.object({
  currency: z.enum(CURRENCIES),
  orders: z.number().int().min(0),
  /** Sum of the orders' sales amount, in this currency. */
  sales: z.number(),
})

const period = dayRange.extend({
  orders: z.number().int().min(0),
  /** One row per currency with orders, most orders first. */
  byCurrency: z.array(currencyFigures),
})
export type SalesPeriod = z.infer<typeof period>

export const dashboardSchema = z.object({
  /** When the server computed these figures (ISO); shown as "data as of" when served from the cache. */
  asOf: z.iso.datetime(),
  /** Only the queues this user may work, in WORK_QUEUES order. */
  queues: z.array(z.object({ id: z.enum(QUEUE_IDS), count: z.number().int().min(0) })),
  /** Null when the user may not see orders. */
  sales: z.object({ today: period, month: period }).nullable(),
})
export type Dashboard = z.infer<typeof dashboardSchema>
