import { getLocalTimeZone, parseDate, type CalendarDate } from '@internationalized/date'
import { pullRangeProblem, type PullRangeProblem } from '@/domain/douyin-pull'

/** The dialog's draft: what the user picked, as plain strings so it survives a reload. */
export interface PullDraft {
  shopId: string
  /** YYYY-MM-DD, or '' until picked. */
  start: string
  end: string
}

export const EMPTY_PULL_DRAFT: PullDraft = { shopId: '', start: '', end: '' }

/** The API window for picked days: from the first day's midnight to the midnight after the last (local time). */
export function pullWindow(start: CalendarDate, end: CalendarDate, timeZone = getLocalTimeZone()) {
  return {
    fromTime: start.toDate(timeZone).toISOString(),
    toTime: end.add({ days: 1 }).toDate(timeZone).toISOString(),
  }
}

export type PullDraftProblem =
  { field: 'shopId'; kind: 'noShop' } | { field: 'range'; kind: 'noRange' | PullRangeProblem }

/** What is wrong with a draft before it is sent (the server checks the same range rules). */
export function pullDraftProblems(d: PullDraft, now = new Date()): PullDraftProblem[] {
  const problems: PullDraftProblem[] = []
  if (!d.shopId) problems.push({ field: 'shopId', kind: 'noShop' })
  if (!d.start || !d.end) problems.push({ field: 'range', kind: 'noRange' })
  else {
    const w = pullWindow(parseDate(d.start), parseDate(d.end))
    const problem = pullRangeProblem(new Date(w.fromTime), new Date(w.toTime), now)
    if (problem) problems.push({ field: 'range', kind: problem })
  }
  return problems
}
