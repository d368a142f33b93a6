/**
 * Spreadsheet dates: a day count from 1899-12-30 (the 1900 date system every spreadsheet app reads), its
 * fraction the time of day. A serial has no time zone: it is the wall-clock time the reader should see, so an
 * instant becomes the date and time on the user's clock.
 */

const MS_PER_DAY = 86_400_000
/** 1970-01-01 as a serial. */
const EPOCH_SERIAL = 25_569

/**
 * Spreadsheets count 1900 as a leap year, so serials before 1900-03-01 are a day off, and they have none before
 * 1900 or after 9999: such values stay text.
 */
const FIRST = Date.UTC(1900, 2, 1)
const LAST = Date.UTC(10000, 0, 1)
const inRange = (local: number) => local >= FIRST && local < LAST

const formatters = new Map<string, Intl.DateTimeFormat>()

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** An instant (ISO text or a Date) as the serial of its date and time in `timeZone`, to the second. */
export function instantSerial(instant: string | Date, timeZone: string): number | undefined {
  const d = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(d.getTime())) return undefined
  const p: Record<string, number> = {}
  for (const part of wallClock(timeZone).formatToParts(d)) p[part.type] = Number(part.value)
  const local = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
  return inRange(local) ? local / MS_PER_DAY + EPOCH_SERIAL : undefined
}

/** A calendar date (YYYY-MM-DD) as its serial, a whole number. */
export function dateSerial(day: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const local = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN
  return inRange(local) ? local / MS_PER_DAY + EPOCH_SERIAL : undefined
}
