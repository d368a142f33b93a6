import { describe, expect, it } from 'vitest'
import { recentTrips } from './auto-sign-in'

describe('recentTrips', () => {
  it('keeps only trips from the last two minutes and survives garbage', () => {
    const now = 1_000_000
    expect(recentTrips(now, JSON.stringify([now - 1000, now - 200_000, 'x']))).toEqual([now - 1000])
    expect(recentTrips(now, 'not json')).toEqual([])
    expect(recentTrips(now, null)).toEqual([])
  })
})
