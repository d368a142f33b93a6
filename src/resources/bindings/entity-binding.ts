import type { MessageDescriptor } from '@lingui/core'
import type { EntityDef } from '@/domain/entity'

/**
 * The named form inputs a binding may give a field instead of the input of its kind, each registered under its
 * name in src/routes/-screens/extensions.ts: a misspelt or unregistered name fails the type check.
 */
export type WidgetName = 'permissionTree' | 'newPassword'

/** A titled group of fields, shared by an entity's form and its detail page. */
export interface RecordSection {
  title: MessageDescriptor
  fields: readonly string[]
}

/**
 * How one registry entity looks in the console: the one shape every list, form and detail page reads.
 * Declared once per entity in src/resources/bindings/<entity>.ts.
 */
export interface EntityBinding {
  /**
   * The entity's declaration, loaded with its binding: a screen downloads its own entity's fields, not every
   * entity's (issue 31). Absent only on the empty binding of a screen without an entity.
   */
  entity?: EntityDef
  /** Field labels, translated messages. */
  labels: Record<string, MessageDescriptor>
  /** Enum value labels by field, then value (the shared per-enum tables, filled in by defineBinding). */
  valueLabels?: Record<string, Record<string, MessageDescriptor>>
  /** Column widths in px; others get a width by kind. */
  widths?: Partial<Record<string, number>>
  /**
   * Labels of the keys inside the entity's JSON fields (a purchase page's `title`, `en`, `accentColor`): the
   * history lists what changed inside such a field by these names instead of showing the JSON.
   */
  jsonKeyLabels?: Readonly<Record<string, MessageDescriptor>>
  /** Fields drawn as coloured tags (statuses). */
  tagFields?: readonly string[]
  /** Field groups of the form and the detail page; fields no group lists gather in a last group. */
  sections?: readonly RecordSection[]
  /**
   * Fields that apply only to some records: shown on a form or detail page only while the record has these
   * values (a SKU's `bundleItems` only when its `type` is `bundle`).
   */
  onlyWhen?: Readonly<Partial<Record<string, Readonly<Partial<Record<string, string>>>>>>
  /**
   * Fields a form draws with a named widget instead of the input of their kind: a role's `grants` as the
   * permission tree.
   */
  widgets?: Readonly<Partial<Record<string, WidgetName>>>
  /**
   * Fields a bespoke screen edits and shows (a purchase page's cards and settings, on the page editor): the
   * generic form and detail page leave them out.
   */
  editedElsewhere?: readonly string[]
  /**
   * Fields a detail panel of the entity's detail screen draws (a role's `grants` as the read-only permission
   * tree): the detail page's field groups leave them out, the form keeps them.
   */
  shownByPanel?: readonly string[]
}
