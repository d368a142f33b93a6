import { EXPIRED_DOUYIN_SHOP } from '@/domain/douyin-pull'

/**
 * Stand-in for Douyin's order search: how many orders a shop had in a window, always the same answer for the
 * same question (so tests and demos are repeatable).
 */
export function simulatedOrderCount(shopId: string, fromTime: string, toTime: string): number {
  const days = Math.max(1, Math.ceil((Date.parse(toTime) - Date.parse(fromTime)) / 86_400_000))
  let h = 2166136261
  for (const ch of `${shopId}|${fromTime.slice(0, 10)}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  const perDay = 20 + (Math.abs(h) % 60)
  return days * perDay
}

/** Pages a job needs: progress moves in this many visible steps whatever the window size. */
export const PULL_PAGES = 6

export const shopAuthorizationExpired = (shopId: string) => shopId === EXPIRED_DOUYIN_SHOP
