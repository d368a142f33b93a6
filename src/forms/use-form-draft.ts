import { useCallback, useEffect, useState } from 'react'
import { discardDraft, loadDraft, saveDraft } from '@/offline/drafts'

/**
 * A form's local draft (src/offline/drafts storage) that exists only while there are unsaved changes:
 * opening a form and leaving it untouched leaves nothing behind, so a later visit shows the record as it is.
 */
export function useFormDraft<T>(formId: string, initial: T, isChanged: (value: T) => boolean) {
  const [value, setValue] = useState<T>(() => loadDraft<T>(formId) ?? initial)
  const [restored, setRestored] = useState(() => loadDraft<T>(formId) !== undefined)
  const changed = isChanged(value)
  useEffect(() => {
    const timer = setTimeout(() => (changed ? saveDraft(formId, value) : discardDraft(formId)), 300)
    return () => clearTimeout(timer)
  }, [formId, value, changed])
  const discard = useCallback(() => {
    discardDraft(formId)
    setRestored(false)
    setValue(initial)
  }, [formId, initial])
  /** Saved to the server: the form now holds `next`, and no stored draft survives to come back on a remount. */
  const commit = useCallback(
    (next: T) => {
      discardDraft(formId)
      setRestored(false)
      setValue(next)
    },
    [formId],
  )
  return { value, setValue, restored, discard, commit }
}
