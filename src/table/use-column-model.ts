import { useMemo, useState } from 'react'
import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef as TanColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import type { SortSpec } from '@/domain/entity'
import type { Row } from '@/api/list-queries'
import type { ColumnDef } from './column'
import { loadWidths, saveWidths } from './column-prefs'
import type { ColumnLayout } from './list-search'

export type Features = typeof features
export const features = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnResizingFeature,
})
/** Rows never pass through TanStack Table: they live in block queries; it owns column state only. */
const NO_ROWS: Row[] = []
export const MIN_WIDTH = 60

export interface ColumnModelInput {
  list: string
  columns: ColumnDef[]
  sort: SortSpec[]
  layout: ColumnLayout
  onSortChange: (sort: SortSpec[]) => void
  onLayoutChange: (layout: ColumnLayout) => void
}

/**
 * Column state on TanStack Table v9: sorting (manual, multi with Shift), visibility, order and sizing.
 * Sorting, order and visibility are controlled by the URL; widths by per-user preferences.
 */
export function useColumnModel({
  list,
  columns,
  sort,
  layout,
  onSortChange,
  onLayoutChange,
}: ColumnModelInput) {
  const [sizing, setSizing] = useState(() => loadWidths(list))
  const tanColumns = useMemo(
    () =>
      columns.map((c): TanColumnDef<typeof features, Row> => ({
        id: c.field,
        accessorFn: (r) => r[c.field] as string,
        header: c.header,
        size: c.width,
        minSize: MIN_WIDTH,
        maxSize: 800,
        enableSorting: !!c.sortable,
      })),
    [columns],
  )
  const sorting = useMemo<SortingState>(() => sort.map((s) => ({ id: s.field, desc: s.desc })), [sort])
  const table = useTable({
    features,
    columns: tanColumns,
    data: NO_ROWS,
    manualSorting: true,
    enableMultiSort: true,
    enableSortingRemoval: false,
    maxMultiSortColCount: 3,
    sortDescFirst: false,
    columnResizeMode: 'onChange',
    state: { sorting, columnOrder: layout.order, columnVisibility: layout.visible, columnSizing: sizing },
    onSortingChange: (u: Updater<SortingState>) =>
      onSortChange(functionalUpdate(u, sorting).map((s) => ({ field: s.id, desc: s.desc }))),
    onColumnOrderChange: (u: Updater<string[]>) =>
      onLayoutChange({ ...layout, order: functionalUpdate(u, layout.order) }),
    onColumnVisibilityChange: (u: Updater<Record<string, boolean>>) =>
      onLayoutChange({ ...layout, visible: functionalUpdate(u, layout.visible) }),
    onColumnSizingChange: (u: Updater<Record<string, number>>) =>
      setSizing((prev) => {
        const next = functionalUpdate(u, prev)
        saveWidths(list, next)
        return next
      }),
  })
  const byField = useMemo(() => new Map(columns.map((c) => [c.field, c])), [columns])
  // One model while the table's state and columns stay the same: the toolbar and the grid are memoised on it,
  // and a change of the table's footer (a count, a refresh) need not draw them again (issue 31). useTable's
  // wrapper is new on every render; its state is not.
  const { state } = table
  return useMemo(
    () => ({
      table,
      visible: table
        .getVisibleLeafColumns()
        .map((col) => ({ def: byField.get(col.id)!, col, width: col.getSize() })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `table` is new on every render; `state` says when it changed
    [state, byField],
  )
}

export type ColumnModel = ReturnType<typeof useColumnModel>
export type VisibleColumn = ColumnModel['visible'][number]
