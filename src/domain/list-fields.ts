import type { EntityDef } from './entity'
import { routingFields } from './screens'

/** Rows per block: a list is read, cached and kept offline in blocks of this many. */
export const BLOCK_SIZE = 200

/** A sorted, duplicate-free column list: the same set always reads the same, whatever order it came in. */
export function columnSet(fields: Iterable<string>): string[] {
  return [...new Set(fields)].sort()
}

/** The other fields a money field's cell reads: the record's currency, and what tells a percentage apart. */
export function cellNeeds(entity: EntityDef, field: string): string[] | undefined {
  const def = entity.fields[field]
  const percentWhen = def?.kind === 'money' ? entity.percentWhen?.[field] : undefined
  if (def?.kind !== 'money' || (!entity.currencyField && !percentWhen)) return undefined
  return [...(entity.currencyField ? [entity.currencyField] : []), ...Object.keys(percentWhen ?? {})]
}

/**
 * The fields a generic list screen reads for its rows until the user changes its columns: its key, the
 * entity's default columns less those the screen fixes, what their cells read, and where a row opens. The
 * console's grid computes the same from its column definitions (list-head-prefetch.ts; a test holds them equal).
 */
export function defaultListFields(entity: EntityDef, fixed: Readonly<Record<string, string>> = {}): string[] {
  const shown = Object.entries(entity.fields)
    .filter(([name, def]) => def.column && !def.writeOnly && !(name in fixed))
    .map(([name]) => name)
  return columnSet([
    entity.key,
    ...shown.flatMap((name) => [name, ...(cellNeeds(entity, name) ?? [])]),
    ...routingFields(entity.name),
  ])
}
