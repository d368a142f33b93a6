import type { EntityDef } from '@/domain/entity'
import type { FieldDef } from '@/domain/fields'
import { writableFields } from '@/domain/writable-fields'

/**
 * What a form input holds for a field: text for strings, dates and enums ('' when empty), a number or null for
 * int/money (NumberField), a boolean for bool. Converting to and from the API value lives here, once.
 */
export type InputValue = string | number | boolean | null
export type FormValues = Record<string, InputValue>

const pad = (n: number) => String(n).padStart(2, '0')

/** ISO instant → the local 'YYYY-MM-DDTHH:mm' the form's date-and-time field keeps. */
function isoToLocal(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The API value of a field as the form input shows it. */
export function toInput(def: FieldDef, value: unknown): InputValue {
  switch (def.kind) {
    case 'int':
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? value : null
    case 'bool':
      return value === true
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : ''
    case 'datetime':
      return typeof value === 'string' ? isoToLocal(value) : ''
    default:
      return value === null || value === undefined ? '' : String(value)
  }
}

/** A form input as the API value: empty inputs become null; short strings are trimmed (long text is kept as typed). */
export function fromInput(def: FieldDef, input: InputValue): unknown {
  switch (def.kind) {
    case 'int':
    case 'money':
      return typeof input === 'number' && !Number.isNaN(input) ? input : null
    case 'bool':
      return input === true
    case 'datetime': {
      if (typeof input !== 'string' || !input) return null
      const d = new Date(input)
      return Number.isNaN(d.getTime()) ? input : d.toISOString()
    }
    case 'text':
      return typeof input === 'string' && input.trim() ? input : null
    default: {
      const s = typeof input === 'string' ? input.trim() : ''
      return s ? s : null
    }
  }
}

/** Writable fields the form edits; write-only secrets are handled apart (never pre-filled, never in drafts). */
export function formFields(e: EntityDef): [string, FieldDef][] {
  return writableFields(e).filter(([, def]) => !def.writeOnly)
}

export function secretFields(e: EntityDef): [string, FieldDef][] {
  return writableFields(e).filter(([, def]) => def.writeOnly)
}

/** The form's starting values: the record's (edit) or the declared defaults and any preset (create). */
export function initialValues(
  e: EntityDef,
  record?: Record<string, unknown>,
  preset: FormValues = {},
): FormValues {
  return Object.fromEntries(
    formFields(e).map(([name, def]) => [
      name,
      record ? toInput(def, record[name]) : (preset[name] ?? toInput(def, def.default)),
    ]),
  )
}

/**
 * The request body. Create sends every filled field; edit sends the record's version plus only the fields
 * that changed (null clears one). A secret goes along only when something was typed into it.
 */
export function buildBody(
  e: EntityDef,
  values: FormValues,
  secrets: Record<string, string>,
  base?: { values: FormValues; version: number },
): Record<string, unknown> {
  const body: Record<string, unknown> = base ? { version: base.version } : {}
  for (const [name, def] of formFields(e)) {
    const value = fromInput(def, values[name] ?? null)
    if (base) {
      if (JSON.stringify(value) !== JSON.stringify(fromInput(def, base.values[name] ?? null)))
        body[name] = value
    } else if (value !== null) body[name] = value
  }
  for (const [name] of secretFields(e)) if (secrets[name]) body[name] = secrets[name]
  return body
}

/** Whether the user changed anything compared with the starting values. */
export function isDirty(
  e: EntityDef,
  values: FormValues,
  initial: FormValues,
  secrets: Record<string, string>,
): boolean {
  return (
    Object.values(secrets).some(Boolean) ||
    formFields(e).some(
      ([name, def]) =>
        JSON.stringify(fromInput(def, values[name] ?? null)) !==
        JSON.stringify(fromInput(def, initial[name] ?? null)),
    )
  )
}
