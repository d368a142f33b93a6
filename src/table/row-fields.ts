import { columnSet } from '@/api/block-columns'
import type { EntityDef } from '@/domain/entity'
import type { ColumnDef } from './column'

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
