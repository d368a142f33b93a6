import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Button } from 'react-aria-components/Button'
import { ComboBox } from 'react-aria-components/ComboBox'
import { DatePicker } from 'react-aria-components/DatePicker'
import { FieldError } from 'react-aria-components/FieldError'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { NumberField } from 'react-aria-components/NumberField'
import { Select } from 'react-aria-components/Select'
import { Switch } from 'react-aria-components/Switch'
import { Text } from 'react-aria-components/Text'
import { TextArea } from 'react-aria-components/TextArea'
import { TextField } from 'react-aria-components/TextField'
import type { FieldDef } from '@/domain/fields'
import type { InputValue } from './field-codec'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'
import {
  DateLocale,
  DatePickerParts,
  MINUTE_PICKER,
  minuteString,
  parseDay,
  parseMinute,
} from '@/ui/date-field'
import { ReferencePicker } from './reference-picker'

export interface FieldInputProps {
  name: string
  def: FieldDef
  label: string
  value: InputValue
  onChange: (value: InputValue) => void
  valueLabels?: Record<string, MessageDescriptor>
  /** The translated reason the value was refused. */
  error?: string
  description?: string
  /** Write-only secrets: typed, never shown back (password-style input, no autofill). */
  secret?: boolean
}

/** Enums with more options than this get a searchable combo box instead of a select. */
const SELECT_MAX = 8

/** One registry field as the react-aria widget that fits its kind. */
export function FieldInput(p: FieldInputProps) {
  const common = {
    name: p.name,
    isRequired: !!p.def.required,
    isInvalid: !!p.error,
    className: `field field-${p.def.kind}`,
  }
  const help = (
    <>
      {p.description && (
        <Text slot="description" className="field-help">
          {p.description}
        </Text>
      )}
      <FieldError className="field-error">{p.error}</FieldError>
    </>
  )
  const label = <Label>{p.label}</Label>
  if (p.def.references && !p.secret)
    return (
      <ReferencePicker
        entity={p.def.references}
        many={!!p.def.many}
        name={p.name}
        label={p.label}
        value={typeof p.value === 'string' ? p.value : p.value == null ? '' : String(p.value)}
        onChange={p.onChange}
        error={p.error}
        description={p.description}
        isRequired={!!p.def.required}
        className={`field-${p.def.kind}`}
        maxLength={p.def.many ? undefined : p.def.max}
      />
    )
  switch (p.def.kind) {
    case 'int':
    case 'money':
      return (
        <NumberField
          {...common}
          value={typeof p.value === 'number' ? p.value : NaN}
          onChange={(v) => p.onChange(Number.isNaN(v) ? null : v)}
          formatOptions={{ useGrouping: false, maximumFractionDigits: p.def.kind === 'money' ? 2 : 0 }}
        >
          {label}
          <Input className="input" />
          {help}
        </NumberField>
      )
    case 'bool':
      return (
        <Switch
          name={p.name}
          className="field toggle setting-switch"
          isSelected={p.value === true}
          onChange={(v) => p.onChange(v)}
        >
          <span className="switch-track" aria-hidden="true">
            <span className="switch-thumb" />
          </span>
          {p.label}
        </Switch>
      )
    case 'date':
      return <DateFieldInput {...p} common={common} labelEl={label} helpEl={help} />
    case 'datetime':
      return <DateTimeFieldInput {...p} common={common} labelEl={label} helpEl={help} />
    case 'enum':
      return <EnumInput {...p} common={common} labelEl={label} helpEl={help} />
    default:
      return (
        <TextField
          {...common}
          value={typeof p.value === 'string' ? p.value : ''}
          onChange={p.onChange}
          type={p.secret ? 'password' : p.def.kind === 'email' ? 'email' : 'text'}
          autoComplete={p.secret ? 'new-password' : undefined}
        >
          {label}
          {p.def.kind === 'text' ? (
            <TextArea className="input textarea" rows={p.secret ? 3 : 4} />
          ) : (
            <Input className="input" />
          )}
          {help}
        </TextField>
      )
  }
}

type Parts = FieldInputProps & {
  common: { name: string; isRequired: boolean; isInvalid: boolean; className: string }
  labelEl: React.ReactNode
  helpEl: React.ReactNode
}

function DateFieldInput(p: Parts) {
  return (
    <DateLocale>
      <DatePicker {...p.common} value={parseDay(p.value)} onChange={(d) => p.onChange(d ? d.toString() : '')}>
        <DatePickerParts label={p.labelEl} help={p.helpEl} />
      </DatePicker>
    </DateLocale>
  )
}

/**
 * A date and time to the minute, typed in segments in the console's language (year-month-day, 24-hour clock),
 * with the calendar for the day: the browser's own input would follow the browser's locale.
 */
function DateTimeFieldInput(p: Parts) {
  return (
    <DateLocale>
      <DatePicker
        {...p.common}
        {...MINUTE_PICKER}
        value={parseMinute(p.value)}
        onChange={(d) => p.onChange(d ? minuteString(d) : '')}
      >
        <DatePickerParts label={p.labelEl} help={p.helpEl} />
      </DatePicker>
    </DateLocale>
  )
}

function EnumInput(p: Parts) {
  const { t, i18n } = useLingui()
  const NONE = '__none__'
  const options = [
    ...(p.def.required ? [] : [{ value: NONE, label: t`Not set` }]),
    ...(p.def.values ?? []).map((v) => ({
      value: v,
      label: p.valueLabels?.[v] ? i18n._(p.valueLabels[v]) : v,
    })),
  ]
  const selected = typeof p.value === 'string' && p.value ? p.value : null
  const onSelect = (key: React.Key | null) => p.onChange(key === null || key === NONE ? '' : String(key))
  const list = <OptionsPopover options={options} className="field-popover" />
  if (options.length > SELECT_MAX)
    return (
      <ComboBox {...p.common} selectedKey={selected} onSelectionChange={onSelect}>
        {p.labelEl}
        <Group className="input combo-input">
          <Input className="combo-text" />
          <Button className="date-button" aria-label={t`Show options`}>
            ▾
          </Button>
        </Group>
        {p.helpEl}
        {list}
      </ComboBox>
    )
  return (
    <Select {...p.common} selectedKey={selected} onSelectionChange={onSelect} placeholder={t`Choose…`}>
      {p.labelEl}
      <SelectTrigger />
      {p.helpEl}
      {list}
    </Select>
  )
}
