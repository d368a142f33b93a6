import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { MAX_PULL_DAYS, type PULL_MESSAGES, type PullRangeProblem } from '@/domain/douyin-pull'
import type {
  AGENT_ORDER_STATUSES,
  ASSOCIATION_STATUSES,
  agentOrders,
  douyinPullJobs,
  orderAssociations,
} from '@/domain/entities/order-center'
import type { JOB_STATUSES, THIRD_PARTY_STORES } from '@/domain/enums'

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>
type FieldLabels<E extends { fields: object }> = Record<keyof E['fields'], MessageDescriptor>

/** Online agent orders: the order, its agent platform and agent, and the agent's commission. */
export const AGENT_ORDER_FIELD_LABELS: FieldLabels<typeof agentOrders> = {
  agentOrderNo: msg`Agent order number`,
  orderNo: msg`Order number`,
  agentPlatform: msg`Agent platform`,
  agentName: msg`Agent name`,
  email: msg`Email`,
  skuCode: msg`SKU`,
  currency: msg`Currency`,
  amount: msg`Amount`,
  agencyCommission: msg`Agency commission`,
  referralFee: msg`Referral fee`,
  orderTime: msg`Order time`,
  status: msg`Status`,
}

export const AGENT_ORDER_STATUS_LABELS: Labels<typeof AGENT_ORDER_STATUSES> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
}

/** Third-party store order association. */
export const ASSOCIATION_FIELD_LABELS: FieldLabels<typeof orderAssociations> = {
  associationNo: msg`Association number`,
  store: msg`Store`,
  storeOrderNo: msg`Store order number`,
  orderNo: msg`Order number`,
  skuCode: msg`SKU`,
  associatedAt: msg`Associated at`,
  status: msg`Association status`,
}

export const ASSOCIATION_STATUS_LABELS: Labels<typeof ASSOCIATION_STATUSES> = {
  associated: msg`Associated`,
  unmatched: msg`Unmatched`,
  conflict: msg`Conflict`,
}

export const STORE_LABELS: Labels<typeof THIRD_PARTY_STORES> = {
  douyin: msg`Douyin`,
  tmall: msg`Tmall`,
  jd: msg`JD.com`,
  amazon: msg`Amazon`,
  rakuten: msg`Rakuten`,
}

/** Douyin store order pull jobs. */
export const PULL_JOB_FIELD_LABELS: FieldLabels<typeof douyinPullJobs> = {
  jobNo: msg`Job number`,
  shopId: msg`Shop ID`,
  shopName: msg`Shop`,
  fromTime: msg`Orders from`,
  toTime: msg`Orders to`,
  pulledCount: msg`Orders pulled`,
  expectedCount: msg`Orders found`,
  status: msg`Job status`,
  message: msg`Result`,
}

export const JOB_STATUS_LABELS: Labels<typeof JOB_STATUSES> = {
  queued: msg`Queued`,
  running: msg`Running`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
}

/** The result codes a job ends with. */
export const PULL_MESSAGE_LABELS: Labels<typeof PULL_MESSAGES> = {
  pullCompleted: msg`All orders in the window were pulled.`,
  shopAuthorizationExpired: msg`The shop's Douyin authorization has expired. Re-authorize the shop, then pull again.`,
}

export const PULL_RANGE_PROBLEM_LABELS: Record<PullRangeProblem, MessageDescriptor> = {
  fromAfterTo: msg`The start date must not be after the end date.`,
  rangeTooLong: msg`Pull at most ${MAX_PULL_DAYS} days at a time.`,
  inFuture: msg`The date range cannot start in the future.`,
}
