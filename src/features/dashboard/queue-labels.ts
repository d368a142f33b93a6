import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { WorkQueueId } from '@/domain/dashboard'

/** What each work queue holds, in the words of the person who works it. */
export const QUEUE_LABELS: Record<WorkQueueId, MessageDescriptor> = {
  refundsCsReview: msg`Refunds awaiting customer service review`,
  refundsFinancialReview: msg`Refunds pending financial review`,
  refundsToRefund: msg`Approved refunds to pay out`,
  refundsPlatformFailed: msg`Platform refunds that failed`,
  offlineRefundsCsReview: msg`Offline order refunds awaiting customer service review`,
  offlineRefundsFinancialReview: msg`Offline order refunds pending financial review`,
  offlineOrdersToReview: msg`Offline orders to be reviewed`,
  bartersPending: msg`Pending barter orders`,
  bartersToComplete: msg`Approved barter orders to carry out`,
  douyinPullsFailed: msg`Douyin order pulls that failed`,
  equityRefreshesFailed: msg`SKU equity refreshes that failed`,
}
