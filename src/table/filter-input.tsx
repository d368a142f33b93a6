import { Fragment, type ClipboardEvent } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Select } from 'react-aria-components/Select'
import { TextField } from 'react-aria-components/TextField'
import { useLingui } from '@lingui/react/macro'
import { pasteToList } from '@/domain/list-params'
import type { ColumnDef } from './column'
import type { FilterDraft, FilterProblem } from './filter-codec'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'
import { DateField } from '@/ui/date-field'

interface FilterInputProps {
  column: ColumnDef
  draft: FilterDraft
  problem?: FilterProblem
  onChange: (d: FilterDraft) => void
}

/** The input for one column's filter, chosen by the registry field's filter kind. */
export function FilterInput({ column, draft, problem, onChange }: FilterInputProps) {
  const { t } = useLingui()
  const message =
    problem === 'number'
      ? t`Enter numbers only.`
      : problem === 'date'
        ? t`Enter dates as YYYY-MM-DD.`
        : problem === 'order'
          ? t`The start must not be after the end.`
          : undefined
  switch (column.filter) {
    case 'enum':
      return (
        <Select
          className="filter-field"
          selectionMode="multiple"
          value={draft.values}
          onChange={(keys) => onChange({ ...draft, values: keys.map(String) })}
          placeholder={t`Any`}
        >
          <Label>{column.header}</Label>
          <SelectTrigger />
          <OptionsPopover options={column.options ?? []} />
        </Select>
      )
    case 'range':
    case 'dateRange': {
      const type = column.filter === 'dateRange' ? 'date' : 'text'
      const ends = [
        { key: 'min' as const, label: t`${column.header} from`, placeholder: t`From` },
        { key: 'max' as const, label: t`${column.header} to`, placeholder: t`To` },
      ]
      return (
        <fieldset className="filter-field filter-range">
          <legend>{column.header}</legend>
          {ends.map(({ key, label, placeholder }, i) => (
            <Fragment key={key}>
              {i > 0 && <span aria-hidden="true">–</span>}
              {type === 'date' ? (
                <DateField
                  className="filter-date"
                  label={label}
                  labelHidden
                  value={draft[key]}
                  onChange={(v) => onChange({ ...draft, [key]: v })}
                  isInvalid={!!problem}
                />
              ) : (
                <TextField
                  value={draft[key]}
                  onChange={(v) => onChange({ ...draft, [key]: v })}
                  isInvalid={!!problem}
                >
                  <Label className="visually-hidden">{label}</Label>
                  <Input className="input" inputMode="decimal" placeholder={placeholder} />
                </TextField>
              )}
            </Fragment>
          ))}
          {message && (
            <p className="field-error" role="alert">
              {message}
            </p>
          )}
        </fieldset>
      )
    }
    default: {
      const list = column.filter === 'list'
      const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
        const text = e.clipboardData.getData('text')
        if (!list || !/[\r\n]/.test(text)) return
        e.preventDefault()
        onChange({ ...draft, text: pasteToList([draft.text, text].join('\n')) })
      }
      return (
        <TextField
          className="filter-field"
          value={draft.text}
          onChange={(text) => onChange({ ...draft, text })}
        >
          <Label>{column.header}</Label>
          <Input
            className="input"
            onPaste={onPaste}
            placeholder={list ? t`Comma-separated or pasted lines` : undefined}
          />
          <FieldError />
        </TextField>
      )
    }
  }
}
