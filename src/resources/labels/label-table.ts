import type { MessageDescriptor } from '@lingui/core'

/**
 * One label table per enumeration of the domain, shared by every entity (and every screen) that shows its
 * values. Each is total over its enum's values: a value added to the enum fails the type check until it has
 * a label here. Bindings find an enum field's table by the field's values (enum-labels.ts).
 */
export type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>
