import { z } from '@/domain/zod'

/** The Douyin (抖店) shops the vendor sells through; a pull job names one. */
export const DOUYIN_SHOPS = [
  { shopId: 'DY-4300128', shopName: 'Official Flagship Store' },
  { shopId: 'DY-4300377', shopName: 'Education Store' },
  { shopId: 'DY-4301905', shopName: 'Enterprise Solutions Store' },
  /** Its authorization has lapsed: every pull fails (how staff learn to re-authorize a shop). */
  { shopId: 'DY-4302266', shopName: 'Outlet Store' },
] as const

export const EXPIRED_DOUYIN_SHOP = 'DY-4302266'

/**
 * Douyin's order search accepts a window of at most 31 days (spec leaves the limit open; this is the
 * platform's), so longer ranges are refused before a job is created.
 */
export const MAX_PULL_DAYS = 31
const DAY_MS = 86_400_000
/** Whole local days across a daylight-saving change are an hour longer. */
const DST_SLACK_MS = 3_600_000

/** Codes of the range rules; the console translates them, the server returns them as issue messages. */
export type PullRangeProblem = 'fromAfterTo' | 'rangeTooLong' | 'inFuture'

export function pullRangeProblem(from: Date, to: Date, now = new Date()): PullRangeProblem | undefined {
  if (from.getTime() > to.getTime()) return 'fromAfterTo'
  if (to.getTime() - from.getTime() > MAX_PULL_DAYS * DAY_MS + DST_SLACK_MS) return 'rangeTooLong'
  if (from.getTime() > now.getTime()) return 'inFuture'
  return undefined
}

/** Result messages a job ends with (stored as codes, translated by the console). */
export const PULL_MESSAGES = ['pullCompleted', 'shopAuthorizationExpired'] as const

/** POST /v1/douyinPullJobs/pull: a shop and a time window, from ≤ to, at most MAX_PULL_DAYS long. */
export const douyinPullSchema = z
  .strictObject({
    shopId: z.enum(DOUYIN_SHOPS.map((s) => s.shopId) as [string, ...string[]], { error: 'selectShop' }),
    fromTime: z.iso.datetime({ offset: true, error: 'enterFrom' }),
    toTime: z.iso.datetime({ offset: true, error: 'enterTo' }),
  })
  .superRefine((v, ctx) => {
    const problem = pullRangeProblem(new Date(v.fromTime), new Date(v.toTime))
    if (problem) ctx.addIssue({ code: 'custom', path: ['toTime'], message: problem })
  })

export const shopNameOf = (shopId: string) => DOUYIN_SHOPS.find((s) => s.shopId === shopId)?.shopName
