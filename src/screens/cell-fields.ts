import { settableFields } from '@/domain/writable-fields'
import type { EntityDef } from '@/domain/entity'
import { formFields, fromInput, type InputValue } from '@/forms/field-codec'
import type { EntityBinding } from '@/resources/bindings/entity-binding'

/**
 * The fields a list edits in place (issue 30): the fields the record form edits with the input of their kind.
 * Left out: JSON documents, fields the binding gives a widget of their own (a role's permission tree) and
 * fields a bespoke screen edits; they stay with their form.
 */
export function inPlaceFields(
  entity: EntityDef,
  binding: Pick<EntityBinding, 'widgets' | 'editedElsewhere'>,
): string[] {
  return formFields(entity)
    .filter(
      ([name, def]) =>
        def.format !== 'json' && !binding.widgets?.[name] && !binding.editedElsewhere?.includes(name),
    )
    .map(([name]) => name)
}

/** The fields "Set field…" offers: those edited in place that the server sets in bulk (not the key). */
export function bulkSetFields(
  entity: EntityDef,
  binding: Pick<EntityBinding, 'widgets' | 'editedElsewhere'>,
): string[] {
  const settable = new Set(settableFields(entity))
  return inPlaceFields(entity, binding).filter((f) => settable.has(f))
}

/** The edit body of one cell: the version the row was read at and the field's value as the API takes it. */
export function cellBody(
  entity: EntityDef,
  field: string,
  value: InputValue,
  version: number,
): Record<string, unknown> {
  const def = entity.fields[field]
  return def ? { version, [field]: fromInput(def, value) } : { version }
}
