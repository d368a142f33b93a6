import { useEffect, useState, type RefObject } from 'react'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { SearchField } from 'react-aria-components/SearchField'
import { useLingui } from '@lingui/react/macro'

const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))

/** The list's free-text search. `/` focuses it from anywhere on the page (not while typing). */
export function SearchBox({
  value,
  onCommit,
  inputRef,
}: {
  value: string
  onCommit: (q: string | undefined) => void
  inputRef: RefObject<HTMLInputElement | null>
}) {
  const { t } = useLingui()
  const [draft, setDraft] = useState({ from: value, text: value })
  if (draft.from !== value) setDraft({ from: value, text: value })

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isEditable(e.target)) return
      e.preventDefault()
      inputRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [inputRef])

  useEffect(() => {
    if (draft.text.trim() === value) return
    const timer = setTimeout(() => onCommit(draft.text.trim() || undefined), 400)
    return () => clearTimeout(timer)
  }, [draft.text, value, onCommit])

  return (
    <SearchField
      className="search-box"
      value={draft.text}
      onChange={(text) => setDraft((d) => ({ ...d, text }))}
      onSubmit={(text) => onCommit(text.trim() || undefined)}
      onClear={() => onCommit(undefined)}
    >
      <Label className="visually-hidden">{t`Search`}</Label>
      <Input ref={inputRef} className="input" placeholder={t`Search (press /)`} maxLength={200} />
    </SearchField>
  )
}
