import { useCallback, type ClipboardEvent } from 'react'
import { pasteToList } from '@/domain/list-params'

/**
 * Pasting multi-line text into a list-taking input (order numbers, emails, SKUs) turns it into a comma-joined
 * list: lines trimmed, empty lines dropped (spec section 5). Single-line pastes are left to the browser.
 * Returns the new value and caret, merging with what is already typed around the selection.
 */
export function applyListPaste(
  current: string,
  selectionStart: number,
  selectionEnd: number,
  pasted: string,
): { value: string; caret: number } | undefined {
  if (!/[\r\n]/.test(pasted)) return undefined
  const list = pasteToList(pasted)
  const before = current.slice(0, selectionStart).replace(/\s+$/, '')
  const after = current.slice(selectionEnd).replace(/^\s+/, '')
  const head = before && list && !before.endsWith(',') ? `${before},` : before
  const tail = after && list && !after.startsWith(',') ? `,${after}` : after
  const value = `${head}${list}${tail}`
  return { value, caret: head.length + list.length }
}

type TextInput = HTMLInputElement | HTMLTextAreaElement

/**
 * An onPaste handler for a controlled input: `<Input onPaste={useListPaste(setValue)} />`.
 * Keeps the typed text, puts the caret after the pasted list.
 */
export function useListPaste(setValue: (value: string) => void) {
  return useCallback(
    (e: ClipboardEvent<TextInput>) => {
      const el = e.currentTarget
      const next = applyListPaste(
        el.value,
        el.selectionStart ?? el.value.length,
        el.selectionEnd ?? el.value.length,
        e.clipboardData.getData('text/plain'),
      )
      if (!next) return
      e.preventDefault()
      setValue(next.value)
      requestAnimationFrame(() => el.setSelectionRange(next.caret, next.caret))
    },
    [setValue],
  )
}
