import type { ReactNode, Ref } from 'react'
import { Button } from 'react-aria-components/Button'
import { Calendar, CalendarCell, CalendarGrid } from 'react-aria-components/Calendar'
import { DateInput, DateSegment } from 'react-aria-components/DateField'
import { DatePicker, type DatePickerProps } from 'react-aria-components/DatePicker'
import { Dialog } from 'react-aria-components/Dialog'
import { FieldError } from 'react-aria-components/FieldError'
import { Group } from 'react-aria-components/Group'
import { Heading } from 'react-aria-components/Heading'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { Label } from 'react-aria-components/Label'
import { Popover } from 'react-aria-components/Popover'
import { Text } from 'react-aria-components/Text'
import { parseDate, parseDateTime, type CalendarDate, type CalendarDateTime } from '@internationalized/date'
import { useLingui } from '@lingui/react/macro'
import './date-field.css'

/**
 * The locale dates are typed and shown in, per console language: the spec's year-month-day order in every
 * language (the browser's own date input would follow the browser's locale, mm/dd/yy in a zh console).
 * English takes Canada's numeric order (2026-11-23) with English month and weekday names.
 */
export const DATE_LOCALES: Record<string, string> = { zh: 'zh-CN', en: 'en-CA', ja: 'ja-JP' }
export const dateLocaleFor = (language: string) => DATE_LOCALES[language] ?? 'en-CA'

/** Date widgets below this render in the console's language, in year-month-day order. */
export function DateLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return <I18nProvider locale={dateLocaleFor(i18n.locale)}>{children}</I18nProvider>
}

/** YYYY-MM-DD to a calendar date; anything else is no date. */
export function parseDay(v: unknown): CalendarDate | null {
  try {
    return typeof v === 'string' && v ? parseDate(v) : null
  } catch {
    return null
  }
}

/** A local 'YYYY-MM-DDTHH:mm' (what the form keeps for a date and time) to a date and time; else none. */
export function parseMinute(v: unknown): CalendarDateTime | null {
  try {
    return typeof v === 'string' && v ? parseDateTime(v.slice(0, 16)) : null
  } catch {
    return null
  }
}

/** A date picker's props for a date and time: to the minute, on the 24-hour clock in every language. */
export const MINUTE_PICKER = { granularity: 'minute', hourCycle: 24, shouldForceLeadingZeros: true } as const

/** A date and time as the form keeps it: local 'YYYY-MM-DDTHH:mm'. */
export const minuteString = (d: CalendarDateTime) => d.toString().slice(0, 16)

/** The segments, the calendar button and the calendar popover of a DatePicker (label and help around them). */
export function DatePickerParts({ label, help }: { label: ReactNode; help?: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      {label}
      <Group className="input date-input">
        <DateInput className="date-segments">
          {(s) => <DateSegment segment={s} className="date-segment" />}
        </DateInput>
        <Button className="date-button" aria-label={t`Open calendar`}>
          ▾
        </Button>
      </Group>
      {help}
      <Popover className="popover">
        <Dialog className="calendar-dialog">
          <Calendar className="calendar">
            <header className="calendar-header">
              <Button slot="previous" className="btn">
                ‹
              </Button>
              <Heading className="calendar-title" />
              <Button slot="next" className="btn">
                ›
              </Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} className="calendar-cell" />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </>
  )
}

/** A date field with a YYYY-MM-DD string value ('' for none), in year-month-day order in every language. */
export function DateField({
  label,
  value,
  onChange,
  error,
  description,
  labelHidden,
  className = 'field',
  inputRef,
  ...rest
}: Omit<DatePickerProps<CalendarDate>, 'value' | 'onChange' | 'children' | 'className'> & {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  description?: ReactNode
  labelHidden?: boolean
  className?: string
  inputRef?: Ref<HTMLDivElement>
}) {
  return (
    <DateLocale>
      <DatePicker
        {...rest}
        ref={inputRef}
        className={className}
        value={parseDay(value)}
        onChange={(d) => onChange(d ? d.toString() : '')}
        isInvalid={rest.isInvalid ?? !!error}
      >
        <DatePickerParts
          label={<Label {...(labelHidden ? { className: 'visually-hidden' } : {})}>{label}</Label>}
          help={
            <>
              {description && (
                <Text slot="description" className="field-hint">
                  {description}
                </Text>
              )}
              {error && <FieldError className="field-error">{error}</FieldError>}
            </>
          }
        />
      </DatePicker>
    </DateLocale>
  )
}
