import { describe, expect, it } from 'vitest'
import { isIsoText, isoFromTimestamptz } from './timestamps'

describe('timestamptz text to ISO', () => {
  it('matches what a Date would print, for every fraction length', () => {
    for (const text of [
      '2026-11-20 08:30:15+00',
      '2026-11-20 08:30:15.1+00',
      '2026-11-20 08:30:15.12+00',
      '2026-11-20 08:30:15.123+00',
      '2026-11-20 08:30:15.123456+00',
      '1999-12-31 23:59:59.999999+00',
    ]) {
      const viaDate = new Date(text.replace(' ', 'T').replace('+00', 'Z')).toISOString()
      expect(isoFromTimestamptz(text)).toBe(viaDate)
      expect(isIsoText(isoFromTimestamptz(text))).toBe(true)
    }
  })

  it('converts other offsets through a Date', () => {
    expect(isoFromTimestamptz('2026-11-20 16:30:15.5+08')).toBe('2026-11-20T08:30:15.500Z')
    expect(isoFromTimestamptz('2026-11-20 14:00:00+05:30')).toBe('2026-11-20T08:30:00.000Z')
    expect(isoFromTimestamptz('infinity')).toBe('infinity')
  })
})
