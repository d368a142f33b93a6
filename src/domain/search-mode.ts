import type { EntityDef } from './entity'

/**
 * How the free-text `q` of a list matches one of its search fields:
 * - `start`: the key and the `prefixSearch` codes, by their start, as typed;
 * - `startIgnoringCase`: e-mail addresses, by their start in any case (staff type or paste the start of a
 *   customer's address; an index read at millions of rows, where a substring search reads the posting lists of
 *   trigrams like ".12" that grow with the table);
 * - `anywhere`: names and other text, anywhere in any case.
 */
export type SearchMode = 'start' | 'startIgnoringCase' | 'anywhere'

export function searchMode(e: EntityDef, field: string): SearchMode {
  if (field === e.key || e.prefixSearch?.includes(field)) return 'start'
  return e.fields[field]?.kind === 'email' ? 'startIgnoringCase' : 'anywhere'
}
