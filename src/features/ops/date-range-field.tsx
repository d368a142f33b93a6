import { Button } from 'react-aria-components/Button'
import { CalendarCell, CalendarGrid } from 'react-aria-components/Calendar'
import { DateInput, DateSegment } from 'react-aria-components/DateField'
import { DateRangePicker } from 'react-aria-components/DateRangePicker'
import { Dialog } from 'react-aria-components/Dialog'
import { FieldError } from 'react-aria-components/FieldError'
import { Group } from 'react-aria-components/Group'
import { Heading } from 'react-aria-components/Heading'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { Label } from 'react-aria-components/Label'
import { RangeCalendar } from 'react-aria-components/RangeCalendar'
import { Popover } from 'react-aria-components/Popover'
import { Text } from 'react-aria-components/Text'
import { getLocalTimeZone, parseDate, today } from '@internationalized/date'
import { useLingui } from '@lingui/react/macro'
import '@/forms/forms.css'
import { dateLocaleFor } from '@/ui/date-field'

interface DateRangeFieldProps {
  label: string
  description: string
  /** YYYY-MM-DD or '' each. */
  start: string
  end: string
  onChange: (start: string, end: string) => void
  error?: string
}

/** A date range with typed segments and a range calendar, no later than today. */
export function DateRangeField({ label, description, start, end, onChange, error }: DateRangeFieldProps) {
  const { i18n, t } = useLingui()
  const value = start && end ? { start: parseDate(start), end: parseDate(end) } : null
  return (
    <I18nProvider locale={dateLocaleFor(i18n.locale)}>
      <DateRangePicker
        className="field date-range"
        value={value}
        onChange={(v) => onChange(v?.start.toString() ?? '', v?.end.toString() ?? '')}
        maxValue={today(getLocalTimeZone())}
        isInvalid={!!error}
        isRequired
      >
        <Label>{label}</Label>
        <Group className="input date-range-group">
          <DateInput slot="start" className="date-segments">
            {(segment) => <DateSegment segment={segment} className="date-segment" />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className="date-segments">
            {(segment) => <DateSegment segment={segment} className="date-segment" />}
          </DateInput>
          <Button className="date-range-button" aria-label={t`Open calendar`}>
            ▾
          </Button>
        </Group>
        <Text slot="description" className="field-hint">
          {description}
        </Text>
        <FieldError className="field-error">{error}</FieldError>
        <Popover className="popover">
          <Dialog className="calendar-dialog">
            <RangeCalendar className="calendar range-calendar">
              <header className="calendar-header">
                <Button slot="previous" className="btn calendar-nav" aria-label={t`Previous month`}>
                  ‹
                </Button>
                <Heading className="calendar-title" />
                <Button slot="next" className="btn calendar-nav" aria-label={t`Next month`}>
                  ›
                </Button>
              </header>
              <CalendarGrid className="calendar-grid">
                {(date) => <CalendarCell date={date} className="calendar-cell" />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  )
}
