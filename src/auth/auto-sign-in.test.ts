import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_AUTOMATIC_TRIPS, mayTripAutomatically, recentTrips, resetAutomaticTrips } from './auto-sign-in'

const store = new Map<string, string>()
beforeEach(() => {
  store.clear()
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('automatic sign-in loop breaker', () => {
  it('keeps only trips from the last two minutes and survives garbage', () => {
    const now = 1_000_000
    expect(recentTrips(now, JSON.stringify([now - 1000, now - 200_000, 'x']))).toEqual([now - 1000])
    expect(recentTrips(now, 'not json')).toEqual([])
    expect(recentTrips(now, null)).toEqual([])
  })

  it('allows a few automatic trips, then stops until a menu loads', () => {
    const now = 5_000_000
    for (let i = 0; i < MAX_AUTOMATIC_TRIPS; i++) expect(mayTripAutomatically(now + i)).toBe(true)
    expect(mayTripAutomatically(now + 10)).toBe(false)
    expect(mayTripAutomatically(now + 3 * 60_000)).toBe(true) // the window has passed
    resetAutomaticTrips()
    expect(mayTripAutomatically(now + 3 * 60_000)).toBe(true)
  })
})
