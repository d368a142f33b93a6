import { describe, expect, it } from 'vitest'
import { abbreviate, formatDateTime, relativeTime } from './format'

describe('abbreviate', () => {
  it('uses k, M, G, T, P and E', () => {
    expect(abbreviate(999)).toBe('999')
    expect(abbreviate(1234)).toBe('1.2k')
    expect(abbreviate(5_600_000)).toBe('5.6M')
    expect(abbreviate(7e9)).toBe('7G')
    expect(abbreviate(2.5e12)).toBe('2.5T')
    expect(abbreviate(3e15)).toBe('3P')
    expect(abbreviate(4e18)).toBe('4E')
    expect(abbreviate(-1500)).toBe('-1.5k')
    expect(abbreviate(999_950)).toBe('1M')
    expect(abbreviate(999_949)).toBe('999.9k')
    expect(abbreviate(999.999)).toBe('1k')
  })
})

describe('formatDateTime', () => {
  it('formats year-month-day hour:minute:second', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02 03:04:05')
    expect(formatDateTime(null)).toBe('')
  })
})

describe('relativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')
  const ago = (s: number) => new Date(now - s * 1000).toISOString()
  it('follows the spec thresholds', () => {
    expect(relativeTime(ago(10), now)).toEqual({ unit: 'justNow' })
    expect(relativeTime(ago(300), now)).toEqual({ unit: 'minutes', value: 5 })
    expect(relativeTime(ago(7200), now)).toEqual({ unit: 'hours', value: 2 })
    expect(relativeTime(ago(90000), now)).toEqual({ unit: 'oneDay' })
    expect(relativeTime(ago(200000), now).unit).toBe('date')
  })
})
