import { currentLanguage } from '@/i18n'

/** Formatting shared by tables, details and the dashboard (spec section 9). */
const pad = (n: number) => String(n).padStart(2, '0')

/** Default date format: year-month-day hour:minute:second, in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

const UNITS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const

/** 1234 → "1.2k", 5_600_000 → "5.6M" ... up to E (spec: amount abbreviation thresholds); 999_950 → "1M". */
export function abbreviate(n: number, digits = 1): string {
  const sign = n < 0 ? '-' : ''
  let v = Math.abs(n)
  let i = 0
  // Compare the rounded figure, so a value that rounds up to 1000 moves to the next unit.
  const shown = () => (i === 0 ? Math.round(v * 100) / 100 : Number(v.toFixed(digits)))
  while (shown() >= 1000 && i < UNITS.length - 1) {
    v /= 1000
    i++
  }
  const text = i === 0 ? String(shown()) : v.toFixed(digits).replace(/\.0+$/, '')
  return `${sign}${text}${UNITS[i]}`
}

/** A count grouped the way the console's language does it, not the browser's. */
export const formatCount = (n: number) => n.toLocaleString(currentLanguage())

export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): string {
  if (amount === null || amount === undefined) return ''
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'USD' }).format(amount)
  } catch {
    return amount.toFixed(2)
  }
}

export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours'; value: number }
  | { unit: 'oneDay' }
  | { unit: 'date'; text: string }

/** 'just now' under 30 s, minutes under an hour, hours under a day, '1 day ago' under 2 days, else the date. */
export function relativeTime(iso: string, now = Date.now()): RelativeTime {
  const diff = (now - new Date(iso).getTime()) / 1000
  if (diff < 30) return { unit: 'justNow' }
  if (diff < 3600) return { unit: 'minutes', value: Math.max(1, Math.floor(diff / 60)) }
  if (diff < 86400) return { unit: 'hours', value: Math.floor(diff / 3600) }
  if (diff < 172800) return { unit: 'oneDay' }
  return { unit: 'date', text: formatDateTime(iso) }
}
