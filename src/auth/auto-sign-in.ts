/**
 * A loop breaker for automatic trips to the account service: with single sign-on a trip returns at once, so a
 * server that keeps refusing fresh tokens would bounce the browser forever. After a few trips in a short
 * window the user gets the console's own sign-in page instead.
 */
const KEY = 'boc.signin.auto'
const WINDOW_MS = 2 * 60 * 1000
export const MAX_AUTOMATIC_TRIPS = 3

export function recentTrips(now: number, stored: string | null): number[] {
  try {
    const list = JSON.parse(stored ?? '[]') as unknown
    return Array.isArray(list)
      ? list.filter((t): t is number => typeof t === 'number' && now - t < WINDOW_MS)
      : []
  } catch {
    return []
  }
}

/** Records one automatic trip; false when the budget is spent. */
export function mayTripAutomatically(now = Date.now()): boolean {
  const trips = recentTrips(now, sessionStorage.getItem(KEY))
  if (trips.length >= MAX_AUTOMATIC_TRIPS) return false
  sessionStorage.setItem(KEY, JSON.stringify([...trips, now]))
  return true
}

/** A menu loaded: the session works, so the budget is restored. */
export const resetAutomaticTrips = () => sessionStorage.removeItem(KEY)
