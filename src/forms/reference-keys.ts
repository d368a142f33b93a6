/**
 * The value of a reference field as the form holds it: one business key, or several comma-joined (`many`).
 * The picker works on lists of keys; these turn one into the other without losing what was typed.
 */

/** Keys in a comma-joined value (commas, semicolons and new lines separate; parts trimmed, empty ones dropped). */
export function splitKeys(value: string | null | undefined): string[] {
  if (!value) return []
  const out: string[] = []
  for (const part of value.split(/[,;\n]+/)) {
    const key = part.trim()
    if (key && !out.includes(key)) out.push(key)
  }
  return out
}

/** The value a list of keys is stored as: comma-joined, each once, in the order given. */
export function joinKeys(keys: readonly string[]): string {
  return splitKeys(keys.join(',')).join(',')
}

/** Adds what was typed (one key or several pasted at once) after the keys already there. */
export function addKeys(value: string, typed: string): string {
  return joinKeys([...splitKeys(value), ...splitKeys(typed)])
}

/** The value without `key`. */
export function removeKeys(value: string, keys: Iterable<string>): string {
  const drop = new Set(keys)
  return joinKeys(splitKeys(value).filter((k) => !drop.has(k)))
}

/** Whether typed text holds a separator, i.e. the user has finished at least one key. */
export const hasSeparator = (typed: string) => /[,;\n]/.test(typed)

/** The keys to look up for a field's value: the one key (trimmed), or each key of a many-valued field. */
export function keysOf(value: string | null | undefined, many: boolean): string[] {
  if (many) return splitKeys(value)
  const key = (value ?? '').trim()
  return key ? [key] : []
}
