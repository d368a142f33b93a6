import type { ShortcutScope } from './registry'

const SEARCH_SELECTOR = ['[data-screen-search]', '[role=searchbox]', 'input[type=search]']
  .map((s) => `#main-content ${s}`)
  .join(',')

/** Focuses the current screen's search box (convention: `data-screen-search` or a searchbox in the page). */
export function focusScreenSearch(doc: Document = document): boolean {
  const el = doc.querySelector<HTMLElement>(SEARCH_SELECTOR)
  if (!el) return false
  el.focus()
  return true
}

/** The shortcut scopes of what the page shows now: tables and forms bring their own keys. */
export function currentScopes(doc: Document = document): ShortcutScope[] {
  const scopes: ShortcutScope[] = ['global']
  if (doc.querySelector('#main-content [role=grid]')) scopes.push('table')
  if (doc.querySelector('#main-content form')) scopes.push('form')
  return scopes
}
