import { z } from '@/domain/zod'
import { emailSchema } from './email'
import type { EntityDef } from './entity'
import { CODE_CHARS, type FieldDef } from './fields'
import { writableFields } from './writable-fields'

export { writableFields }

/**
 * Request-body schemas derived from the field declarations, shared by the server (validation, OpenAPI) and
 * the console (form validation). Bodies are strict: unknown and server-owned (readOnly) fields are refused.
 */
const CENTS = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6

function stringSchema(def: FieldDef): z.ZodType {
  let s = def.kind === 'email' ? emailSchema() : z.string()
  if (def.max !== undefined) s = s.max(def.max)
  if (def.required) s = s.min(Math.max(1, def.kind === 'email' ? 3 : (def.min ?? 1)))
  if (def.code) s = s.regex(CODE_CHARS)
  if (def.format === 'json') return s.refine(isJsonObject, 'must be a JSON object')
  return s
}

function isJsonObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text)
    return typeof v === 'object' && v !== null && !Array.isArray(v)
  } catch {
    return false
  }
}

function numberSchema(def: FieldDef): z.ZodNumber {
  let n = def.kind === 'int' ? z.number().int() : z.number()
  if (def.min !== undefined) n = n.min(def.min)
  if (def.max !== undefined) n = n.max(def.max)
  return n
}

/** zod's ISO formats accept year 0000, which the database has no day for. */
const notYearZero = (v: string) => !v.startsWith('0000')

/** The schema of one field's value (without presence rules). */
export function fieldSchema(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'string':
    case 'text':
    case 'email':
      return stringSchema(def)
    case 'int':
      return numberSchema(def)
    case 'money':
      return numberSchema(def).refine(CENTS, 'at most 2 decimal places')
    case 'datetime':
      return z.iso.datetime({ offset: true }).refine(notYearZero, 'year must be from 0001')
    case 'date':
      return z.iso.date().refine(notYearZero, 'year must be from 0001')
    case 'enum':
      return z.enum((def.values ?? []) as [string, ...string[]])
    case 'bool':
      return z.boolean()
  }
}

/**
 * POST body: required fields must be present (unless they have a default); the rest may be null or left out.
 * A code the server generates (the entity declares `keyPrefix`) may be left out, null or empty.
 */
export function createSchema(e: Pick<EntityDef, 'fields'> & Partial<Pick<EntityDef, 'key' | 'keyPrefix'>>) {
  const shape: Record<string, z.ZodType> = {}
  for (const [name, def] of writableFields(e)) {
    const s = fieldSchema(def)
    shape[name] =
      name === e.key && e.keyPrefix !== undefined
        ? generatedCodeSchema(def, e.keyPrefix)
        : def.required && def.default === undefined
          ? s
          : def.required
            ? s.optional()
            : s.nullish()
  }
  return z.strictObject(shape)
}

function generatedCodeSchema(def: FieldDef, prefix: string): z.ZodType {
  return fieldSchema({ ...def, required: false })
    .nullish()
    .describe(`Left empty, the server gives the next code in the seeded format (${prefix}…)`)
}

/** PUT body: the record's current version plus any writable fields; required fields cannot be cleared. */
export function updateSchema(e: EntityDef) {
  const shape: Record<string, z.ZodType> = { version: z.number().int().min(1) }
  for (const [name, def] of writableFields(e)) {
    const s = fieldSchema(def)
    shape[name] = def.required ? s.optional() : s.nullish()
  }
  return z.strictObject(shape)
}

export interface FieldIssue {
  field: string
  message: string
  /** A reference naming keys that do not exist: the referenced entity and the missing keys, in the order given. */
  reference?: { entity: string; missing: string[] }
}

/** zod issues as the envelope's field issues; an unknown key becomes one issue naming that key. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((i) => {
    if (i.code === 'unrecognized_keys') return i.keys.map((k) => ({ field: k, message: 'unknown field' }))
    return [{ field: i.path.map(String).join('.') || '(body)', message: i.message }]
  })
}

/** Validates `body` with `schema`: the parsed value, or field issues. */
export function validate<T>(
  schema: z.ZodType<T>,
  body: unknown,
): { ok: true; value: T } | { ok: false; issues: FieldIssue[] } {
  const r = schema.safeParse(body)
  return r.success ? { ok: true, value: r.data } : { ok: false, issues: toFieldIssues(r.error) }
}
