import type { ReactNode, Ref } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Select } from 'react-aria-components/Select'
import { Text } from 'react-aria-components/Text'
import { TextArea } from 'react-aria-components/TextArea'
import { TextField } from 'react-aria-components/TextField'
import { ReferencePicker, type ReferenceSuggestion } from '@/forms/reference-picker'
import type { OptionScope } from '@/forms/reference-queries'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'

interface FieldShell {
  label: string
  /** The translated problem, when the field is wrong. */
  error?: string
  description?: ReactNode
  inputRef?: Ref<HTMLInputElement & HTMLButtonElement & HTMLTextAreaElement>
}

/** Free text or a multi-line text (dates: ui/date-field.tsx, year-month-day in every language). */
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
  type?: 'text' | 'multiline'
  maxLength?: number
}) {
  return (
    <TextField
      className="field"
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
  description,
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
      {/* Rendered from the start when given (even empty), so react-aria links it to the trigger. */}
      {description !== undefined && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
      <OptionsPopover options={options} />
    </Select>
  )
}

/**
 * An item (SKU code): the reference picker, searching SKUs as the user types (within `scope` when given), with
 * the order's own item offered first. Any code can be typed (staff often know it); the server says on save
 * whether it exists and fits.
 */
export function ItemPicker({
  entity,
  label,
  error,
  description,
  value,
  suggestions,
  onChange,
  inputRef,
  suggestionsLabel,
  scope,
}: FieldShell & {
  /** The referenced entity (the barter field's `references`). */
  entity: string
  scope?: OptionScope
  value: string
  /** Name of the button that lists the suggestions. */
  suggestionsLabel: string
  suggestions?: ReferenceSuggestion[]
  onChange: (value: string) => void
}) {
  return (
    <ReferencePicker
      entity={entity}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      description={description}
      isRequired
      maxLength={40}
      suggestions={suggestions}
      scope={scope}
      buttonLabel={suggestionsLabel}
      inputRef={(el) => assignRef(inputRef, el)}
    />
  )
}

/** Sets a ref of either kind (callback or object) to `el`. */
function assignRef<T>(ref: Ref<T> | undefined, el: T | null) {
  if (typeof ref === 'function') ref(el)
  else if (ref) ref.current = el
}
