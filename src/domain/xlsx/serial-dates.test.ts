import { describe, expect, it } from 'vitest'
import { serialToIsoDate } from './xlsx-reader'
import { dateSerial, instantSerial } from './serial-dates'

describe('spreadsheet date serials', () => {
  it('a calendar date is a whole day count from 1899-12-30', () => {
    expect(dateSerial('2024-01-01')).toBe(45292)
    expect(dateSerial('1900-03-01')).toBe(61)
    expect(serialToIsoDate(dateSerial('2026-11-26')!)).toBe('2026-11-26')
  })

  it('an instant is the date and time on the user’s clock', () => {
    // 2024-01-01T15:30:00Z is 2024-01-02 00:30 in Tokyo and 2024-01-01 10:30 in New York.
    expect(instantSerial('2024-01-01T15:30:00Z', 'Asia/Tokyo')).toBeCloseTo(45293 + 0.5 / 24, 9)
    expect(instantSerial('2024-01-01T15:30:00Z', 'America/New_York')).toBeCloseTo(45292 + 10.5 / 24, 9)
    expect(instantSerial('2024-01-01T15:30:00Z', 'UTC')).toBeCloseTo(45292 + 15.5 / 24, 9)
    // Summer time: New York is 4 hours behind in July.
    expect(instantSerial('2024-07-01T12:00:00Z', 'America/New_York')).toBeCloseTo(45474 + 8 / 24, 9)
  })

  it('has no serial for what a spreadsheet cannot show, or what is not a date', () => {
    expect(instantSerial('1899-06-01T00:00:00Z', 'UTC')).toBeUndefined()
    expect(instantSerial('not a time', 'UTC')).toBeUndefined()
    expect(dateSerial('1900-02-28')).toBeUndefined()
    expect(dateSerial('2024-13')).toBeUndefined()
  })
})
