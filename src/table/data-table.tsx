import './table.css'
import { Suspense, useCallback, useMemo, useRef, useState } from 'react'
import type { EntityDef, SortSpec } from '@/domain/entity'
import { listParamsToQuery, serializeSort } from '@/domain/list-params'
import { useQuery } from '@tanstack/react-query'
import { recordQuery, type Row } from '@/api/list-queries'
import type { CellEditing } from './cell-edit'
import type { ColumnDef } from './column'
import { GridView, type GridMeta } from './grid-view'
import {
  colsFromLayout,
  columnLayout,
  defaultColumns,
  listViewOf,
  type ColumnLayout,
  type ListSearch,
} from './list-search'
import { visibleRowFields } from './row-fields'
import { EMPTY_SELECTION, type Selection } from './selection'
import { TableError, TableStatus } from './table-states'
import { TableToolbar, type BulkAction } from './table-toolbar'
import { useColumnModel } from './use-column-model'
import { useOnline } from '@/offline/online-status'
import { useWarmForOffline } from '@/offline/warm-for-offline'
import { PeekPanel, preloadTablePopups } from './lazy-popups'

export interface DataTableProps {
  entity: EntityDef
  columns: ColumnDef[]
  search: ListSearch
  onSearchChange: (next: ListSearch) => void
  label: string
  onOpen?: (row: Row) => void
  /** Only passed when the user may edit / create. */
  onEdit?: (row: Row) => void
  /** Editing in place (F2): only passed when the user may edit the entity. */
  cellEditing?: CellEditing
  onCreate?: () => void
  canExport?: boolean
  bulkActions?: BulkAction[]
  /** Always-applied filters, outside the URL and the filter chips (a screen showing one slice of a list). */
  fixedFilters?: Record<string, string>
  /** Fields the row actions read besides the visible columns (where a row opens, what it links to). */
  rowFields?: readonly string[]
}

const NO_META: GridMeta = {
  total: undefined,
  estimated: false,
  counting: false,
  updatedAt: 0,
  fetching: true,
  error: false,
}

/**
 * The one list component: a WAI-ARIA grid over the whole server list. The row count is the server's
 * total, so the scrollbar spans the whole list; rows load in blocks as they scroll into view. Focus stays
 * on the grid (aria-activedescendant), so it survives virtualisation, block loading and refetches.
 * Toolbar, filters and columns state live here; the scrolling grid is its own component (GridView).
 */
export function DataTable(p: DataTableProps) {
  const { entity, columns, search, onSearchChange } = p
  const online = useOnline()
  useWarmForOffline(preloadTablePopups)
  const searchRef = useRef<HTMLInputElement>(null)
  const fixedKey = JSON.stringify(p.fixedFilters ?? {})
  const view = useMemo(
    () => listViewOf(entity, search, JSON.parse(fixedKey) as Record<string, string>),
    [entity, search, fixedKey],
  )
  const viewKey = JSON.stringify(listParamsToQuery(view))
  const defaults = useMemo(() => defaultColumns(columns), [columns])
  const layout = useMemo(() => columnLayout(columns, search.cols), [columns, search.cols])
  const model = useColumnModel({
    list: entity.name,
    columns,
    sort: view.sort,
    layout,
    onSortChange: (sort: SortSpec[]) => onSearchChange({ ...search, sort: sortParam(entity, sort) }),
    onLayoutChange: (l: ColumnLayout) => onSearchChange({ ...search, cols: colsFromLayout(l, defaults) }),
  })
  const colsKey = model.visible.map((v) => `${v.def.field}:${v.width}`).join()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by field+width so rows keep a stable prop
  const cols = useMemo(() => model.visible.map(({ def, width }) => ({ def, width })), [colsKey])
  // The same fields a list's prefetch asks for (list-head-prefetch.ts): one function for both.
  const fieldsKey = visibleRowFields(entity, columns, layout, p.rowFields).join()
  // One array per distinct list: the block queries' options follow its identity.
  const fields = useMemo(() => fieldsKey.split(','), [fieldsKey])

  // Selection belongs to one view: a new sort or filter clears it.
  const [sel, setSel] = useState({ viewKey, selection: EMPTY_SELECTION })
  if (sel.viewKey !== viewKey) setSel({ viewKey, selection: EMPTY_SELECTION })
  const setSelection = useCallback((selection: Selection) => setSel((s) => ({ ...s, selection })), [])
  const clearSelection = useCallback(() => setSelection(EMPTY_SELECTION), [setSelection])
  const [peek, setPeek] = useState<Row>()
  // A row holds only the list's columns: the peek shows the whole record once read, the row until then.
  const peeked = useQuery({ ...recordQuery(entity.name, peek?.id ?? 0), enabled: !!peek })
  const [meta, setMeta] = useState(NO_META)
  const refetch = useRef<() => void>(() => {})
  const onMeta = useCallback((m: GridMeta, again: () => void) => {
    refetch.current = again
    setMeta(m)
  }, [])
  const onLeave = useCallback(() => searchRef.current?.focus(), [])
  const cols0 = search.cols
  const onClearFilters = useCallback(() => onSearchChange({ cols: cols0 }), [onSearchChange, cols0])

  if (meta.error && meta.total === undefined) return <TableError onRetry={() => refetch.current()} />
  const total = meta.total ?? 0
  return (
    <div className="data-table">
      <TableToolbar
        entity={entity}
        model={model}
        columns={columns}
        search={search}
        view={view}
        onSearchChange={onSearchChange}
        searchRef={searchRef}
        selection={sel.selection}
        total={total}
        totalEstimated={meta.estimated}
        onClearSelection={clearSelection}
        canExport={p.canExport}
        bulkActions={p.bulkActions}
        onCreate={p.onCreate}
      />
      <GridView
        entity={entity.name}
        view={view}
        viewKey={viewKey}
        fields={fields}
        label={p.label}
        model={model}
        cols={cols}
        selection={sel.selection}
        setSelection={setSelection}
        onOpen={p.onOpen}
        onEdit={p.onEdit}
        cellEditing={p.cellEditing}
        onCreate={online ? p.onCreate : undefined}
        onPeek={setPeek}
        // Space on a row opens the peek panel: its code loads once the grid has focus.
        onFocus={PeekPanel.preload}
        onLeave={onLeave}
        onClearFilters={onClearFilters}
        onMeta={onMeta}
      />
      <TableStatus
        loading={meta.total === undefined}
        count={total}
        estimated={meta.estimated}
        counting={meta.counting}
        sort={view.sort}
        columns={columns}
        updatedAt={meta.updatedAt}
        fetching={meta.fetching}
        error={meta.error}
        onRefresh={() => refetch.current()}
      />
      {peek && (
        <Suspense fallback={null}>
          <PeekPanel
            row={peeked.data?.id === peek.id ? peeked.data : peek}
            title={String(peek[entity.key] ?? '')}
            columns={columns}
            onClose={() => setPeek(undefined)}
          />
        </Suspense>
      )}
    </div>
  )
}

/** The `sort` URL parameter; the entity's default sort is left out so URLs stay short. */
function sortParam(entity: EntityDef, sort: SortSpec[]): string | undefined {
  const value = serializeSort(sort)
  return value && value !== serializeSort(entity.defaultSort) ? value : undefined
}
