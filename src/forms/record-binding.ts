import type { MessageDescriptor } from '@lingui/core'
import type { ColumnBinding } from '@/table/entity-columns'

/** A titled group of fields, shared by an entity's form and its detail page. */
export interface RecordSection {
  title: MessageDescriptor
  fields: readonly string[]
}

/** An entity's UI binding: the list's column binding (labels, enum value labels) plus its field groups. */
export interface RecordBinding extends ColumnBinding {
  sections: readonly RecordSection[]
}

/** The binding's groups restricted to `names`; names no group lists are gathered in a last group. */
export function groupFields(
  sections: readonly RecordSection[],
  names: readonly string[],
  rest: MessageDescriptor,
): { title: MessageDescriptor; fields: string[] }[] {
  const grouped = sections
    .map((s) => ({ title: s.title, fields: s.fields.filter((f) => names.includes(f)) }))
    .filter((s) => s.fields.length)
  const listed = new Set(grouped.flatMap((s) => s.fields))
  const others = names.filter((n) => !listed.has(n))
  return others.length ? [...grouped, { title: rest, fields: others }] : grouped
}
