import './references.css'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { type Key } from 'react-aria-components/Breadcrumbs'
import { Button } from 'react-aria-components/Button'
import { ComboBox } from 'react-aria-components/ComboBox'
import { FieldError } from 'react-aria-components/FieldError'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { useLingui } from '@lingui/react/macro'
import { useOnline } from '@/offline/online-status'
import { ReferenceChips, type ReferenceChip } from './reference-chips'
import { addKeys, hasSeparator, keysOf, removeKeys, splitKeys } from './reference-keys'
import { entityNoun } from './reference-nouns'
import { ReferenceOptionList, StateBridge, type PickerState } from './reference-option-list'
import { finishedKeys, optionItems, type ReferenceSuggestion } from './reference-options'
import {
  referenceKeysQuery,
  referenceSearchQuery,
  useDebounced,
  useReferenceRecords,
  type OptionScope,
  type ReferenceOption,
} from './reference-queries'

export type { ReferenceSuggestion } from './reference-options'

export interface ReferencePickerProps {
  /** Registry name of the referenced entity (the field's `references`). */
  entity: string
  /** Several keys, comma-joined in `value`, shown as removable chips. */
  many?: boolean
  label: string
  /** One key, or the comma-joined keys of a `many` field: the string the form keeps. */
  value: string
  onChange: (value: string) => void
  /** The translated reason the value was refused. */
  error?: string
  description?: ReactNode
  isRequired?: boolean
  name?: string
  className?: string
  /** The input element, for focusing the field after a failed submit. */
  inputRef?: (el: HTMLInputElement | null) => void
  suggestions?: readonly ReferenceSuggestion[]
  /** Accessible name of the button that opens the options. */
  buttonLabel?: string
  /** Longest key the input accepts. */
  maxLength?: number
  /** Search only the records this field may name, where the server narrows them. */
  scope?: OptionScope
}

/**
 * A field that names records of another entity by business key (react-aria ComboBox). Typing searches the
 * server (`/v1/<entity>/options?q=`, debounced, stale requests cancelled); options read `CODE — name`; the
 * chosen code shows its record's name. A typed code that matches nothing stays as typed: the server (or the
 * form's own check) says on save whether it exists. With `many`, chosen keys become chips (a TagGroup:
 * Backspace or Delete on a chip removes it) and the value stays the comma-joined string.
 *
 * Keyboard: type to search, ↓/↑ to move, Enter to choose, Esc to close the options (a second Esc reaches the
 * form, which cancels). In a `many` field Enter or a comma also adds a typed code, and Backspace in the empty
 * input moves to the last chip.
 */
export function ReferencePicker(p: ReferencePickerProps) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const many = !!p.many
  const stateRef = useRef<PickerState | null>(null)
  const inputEl = useRef<HTMLInputElement | null>(null)
  const tagsEl = useRef<HTMLDivElement | null>(null)
  const [pending, setPending] = useState('')
  const [open, setOpen] = useState(false)
  // Names of options chosen here, so a chip or the name line shows at once (the keys= lookup confirms later).
  const [seen, setSeen] = useState<ReadonlyMap<string, ReferenceOption>>(new Map())

  const text = many ? pending : p.value
  const q = useDebounced(text.trim(), 150)
  const search = useQuery({
    ...referenceSearchQuery(p.entity, q, p.scope),
    enabled: online && open,
    placeholderData: keepPreviousData,
  })
  const chosen = useMemo(() => keysOf(p.value, many), [p.value, many])
  const lookupKeys = useDebounced(chosen, 150)
  const records = useReferenceRecords(p.entity, lookupKeys)
  const recordOf = (key: string) => records.byKey.get(key) ?? seen.get(key)

  const items = useMemo(
    () => optionItems({ suggestions: p.suggestions, text, found: search.data, online, many, chosen }),
    [p.suggestions, text, online, search.data, many, chosen],
  )

  // A full code typed in a single field that the search confirms as its only match: nothing is left to choose,
  // so the options close (once per text) and the name shows below.
  const autoClosed = useRef('')
  const typed = text.trim()
  const exact =
    !many &&
    !!typed &&
    search.isSuccess &&
    !search.isPlaceholderData &&
    q === typed &&
    items.length === 1 &&
    items[0]!.key === typed
  useEffect(() => {
    if (!exact || autoClosed.current === typed) return
    autoClosed.current = typed
    if (stateRef.current?.isOpen) stateRef.current.close()
  }, [exact, typed])

  /** The chosen option's name, at once; a searched record (with its id) also answers the key's lookup. */
  const remember = (code: string) => {
    const record = search.data?.find((o) => o.key === code)
    const label = record?.label ?? items.find((i) => i.key === code)?.label
    if (label) setSeen((m) => new Map(m).set(code, { id: record?.id ?? 0, key: code, label }))
    if (record) queryClient.setQueryData(referenceKeysQuery(p.entity, [code]).queryKey, [record])
  }
  const close = () => {
    if (stateRef.current?.isOpen) stateRef.current.close()
  }
  const focusInput = () => requestAnimationFrame(() => inputEl.current?.focus())

  /** A many field: what was typed becomes chips (all of it, or only the parts finished by a separator). */
  const commitPending = (input: string, all: boolean) => {
    const { done, rest } = finishedKeys(input, all)
    if (splitKeys(done).length) p.onChange(addKeys(p.value, done))
    setPending(rest)
  }

  const onInputChange = (next: string) => {
    if (many) {
      if (hasSeparator(next)) commitPending(next, false)
      else setPending(next.trimStart())
    } else p.onChange(next)
    // The menu opens on typing here rather than by itself, so choosing an option does not reopen it.
    const state = stateRef.current
    if (state && !state.isOpen && inputEl.current === document.activeElement) state.open(null, 'input')
  }

  const onSelectionChange = (key: Key | null) => {
    if (key === null) return
    const code = String(key)
    remember(code)
    close()
    if (many) {
      p.onChange(addKeys(p.value, code))
      setPending('')
    } else p.onChange(code)
  }

  const removeChips = (keys: Iterable<Key>) => {
    const next = removeKeys(
      p.value,
      [...keys].map((k) => String(k)),
    )
    p.onChange(next)
    if (!splitKeys(next).length) focusInput()
  }

  // Capture phase: decided before the combo box (and the form around it) see the key.
  const onKeyDownCapture = (e: KeyboardEvent) => {
    const state = stateRef.current
    if (e.target !== inputEl.current) return
    if (e.key === 'Escape' && state?.isOpen) {
      // Close the options, keep the text. (The combo box would revert it and let the form cancel.)
      e.preventDefault()
      e.stopPropagation()
      state.close()
      return
    }
    if (!many) return
    const waiting = pending.trim()
    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
      // The form submits on Mod+Enter: the typed code must be in the value it reads.
      if (waiting) flushSync(() => commitPending(pending, true))
      return
    }
    if (e.key === 'Enter' && waiting && !(state?.isOpen && state.selectionManager.focusedKey != null)) {
      e.preventDefault()
      e.stopPropagation()
      close()
      commitPending(pending, true)
      return
    }
    if (e.key === 'Backspace' && !pending && chosen.length) {
      const rows = tagsEl.current?.querySelectorAll<HTMLElement>('[role="row"]')
      const last = rows?.[rows.length - 1]
      if (last) {
        e.preventDefault()
        last.focus()
      }
    }
  }

  const single = !many && p.value.trim() ? recordOf(p.value.trim()) : undefined
  // A chip whose key the lookup (of exactly these keys) did not find is marked: it will be refused on save.
  const looked = records.settled && lookupKeys === chosen
  const chips = chosen.map((key): ReferenceChip => ({
    id: key,
    key,
    label: recordOf(key)?.label ?? '',
    missing: looked && !records.byKey.has(key),
  }))
  // Always rendered (empty is hidden): react-aria links the description to the input only if it exists
  // when the field first renders, and the name arrives later.
  const hint = (
    <Text slot="description" className="field-hint ref-hint">
      {single?.label ? <span className="ref-name">{single.label}</span> : null}
      {single?.label && p.description ? ' · ' : null}
      {p.description}
    </Text>
  )

  return (
    <div
      className={['ref-picker', many ? 'field-ref-many' : '', p.className ?? ''].join(' ').trim()}
      onKeyDownCapture={onKeyDownCapture}
    >
      <ComboBox
        className="field ref-field"
        name={p.name}
        items={items}
        inputValue={text}
        onInputChange={onInputChange}
        selectedKey={null}
        onSelectionChange={onSelectionChange}
        onOpenChange={setOpen}
        onBlur={() => {
          if (many && pending.trim()) commitPending(pending, true)
        }}
        allowsCustomValue
        allowsEmptyCollection
        menuTrigger="manual"
        isRequired={p.isRequired}
        isInvalid={!!p.error}
        validationBehavior="aria"
      >
        <StateBridge stateRef={stateRef} />
        <Label>{p.label}</Label>
        <Group className="input ref-input" data-busy={search.isFetching || undefined}>
          <Input
            className="ref-text"
            maxLength={p.maxLength}
            placeholder={many && chips.length ? t`Add another…` : undefined}
            ref={(el) => {
              inputEl.current = el
              p.inputRef?.(el)
            }}
          />
          {search.isFetching ? <span className="ref-spinner" aria-hidden="true" /> : null}
          <Button className="ref-toggle" aria-label={p.buttonLabel ?? t`Show options`}>
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        {hint}
        <FieldError className="field-error">{p.error}</FieldError>
        <ReferenceOptionList online={online} search={search} noun={entityNoun(i18n, p.entity)} />
      </ComboBox>
      {many && chips.length ? (
        <ReferenceChips chips={chips} fieldName={p.label} onRemove={removeChips} ref={tagsEl} />
      ) : null}
    </div>
  )
}
