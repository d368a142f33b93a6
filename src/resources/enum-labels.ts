import type { MessageDescriptor } from '@lingui/core'
import * as catalogLabels from './labels/catalog-labels'
import * as operationsLabels from './labels/operations-labels'
import * as orderLabels from './labels/order-labels'
import * as refundBarterLabels from './labels/refund-barter-labels'

// Every enum's label table (src/resources/labels/), and the lookup bindings use to find an enum field's.
export * from './labels/catalog-labels'
export * from './labels/operations-labels'
export * from './labels/order-labels'
export * from './labels/refund-barter-labels'

const setOf = (values: Iterable<string>) => [...new Set(values)].sort().join('\n')

/** Every table of the label modules, by its name. */
export const LABEL_TABLES: Readonly<Record<string, Record<string, MessageDescriptor>>> = {
  ...catalogLabels,
  ...operationsLabels,
  ...orderLabels,
  ...refundBarterLabels,
}

/**
 * The tables by the set of values each labels. A table is total over its enum (`Labels`), so its keys are the
 * enum's values: a new enum needs only its table, in one of the label modules (a test refuses two tables of
 * the same values).
 */
const BY_VALUES = new Map(Object.values(LABEL_TABLES).map((table) => [setOf(Object.keys(table)), table]))

/**
 * The label table of an enum: the table whose values are exactly these (in any order, from any array: the
 * enum constant, a copy, a literal). Undefined when no table labels this set of values.
 */
export function enumLabelsFor(values: readonly string[]): Record<string, MessageDescriptor> | undefined {
  return BY_VALUES.get(setOf(values))
}
