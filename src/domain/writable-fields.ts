import type { EntityDef } from './entity'
import type { FieldDef } from './fields'

// Without zod: the lists (editing in place, "Set field…") ask which fields they offer before any schema loads.

/** Fields a client may send (everything but server-owned ones). */
export function writableFields(e: Pick<EntityDef, 'fields'>): [string, FieldDef][] {
  return Object.entries(e.fields).filter(([, def]) => !def.readOnly)
}

/**
 * The fields a bulk set may set: the writable ones an edit form shows, but not the business key (one value
 * on many records would clash), write-only secrets (never shown, so never compared) or JSON documents.
 */
export function settableFields(e: EntityDef): string[] {
  return writableFields(e)
    .filter(([name, def]) => name !== e.key && !def.writeOnly && def.format !== 'json')
    .map(([name]) => name)
}
