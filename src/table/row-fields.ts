import { columnSet } from '@/domain/list-fields'
import type { EntityDef } from '@/domain/entity'
import type { ColumnDef } from './column'
import type { ColumnLayout } from './list-search'

/**
 * The fields a list reads for its rows: the entity's key, the visible columns and the fields their cells read
 * (a money column's currency), and the row actions' (where a row opens). Sorted, so a column moved or resized
 * asks for the same list.
 */
export function rowFieldsOf(
  entity: Pick<EntityDef, 'key'>,
  cols: readonly { def: Pick<ColumnDef, 'field' | 'needs'> }[],
  rowFields: readonly string[] = [],
): string[] {
  return columnSet([
    entity.key,
    ...cols.flatMap(({ def }) => [def.field, ...(def.needs ?? [])]),
    ...rowFields,
  ])
}

/** The fields a list reads for its rows under a layout: those of its visible columns, in any order. */
export function visibleRowFields(
  entity: Pick<EntityDef, 'key'>,
  columns: readonly Pick<ColumnDef, 'field' | 'needs'>[],
  layout: ColumnLayout,
  rowFields?: readonly string[],
): string[] {
  const shown = columns.filter((c) => layout.visible[c.field]).map((def) => ({ def }))
  return rowFieldsOf(entity, shown, rowFields)
}
