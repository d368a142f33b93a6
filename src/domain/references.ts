import type { EntityDef } from './entity'
import { entities } from './registry'

/**
 * Declared references between records (FieldDef.references): which fields of an entity hold other records'
 * business keys, and which fields of the registry point at an entity. Pure; the server enforces them (writes
 * naming a missing key, deletes of a record still named somewhere) and the console renders pickers from them.
 */

/** A field of an entity that holds the key (or, `many`, comma-joined keys) of a record of `target`. */
export interface ReferenceField {
  field: string
  target: string
  many: boolean
}

/** A field somewhere in the registry that points at an entity. */
export interface ReferenceTo {
  entity: string
  field: string
  many: boolean
}

/** The reference fields of an entity, in declaration order. */
export function referencesOf(e: Pick<EntityDef, 'fields'>): ReferenceField[] {
  return Object.entries(e.fields).flatMap(([field, def]) =>
    def.references ? [{ field, target: def.references, many: Boolean(def.many) }] : [],
  )
}

const incoming = new Map<string, ReferenceTo[]>()
for (const e of Object.values(entities) as EntityDef[])
  for (const r of referencesOf(e)) {
    const list = incoming.get(r.target) ?? []
    list.push({ entity: e.name, field: r.field, many: r.many })
    incoming.set(r.target, list)
  }

/** Every field of the registry that points at `entityName` (empty when nothing does). */
export function referencesTo(entityName: string): readonly ReferenceTo[] {
  return incoming.get(entityName) ?? []
}

/** Entities that some field of the registry points at. */
export function referencedEntities(): string[] {
  return [...incoming.keys()]
}

/** The keys of a many-valued reference: split on commas, trimmed, empties dropped, first occurrence kept. */
export function splitKeys(value: string | null | undefined): string[] {
  if (!value) return []
  return [...new Set(value.split(',').map((k) => k.trim()))].filter(Boolean)
}

/**
 * The keys a reference field's value names: a single-valued field names its value exactly as stored (none
 * when empty), a many-valued one the keys of splitKeys.
 */
export function keysOf(value: unknown, many: boolean): string[] {
  if (typeof value !== 'string' || value === '') return []
  return many ? splitKeys(value) : [value]
}

/** A many-valued reference as stored: its keys comma-joined without spaces (so `= any(string_to_array(..))` finds them). */
export function joinKeys(value: string): string {
  return splitKeys(value).join(',')
}

/** The field staff recognise a record by beside its key: `label`, else `name` when the entity has one. */
export function labelOf(e: Pick<EntityDef, 'fields' | 'label'>): string | undefined {
  return e.label ?? ('name' in e.fields ? 'name' : undefined)
}

/** The message of a write naming keys that do not exist (the console translates from the issue's `reference`). */
export function unknownKeysMessage(entity: string, missing: readonly string[]): string {
  return `unknown ${entity}: ${missing.join(', ')}`
}
