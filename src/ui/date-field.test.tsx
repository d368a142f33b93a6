import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { DatePicker } from 'react-aria-components/DatePicker'
import { Label } from 'react-aria-components/Label'
import {
  DateField,
  DateLocale,
  dateLocaleFor,
  DatePickerParts,
  MINUTE_PICKER,
  minuteString,
  parseMinute,
} from './date-field'

const lang = { current: 'en' }
// Lingui macros are compiled by the Vite plugin, which unit tests do not run: plain template text here.
vi.mock('@lingui/react/macro', () => ({
  useLingui: () => ({
    t: (s: TemplateStringsArray, ...v: unknown[]) => String.raw(s, ...v),
    i18n: { locale: lang.current },
  }),
}))

/** The kinds of the rendered date segments, in order (literals left out). */
function segmentOrder(language: string) {
  lang.current = language
  const html = renderToString(<DateField label="Billing start" value="2026-11-03" onChange={() => {}} />)
  return [...html.matchAll(/data-type="(year|month|day)"/g)].map((m) => m[1])
}

describe('date fields', () => {
  it.each(['zh', 'en', 'ja'])('type and show year, month, day in that order in %s', (language) => {
    expect(segmentOrder(language)).toEqual(['year', 'month', 'day'])
  })

  it.each(['zh', 'en', 'ja'])('the %s date locale formats numerically year first', (language) => {
    const parts = new Intl.DateTimeFormat(dateLocaleFor(language), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date(2026, 10, 3))
      .filter((p) => p.type !== 'literal')
      .map((p) => p.type)
    expect(parts).toEqual(['year', 'month', 'day'])
  })

  it('a required date field is marked like every other field (its label keeps the styled class)', () => {
    lang.current = 'zh'
    const html = renderToString(<DateField label="Billing start" value="" onChange={() => {}} isRequired />)
    expect(html).toMatch(/data-required="true"/)
    expect(html).toMatch(/class="react-aria-Label"[^>]*>Billing start/)
  })

  it.each(['zh', 'en', 'ja'])(
    'a date and time is typed year, month, day, hour, minute on the 24-hour clock in %s',
    (language) => {
      lang.current = language
      const html = renderToString(
        <DateLocale>
          <DatePicker {...MINUTE_PICKER} value={parseMinute('2026-11-03T14:05')}>
            <DatePickerParts label={<Label>Effective to</Label>} />
          </DatePicker>
        </DateLocale>,
      )
      const kinds = [...html.matchAll(/data-type="(\w+)"/g)].map((m) => m[1]).filter((k) => k !== 'literal')
      expect(kinds).toEqual(['year', 'month', 'day', 'hour', 'minute'])
      expect(html).toMatch(/>14</)
      expect(html).toMatch(/>05</)
    },
  )

  it('keeps a date and time as local YYYY-MM-DDTHH:mm, and nothing for what is not one', () => {
    expect(minuteString(parseMinute('2026-11-03T14:05')!)).toBe('2026-11-03T14:05')
    expect(minuteString(parseMinute('2026-11-03T14:05:59')!)).toBe('2026-11-03T14:05')
    expect(parseMinute('')).toBeNull()
    expect(parseMinute('03/11/2026')).toBeNull()
    expect(parseMinute(null)).toBeNull()
  })
})
