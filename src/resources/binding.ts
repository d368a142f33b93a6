import type { MessageDescriptor } from '@lingui/core'
import type { EntityDef } from '@/domain/entity'
import type { EntityBinding, WidgetName } from './bindings/entity-binding'
import { enumLabelsFor } from './enum-labels'

/** The field names of an entity. */
export type FieldOf<E extends EntityDef> = keyof E['fields'] & string

/** What an entity's binding file declares: every name it uses is one of the entity's fields. */
export interface BindingSpec<F extends string> {
  /** A label for every field, write-only ones included (forms show them). */
  labels: Record<F, MessageDescriptor>
  /**
   * Value labels of a field whose labels differ from its enum's shared table (rare: the same values meaning
   * something else). Every other enum field gets its enum's table from enum-labels.ts.
   */
  valueLabels?: Partial<Record<F, Record<string, MessageDescriptor>>>
  widths?: Partial<Record<F, number>>
  tagFields?: readonly F[]
  /** Labels of the keys inside JSON fields, for the history (see EntityBinding). */
  jsonKeyLabels?: Readonly<Record<string, MessageDescriptor>>
  sections?: readonly { title: MessageDescriptor; fields: readonly F[] }[]
  /** Fields shown only while the record has the given values (`bundleItems` only when `type` is `bundle`). */
  onlyWhen?: Partial<Record<F, Partial<Record<F, string>>>>
  /** Fields the form draws with a named widget (see `WidgetName`). */
  widgets?: Partial<Record<F, WidgetName>>
  /** Fields a bespoke screen edits: left out of the generic form and detail page. */
  editedElsewhere?: readonly F[]
  /** Fields a detail panel draws: left out of the detail page's field groups (the form keeps them). */
  shownByPanel?: readonly F[]
}

/** An entity's binding, still naming its fields by their types (for the entity's own screens). */
export interface Binding<F extends string> extends EntityBinding {
  entity: EntityDef
  labels: Record<F, MessageDescriptor>
  /** Filled: every enum field's value labels. */
  valueLabels: Record<string, Record<string, MessageDescriptor>>
  widths?: Partial<Record<F, number>>
  tagFields?: readonly F[]
  sections?: readonly { title: MessageDescriptor; fields: readonly F[] }[]
}

/**
 * Declares how an entity looks in the console (src/resources/bindings/<entity>.ts). The type check refuses a
 * field without a label and any name that is not a field; enum fields get their value labels from the shared
 * per-enum tables, unless the binding gives a field its own.
 */
export function defineBinding<E extends EntityDef>(
  entity: E,
  b: BindingSpec<FieldOf<E>>,
): Binding<FieldOf<E>> {
  const own: Partial<Record<string, Record<string, MessageDescriptor>>> = b.valueLabels ?? {}
  const valueLabels: Record<string, Record<string, MessageDescriptor>> = {}
  for (const [name, def] of Object.entries(entity.fields)) {
    const labels = own[name] ?? (def.kind === 'enum' && def.values ? enumLabelsFor(def.values) : undefined)
    if (labels) valueLabels[name] = labels
  }
  return { ...b, valueLabels, entity }
}
