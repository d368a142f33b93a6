import type { ReferenceOption } from './reference-queries'

/** A record offered without searching (the order's own item for a barter), shown first when it matches. */
export interface ReferenceSuggestion {
  key: string
  label?: string
}

/** One option of the picker's list. */
export interface ReferenceItem {
  id: string
  key: string
  label: string
}

const matches = (s: ReferenceSuggestion, text: string) => {
  const q = text.trim().toLowerCase()
  return !q || s.key.toLowerCase().startsWith(q) || !!s.label?.toLowerCase().includes(q)
}

/**
 * The options for what is typed: the suggestions that match it first, then what the search found (when
 * online), each key once, without the keys a `many` field already holds.
 */
export function optionItems(o: {
  suggestions: readonly ReferenceSuggestion[] | undefined
  text: string
  found: readonly ReferenceOption[] | undefined
  online: boolean
  many: boolean
  chosen: readonly string[]
}): ReferenceItem[] {
  const out: ReferenceItem[] = []
  const add = (key: string, label: string) => {
    if (!out.some((i) => i.key === key) && !(o.many && o.chosen.includes(key)))
      out.push({ id: key, key, label })
  }
  for (const s of o.suggestions ?? []) if (matches(s, o.text)) add(s.key, s.label ?? '')
  if (o.online) for (const f of o.found ?? []) add(f.key, f.label ?? '')
  return out
}

/**
 * Typed text of a `many` field split into the keys it finishes and the rest still being typed: with `all`,
 * everything is finished; otherwise only what comes before the last separator.
 */
export function finishedKeys(input: string, all: boolean): { done: string; rest: string } {
  const parts = input.split(/[,;\n]/)
  const rest = all ? '' : (parts.pop() ?? '')
  return { done: parts.join(','), rest: rest.trimStart() }
}
