import type { ReactNode, Ref } from 'react'
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'

interface FieldShell {
  label: string
  /** The translated problem, when the field is wrong. */
  error?: string
  description?: ReactNode
  inputRef?: Ref<HTMLInputElement & HTMLButtonElement & HTMLTextAreaElement>
}

/** Free text, a multi-line text or a date (the browser's date input, in the user's locale). */
export function TextInput({
  label,
  error,
  description,
  value,
  onChange,
  onBlur,
  inputRef,
  type = 'text',
  maxLength,
}: FieldShell & {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  type?: 'text' | 'date' | 'multiline'
  maxLength?: number
}) {
  return (
    <TextField
      className="field"
      type={type === 'date' ? 'date' : 'text'}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={!!error}
      isRequired
      validationBehavior="aria"
      maxLength={maxLength}
    >
      <Label>{label}</Label>
      {type === 'multiline' ? (
        <TextArea className="input barter-textarea" rows={3} ref={inputRef} />
      ) : (
        <Input className="input" ref={inputRef} />
      )}
      {description && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  )
}

/** A required choice among translated options; empty until the user picks one. */
export function OptionSelect({
  label,
  error,
  value,
  options,
  onChange,
  placeholder,
  inputRef,
}: FieldShell & {
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  placeholder: string
}) {
  return (
    <Select
      className="field"
      selectedKey={value || null}
      onSelectionChange={(k) => onChange(k === null ? '' : String(k))}
      isInvalid={!!error}
      isRequired
      validationBehavior="aria"
      placeholder={placeholder}
    >
      <Label className="field-label">{label}</Label>
      <SelectTrigger ref={inputRef} />
      <FieldError className="field-error">{error}</FieldError>
      <OptionsPopover options={options} />
    </Select>
  )
}

/**
 * An item (SKU code): suggestions to pick from, and any code can be typed, since staff often know it
 * and suggestions depend on what the user may read.
 */
export function ItemPicker({
  label,
  error,
  description,
  value,
  suggestions,
  onChange,
  inputRef,
  suggestionsLabel,
}: FieldShell & {
  value: string
  /** Name of the button that lists the suggestions. */
  suggestionsLabel: string
  suggestions: { code: string; name?: string }[]
  onChange: (value: string) => void
}) {
  return (
    <ComboBox
      className="field"
      allowsCustomValue
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(k) => k !== null && onChange(String(k))}
      items={suggestions.map((s) => ({ id: s.code, ...s }))}
      isInvalid={!!error}
      isRequired
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      <div className="barter-combo">
        <Input className="input" maxLength={40} ref={inputRef} />
        <Button className="barter-combo-button" aria-label={suggestionsLabel}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {description && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox">
          {(s: { id: string; code: string; name?: string }) => (
            <ListBoxItem className="listbox-item" textValue={s.code}>
              {s.code}
              {s.name ? <span className="muted"> · {s.name}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
