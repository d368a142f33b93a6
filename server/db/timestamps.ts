/** PostgreSQL's type id of `timestamptz`, the type of every time column. */
export const TIMESTAMPTZ = 1184

const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/

/**
 * A `timestamptz` as the database writes it (`2026-11-20 08:30:15.123456+00`) to the ISO 8601 text the API
 * sends (`2026-11-20T08:30:15.123Z`, milliseconds as JavaScript keeps them). Both drivers hand times over as
 * this text instead of a Date: parsing every time of every row into a Date only to print it again cost more
 * than the rest of building a record. Other offsets (a session time zone other than UTC) go through Date.
 */
export function isoFromTimestamptz(text: string): string {
  const m = UTC_TEXT.exec(text)
  if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`
  const d = new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))
  return Number.isNaN(d.getTime()) ? text : d.toISOString()
}

const JSON_UTC = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/

/** A time as PostgreSQL writes it in JSON (`2026-11-20T08:30:15.123456+00:00`) to the API's ISO text. */
export function isoFromJsonTime(text: string): string {
  const m = JSON_UTC.exec(text)
  if (m) return `${m[1]}.${(m[2] ?? '').padEnd(3, '0').slice(0, 3)}Z`
  const d = new Date(text)
  return Number.isNaN(d.getTime()) ? text : d.toISOString()
}

/** True for the exact text isoFromTimestamptz and Date#toISOString write, which needs no conversion. */
export function isIsoText(v: string): boolean {
  return v.length === 24 && v.charCodeAt(10) === 84 /* T */ && v.charCodeAt(23) === 90 /* Z */
}
