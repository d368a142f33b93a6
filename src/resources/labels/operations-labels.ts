import { msg } from '@lingui/core/macro'
import type { PULL_MESSAGES } from '@/domain/douyin-pull'
import type { AGENT_ORDER_STATUSES, ASSOCIATION_STATUSES } from '@/domain/entities/order-center'
import type { EQUITY_REFRESH_STATUSES, JOB_STATUSES, PAY_PLATFORMS, THIRD_PARTY_STORES } from '@/domain/enums'
import type { EQUITY_REFRESH_MESSAGES } from '@/domain/equity-refresh'
import type { Labels } from './label-table'

// Order center operations and server jobs: the value labels of their enums and result codes.

export const PAY_PLATFORM_LABELS: Labels<typeof PAY_PLATFORMS> = {
  googlePlay: msg`Google Play`,
  applePay: msg`Apple Pay`,
}

export const AGENT_ORDER_STATUS_LABELS: Labels<typeof AGENT_ORDER_STATUSES> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
}

export const ASSOCIATION_STATUS_LABELS: Labels<typeof ASSOCIATION_STATUSES> = {
  associated: msg`Associated`,
  unmatched: msg`Unmatched`,
  conflict: msg`Conflict`,
}

export const THIRD_PARTY_STORE_LABELS: Labels<typeof THIRD_PARTY_STORES> = {
  douyin: msg`Douyin`,
  tmall: msg`Tmall`,
  jd: msg`JD.com`,
  amazon: msg`Amazon`,
  rakuten: msg`Rakuten`,
}

/** Server jobs (Douyin pulls, agent order imports, SKU equity refreshes). */
export const JOB_STATUS_LABELS: Labels<typeof JOB_STATUSES> = {
  queued: msg`Queued`,
  running: msg`Running`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
}

export const EQUITY_REFRESH_STATUS_LABELS: Labels<typeof EQUITY_REFRESH_STATUSES> = {
  queued: msg`Queued`,
  running: msg`Running`,
  succeeded: msg`Done`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
}

/** The result codes a Douyin pull job ends with (its `message` field). */
export const PULL_MESSAGE_LABELS: Labels<typeof PULL_MESSAGES> = {
  pullCompleted: msg`All orders in the window were pulled.`,
  shopAuthorizationExpired: msg`The shop's Douyin authorization has expired. Re-authorize the shop, then pull again.`,
}

/** The result codes a SKU equity refresh job ends with (its `message` field). */
export const EQUITY_REFRESH_MESSAGE_LABELS: Labels<typeof EQUITY_REFRESH_MESSAGES> = {
  refreshCompleted: msg`Every licence sold with the SKU was refreshed.`,
  refreshCancelled: msg`Cancelled: the licences refreshed before that keep their new entitlements.`,
  skuWithoutLicense: msg`The SKU grants no licence, so there is nothing to refresh.`,
  licenseNotActive: msg`The SKU's licence is not active. Activate it in the price center, then refresh again.`,
}
