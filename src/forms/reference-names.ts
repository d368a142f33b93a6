import type { QueryClient } from '@tanstack/react-query'
import { entityByName } from '@/domain/registry'
import { normalizeLabel, type ReferenceRead } from '@/resources/paste-vocabulary'
import { referenceKeysQuery, referenceSearchQuery, type ReferenceOption } from './reference-queries'

/** At most this many distinct cells per entity are looked up by name (a batch names a few licenses). */
export const MAX_NAMES_LOOKED_UP = 20
/** Keys asked for in one request (the options endpoint's cap). */
const KEYS_PER_REQUEST = 100

/**
 * What one cell of a reference column names, given the records with that key and those found by searching
 * it: the record whose key it is (as typed or upper-cased), else the one record of that name; several of
 * that name are the candidates; none, undefined (the server then says the key names nothing).
 */
export function readReference(
  cell: string,
  byKey: ReadonlyMap<string, ReferenceOption>,
  found: readonly ReferenceOption[] = [],
): ReferenceRead {
  const key = byKey.get(cell) ?? byKey.get(cell.toUpperCase())
  if (key) return { key: key.key }
  const name = normalizeLabel(cell)
  const named = found.filter((o) => o.label !== null && normalizeLabel(o.label) === name)
  if (named.length === 1) return { key: named[0]!.key }
  if (named.length > 1) return { candidates: named.map((o) => o.key).sort() }
  return undefined
}

/**
 * Looks up the cells of reference columns (entity → cells) and gives the reader of each cell: keys as
 * themselves, a name as its record's key where one record has it. Cells it could not look up read as typed.
 * Reads go through the pickers' queries, so the answers are shared with them and made stale with them.
 */
export async function referenceReader(
  queryClient: QueryClient,
  cellsByEntity: ReadonlyMap<string, readonly string[]>,
): Promise<(entity: string, cell: string) => ReferenceRead> {
  const reads = new Map<string, Map<string, ReferenceRead>>()
  for (const [entity, cells] of cellsByEntity)
    reads.set(entity, await readsOf(queryClient, entity, cells).catch(() => new Map()))
  return (entity, cell) => reads.get(entity)?.get(cell.trim())
}

/** A cell longer than any key or name is left for the field's own check. */
const LONGEST = 100

/** Cells shaped like the entity's key (an order number) are keys: only the others are looked up. */
async function readsOf(queryClient: QueryClient, entity: string, cells: readonly string[]) {
  const keyShape = entityByName(entity)?.keyShape
  const distinct = [
    ...new Set(
      cells.map((c) => c.trim()).filter((c) => c && c.length <= LONGEST && !keyShape?.test(c.toUpperCase())),
    ),
  ]
  const asked = [...new Set(distinct.flatMap((c) => [c, c.toUpperCase()]))]
  const byKey = new Map<string, ReferenceOption>()
  for (let i = 0; i < asked.length; i += KEYS_PER_REQUEST) {
    const part = asked.slice(i, i + KEYS_PER_REQUEST)
    for (const o of await queryClient.fetchQuery(referenceKeysQuery(entity, part))) byKey.set(o.key, o)
  }
  const names = distinct.filter((c) => !byKey.has(c) && !byKey.has(c.toUpperCase()))
  const found = await Promise.all(
    names
      .slice(0, MAX_NAMES_LOOKED_UP)
      .map((n) => queryClient.fetchQuery(referenceSearchQuery(entity, n)).catch(() => [])),
  )
  return new Map(distinct.map((c) => [c, readReference(c, byKey, found[names.indexOf(c)] ?? [])]))
}
