import { useCallback, useEffect, useRef, useState } from 'react'
import { currentUsername } from '@/api/tokens'

/**
 * Local drafts of what the user typed into a form, per user and form, kept until submitted or discarded.
 * They are business data, so logout wipes them (see wipeDrafts).
 */
const PREFIX = 'boc.draft.'
const keyFor = (formId: string) => `${PREFIX}${currentUsername() ?? 'anonymous'}.${formId}`

export function loadDraft<T>(formId: string): T | undefined {
  try {
    const raw = localStorage.getItem(keyFor(formId))
    return raw ? (JSON.parse(raw) as T) : undefined
  } catch {
    return undefined
  }
}

export function saveDraft<T>(formId: string, value: T) {
  localStorage.setItem(keyFor(formId), JSON.stringify(value))
}

export function discardDraft(formId: string) {
  localStorage.removeItem(keyFor(formId))
}

export function wipeDrafts() {
  for (const k of Object.keys(localStorage)) if (k.startsWith(PREFIX)) localStorage.removeItem(k)
}

/** Form state that survives reloads and reconnection: restored from the draft, saved (debounced) as it changes. */
export function useDraft<T>(formId: string, initial: T) {
  const [value, setValue] = useState<T>(() => loadDraft<T>(formId) ?? initial)
  const [restored] = useState(() => loadDraft<T>(formId) !== undefined)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => saveDraft(formId, value), 300)
    return () => clearTimeout(timer.current)
  }, [formId, value])
  const discard = useCallback(() => {
    clearTimeout(timer.current)
    discardDraft(formId)
    setValue(initial)
  }, [formId, initial])
  return { value, setValue, restored, discard }
}
