import { z } from '@/domain/zod'
import type { EntityDef } from './entity'
import type { FieldDef } from './fields'
import { splitKeys } from './references'
import { updateSchema, validate, type FieldIssue } from './schemas'
import { settableFields } from './writable-fields'

export { settableFields }

/**
 * Setting one field to one value on many records of an entity (`POST /v1/<entity>/bulk-set`, issue 30). The
 * server applies each record's own rules as an edit of that one field would (server/api/bulk-set-routes.ts);
 * the console offers the same fields in its "Set field…" dialog. Shared, so both sides agree on which fields
 * may be set and on when a record already has the value.
 */

/** At most this many records in one bulk set (as a bulk action). */
export const BULK_SET_MAX = 500

/** The request body of a bulk set of `e`: which field, its value, the records by key and version. */
export function bulkSetSchema(e: EntityDef) {
  const fields = settableFields(e)
  return z.strictObject({
    field: z.enum(fields.length ? (fields as [string, ...string[]]) : ['-']),
    value: z
      .unknown()
      .describe('the value as an edit (PUT) body takes the field; null clears an optional one'),
    items: z
      .array(z.strictObject({ key: z.string().min(1).max(200), version: z.number().int().min(1) }))
      .min(1)
      .max(BULK_SET_MAX),
    dryRun: z.boolean().optional().describe('check every record and answer as if applied, changing nothing'),
  })
}

export type BulkSetBody = z.infer<ReturnType<typeof bulkSetSchema>>

/**
 * The value checked as an edit body of `e` would check it (type, range, required): the value as it will be
 * stored, or the issues (named `value`, the body member that holds it).
 */
export function checkSetValue(
  e: EntityDef,
  field: string,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; issues: FieldIssue[] } {
  if (value === undefined) return { ok: false, issues: [{ field: 'value', message: 'required' }] }
  const r = validate(updateSchema(e), { version: 1, [field]: value })
  if (!r.ok) return { ok: false, issues: r.issues.map((i) => ({ ...i, field: 'value' })) }
  return { ok: true, value: (r.value as Record<string, unknown>)[field] }
}

/**
 * Whether a record's stored value already is `value` (the record is then left alone, not counted as a change):
 * instants compare as instants, many-valued references as their sets of keys, empty text as null.
 */
export function sameValue(def: FieldDef, stored: unknown, value: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === ''
  if (empty(stored) || empty(value)) return empty(stored) && empty(value)
  if (def.kind === 'datetime') return Date.parse(String(stored)) === Date.parse(String(value))
  if (def.kind === 'date') return String(stored).slice(0, 10) === String(value).slice(0, 10)
  if (def.references && def.many) {
    const a = new Set(splitKeys(String(stored)))
    const b = new Set(splitKeys(String(value)))
    return a.size === b.size && [...a].every((k) => b.has(k))
  }
  if (def.kind === 'int' || def.kind === 'money') return Number(stored) === Number(value)
  return stored === value
}
