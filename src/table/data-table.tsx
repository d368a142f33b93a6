import './table.css'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { EntityDef, SortSpec } from '@/domain/entity'
import { listParamsToQuery } from '@/domain/list-params'
import type { Row } from '@/api/list-queries'
import { showToast } from '@/ui/toast-store'
import type { ColumnDef } from './column'
import type { CellPos } from './grid-keys'
import { colsFromLayout, layoutFromCols, viewFromSearch, type ColumnLayout, type ListSearch } from './list-search'
import { EMPTY_SELECTION, isSelected, type Selection } from './selection'
import { TableHeader } from './table-header'
import { TableRow } from './table-rows'
import { TableStatus, TableEmpty, TableError } from './table-states'
import { TableToolbar, type BulkAction } from './table-toolbar'
import { PeekPanel } from './peek-panel'
import { useBlockRows, useFetchRange } from './use-block-rows'
import { useColumnModel } from './use-column-model'
import { gridKeyDown, ROW_HEIGHT } from './use-grid-keyboard'
import { copyText, scrollCellIntoView } from './dom'

export interface DataTableProps {
  entity: EntityDef
  columns: ColumnDef[]
  search: ListSearch
  onSearchChange: (next: ListSearch) => void
  label: string
  onOpen?: (row: Row) => void
  /** Only passed when the user may edit / create. */
  onEdit?: (row: Row) => void
  onCreate?: () => void
  canExport?: boolean
  bulkActions?: BulkAction[]
}

/**
 * The one list component: a WAI-ARIA grid over the whole server list. The row count is the server's
 * total, so the scrollbar spans the whole list; rows load in blocks as they scroll into view. Focus stays
 * on the grid (aria-activedescendant), so it survives virtualisation, block loading and refetches.
 */
export function DataTable(p: DataTableProps) {
  const { entity, columns, search, onSearchChange } = p
  const id = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const view = useMemo(() => viewFromSearch(entity, search), [entity, search])
  const viewKey = JSON.stringify(listParamsToQuery(view))
  const all = useMemo(() => columns.map((c) => c.field), [columns])
  const defaults = useMemo(() => columns.filter((c) => c.defaultVisible).map((c) => c.field), [columns])
  const layout = useMemo(() => layoutFromCols(all, defaults, search.cols), [all, defaults, search.cols])
  const model = useColumnModel({
    list: entity.name,
    columns,
    sort: view.sort,
    layout,
    onSortChange: (sort: SortSpec[]) => onSearchChange({ ...search, sort: serializeSortOrUndefined(entity, sort) }),
    onLayoutChange: (l: ColumnLayout) => onSearchChange({ ...search, cols: colsFromLayout(l, defaults) }),
  })
  const colsKey = model.visible.map((v) => `${v.def.field}:${v.width}`).join()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by field+width so rows keep a stable prop
  const cols = useMemo(() => model.visible.map(({ def, width }) => ({ def, width })), [colsKey])
  const width = cols.reduce((w, c) => w + c.width, 0)

  // Focus and selection belong to one view; a new sort or filter starts again at the top.
  const [state, setState] = useState({ viewKey, focus: { row: 0, col: 0 } as CellPos, selection: EMPTY_SELECTION })
  if (state.viewKey !== viewKey)
    setState({ viewKey, focus: { row: Math.min(state.focus.row, 0), col: state.focus.col }, selection: EMPTY_SELECTION })
  const { selection } = state
  const focus = { row: state.focus.row, col: Math.max(0, Math.min(state.focus.col, cols.length - 1)) }
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }, [viewKey])
  const setFocus = useCallback((f: CellPos) => setState((s) => ({ ...s, focus: f })), [])
  const setSelection = (sel: Selection) => setState((s) => ({ ...s, selection: sel }))
  const [peek, setPeek] = useState<Row>()

  const [visibleRange, setVisibleRange] = useState({ first: 0, last: 30 })
  const { fetchRange, settleAt } = useFetchRange(visibleRange)
  const rows = useBlockRows(entity.name, view, visibleRange, fetchRange)
  const count = rows.total ?? 0

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    onChange: (v) => {
      const items = v.getVirtualItems()
      const first = items[0]?.index ?? 0
      const last = items.at(-1)?.index ?? 0
      setVisibleRange((r) => (r.first === first && r.last === last ? r : { first, last }))
    },
  })

  const cellId = useCallback((row: number, col: number) => `${id}-r${row}-c${col}`, [id])
  const headId = useCallback((col: number) => `${id}-h${col}`, [id])
  const moveTo = (pos: CellPos) => {
    setFocus(pos)
    if (pos.row >= 0) {
      settleAt(pos.row)
      virtualizer.scrollToIndex(pos.row, { align: 'auto' })
    }
    scrollCellIntoView(scrollRef.current, cols, pos.col)
  }
  const rowAtRef = useRef(rows.rowAt)
  rowAtRef.current = rows.rowAt
  const onOpenRef = useRef(p.onOpen)
  onOpenRef.current = p.onOpen
  const pick = useCallback((row: number, col: number) => setFocus({ row, col }), [setFocus])
  const open = useCallback((index: number) => {
    const row = rowAtRef.current(index)
    if (row) onOpenRef.current?.(row)
  }, [])

  const onKeyDown = gridKeyDown({
    focus,
    count,
    model,
    rowAt: rows.rowAt,
    selection,
    setSelection,
    moveTo,
    pageRows: () => Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 2),
    onOpen: p.onOpen,
    onPeek: setPeek,
    onEdit: p.onEdit,
    onCreate: p.onCreate,
    onCopy: (text) =>
      void copyText(text).then(() => showToast({ tone: 'success', message: 'copied', translate: true })),
    onLeave: () => searchRef.current?.focus(),
  })

  const loading = rows.total === undefined
  if (rows.error && loading) return <TableError onRetry={rows.refetch} />
  const activeId = loading || !count ? undefined : focus.row < 0 ? headId(focus.col) : cellId(focus.row, focus.col)
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
        selection={selection}
        total={count}
        onClearSelection={() => setSelection(EMPTY_SELECTION)}
        canExport={p.canExport}
        bulkActions={p.bulkActions}
        onCreate={p.onCreate}
      />
      <div
        ref={scrollRef}
        className="table-scroll"
        role="grid"
        aria-label={p.label}
        aria-rowcount={loading ? -1 : count + 1}
        aria-colcount={cols.length}
        aria-multiselectable
        aria-busy={loading || undefined}
        tabIndex={0}
        aria-activedescendant={activeId}
        onKeyDown={onKeyDown}
      >
        <TableHeader
          model={model}
          width={width}
          focusCol={focus.row < 0 ? focus.col : -1}
          cellId={headId}
          onPick={(col) => setFocus({ row: -1, col })}
        />
        {!loading && count === 0 ? (
          <TableEmpty onClearFilters={() => onSearchChange({ cols: search.cols })} />
        ) : (
          <div role="rowgroup" className="table-body" style={{ height: (loading ? 20 : count) * ROW_HEIGHT, width }}>
            {(loading ? skeletonItems(20) : virtualizer.getVirtualItems()).map((v) => {
              const row = loading ? undefined : rows.rowAt(v.index)
              return (
                <TableRow
                  key={v.index}
                  index={v.index}
                  start={v.start}
                  width={width}
                  row={row}
                  cols={cols}
                  focusCol={v.index === focus.row ? focus.col : -1}
                  selected={!!row && isSelected(selection, row.id)}
                  cellId={cellId}
                  onPick={pick}
                  onOpen={open}
                />
              )
            })}
          </div>
        )}
      </div>
      <TableStatus
        loading={loading}
        count={count}
        sort={view.sort}
        columns={columns}
        updatedAt={rows.updatedAt}
        fetching={rows.fetching}
        error={!!rows.error}
        onRefresh={rows.refetch}
      />
      <PeekPanel row={peek} title={peek ? String(peek[entity.key] ?? '') : ''} columns={columns} onClose={() => setPeek(undefined)} />
    </div>
  )
}

function serializeSortOrUndefined(entity: EntityDef, sort: SortSpec[]): string | undefined {
  const same =
    sort.length === entity.defaultSort.length &&
    sort.every((s, i) => s.field === entity.defaultSort[i]?.field && s.desc === entity.defaultSort[i]?.desc)
  return same ? undefined : sort.map((s) => `${s.field}:${s.desc ? 'desc' : 'asc'}`).join(',')
}

const skeletonItems = (n: number) => Array.from({ length: n }, (_, index) => ({ index, start: index * ROW_HEIGHT }))
