import type { ReactNode } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { Select } from 'react-aria-components/Select'
import { Text } from 'react-aria-components/Text'
import { TextArea } from 'react-aria-components/TextArea'
import { TextField } from 'react-aria-components/TextField'
import { OptionsPopover, SelectTrigger, type SelectOption } from '@/ui/select-parts'

/** Shared props of the apply form's fields: the error (already translated) marks the field invalid. */
interface FieldProps {
  name: string
  label: string
  error?: string
  description?: ReactNode
  isRequired?: boolean
}

export function TextInput({
  value,
  onChange,
  multiline,
  isReadOnly,
  inputMode,
  ...p
}: FieldProps & {
  value: string
  onChange: (v: string) => void
  multiline?: boolean
  isReadOnly?: boolean
  inputMode?: 'decimal' | 'text'
}) {
  return (
    <TextField
      className="field"
      name={p.name}
      value={value}
      onChange={onChange}
      isInvalid={!!p.error}
      isRequired={p.isRequired}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
    >
      <Label>{p.label}</Label>
      {multiline ? (
        <TextArea className="input textarea" rows={3} />
      ) : (
        <Input className="input" inputMode={inputMode} />
      )}
      {p.description ? (
        <Text slot="description" className="field-hint">
          {p.description}
        </Text>
      ) : null}
      <FieldError className="field-error">{p.error}</FieldError>
    </TextField>
  )
}

export type Option = SelectOption

export function SelectInput({
  value,
  onChange,
  options,
  placeholder,
  ...p
}: FieldProps & { value: string; onChange: (v: string) => void; options: Option[]; placeholder: string }) {
  return (
    <Select
      className="field"
      name={p.name}
      selectedKey={value || null}
      onSelectionChange={(k) => onChange(k === null ? '' : String(k))}
      isInvalid={!!p.error}
      isRequired={p.isRequired}
      validationBehavior="aria"
      placeholder={placeholder}
    >
      <Label>{p.label}</Label>
      <SelectTrigger className="refund-select" />
      <FieldError className="field-error">{p.error}</FieldError>
      <OptionsPopover options={options} />
    </Select>
  )
}

export function RadioInput({
  value,
  onChange,
  options,
  ...p
}: FieldProps & { value: string; onChange: (v: string) => void; options: Option[] }) {
  return (
    <RadioGroup
      className="field radio-field"
      name={p.name}
      value={value}
      onChange={onChange}
      isInvalid={!!p.error}
      isRequired={p.isRequired}
      validationBehavior="aria"
    >
      <Label>{p.label}</Label>
      <div className="radio-options">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} className="radio">
            {o.label}
          </Radio>
        ))}
      </div>
      <FieldError className="field-error">{p.error}</FieldError>
    </RadioGroup>
  )
}
