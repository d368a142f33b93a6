import type { MessageDescriptor } from '@lingui/core'
import type { EntityBinding, RecordSection } from '@/resources/bindings/entity-binding'

/** The binding's groups restricted to `names`; names no group lists are gathered in a last group. */
export function groupFields(
  sections: readonly RecordSection[] | undefined,
  names: readonly string[],
  rest: MessageDescriptor,
): { title: MessageDescriptor; fields: string[] }[] {
  const grouped = (sections ?? [])
    .map((s) => ({ title: s.title, fields: s.fields.filter((f) => names.includes(f)) }))
    .filter((s) => s.fields.length)
  const listed = new Set(grouped.flatMap((s) => s.fields))
  const others = names.filter((n) => !listed.has(n))
  return others.length ? [...grouped, { title: rest, fields: others }] : grouped
}

/** Does the field apply to a record with these values (see `EntityBinding.onlyWhen`)? */
export function fieldApplies(
  binding: Pick<EntityBinding, 'onlyWhen' | 'editedElsewhere'>,
  field: string,
  values: Readonly<Record<string, unknown>>,
): boolean {
  if (binding.editedElsewhere?.includes(field)) return false
  const when = binding.onlyWhen?.[field]
  return !when || Object.entries(when).every(([k, v]) => v === undefined || values[k] === v)
}
