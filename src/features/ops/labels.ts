import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { MAX_PULL_DAYS, type PullRangeProblem } from '@/domain/douyin-pull'
import { PULL_MESSAGE_LABELS } from '@/resources/enum-labels'

export const PULL_RANGE_PROBLEM_LABELS: Record<PullRangeProblem, MessageDescriptor> = {
  fromAfterTo: msg`The start date must not be after the end date.`,
  rangeTooLong: msg`Pull at most ${MAX_PULL_DAYS} days at a time.`,
  inFuture: msg`The date range cannot start in the future.`,
}

/** A pull job's result, stored as a code: its translation (an unknown code shows as-is). */
export function pullMessageText(i18n: I18n, message: unknown): string {
  if (typeof message !== 'string') return ''
  const label = PULL_MESSAGE_LABELS[message as keyof typeof PULL_MESSAGE_LABELS]
  return label ? i18n._(label) : message
}
