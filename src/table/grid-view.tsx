import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ListView, Row } from '@/api/list-queries'
import { showToast } from '@/ui/toast-store'
import type { CellEditing } from './cell-edit'
import { copyText, scrollCellIntoView } from './dom'
import type { CellPos } from './grid-keys'
import { isSelected, type Selection } from './selection'
import { TableHeader } from './table-header'
import { SkeletonRow, TableRow, type RowColumn } from './table-rows'
import { TableEmpty } from './table-states'
import { useColumnWindow } from './column-window'
import { maxElementHeight } from './max-element-height'
import { needsStretch, OWN_PLACEMENT_ROWS } from './stretch'
import { useBlockRows, useFetchRange, type RowRange } from './use-block-rows'
import { useCellEditor } from './use-cell-editor'
import type { ColumnModel } from './use-column-model'
import { useEndKey } from './use-end-key'
import { gridKeyDown, ROW_HEIGHT } from './use-grid-keyboard'
import { useGridMeta, type GridMeta } from './use-grid-meta'
import { useGridVirtualizer } from './use-grid-virtualizer'
import { firstRowsDrawn, useStretchedRows } from './use-stretched-rows'

export type { GridMeta } from './use-grid-meta'

interface GridViewProps {
  entity: string
  view: ListView
  viewKey: string
  /** The fields the rows are read with (visible columns, key, row actions'). */
  fields: readonly string[]
  label: string
  model: ColumnModel
  cols: readonly RowColumn[]
  selection: Selection
  setSelection: (s: Selection) => void
  onOpen?: (row: Row) => void
  onEdit?: (row: Row) => void
  /** Editing in place: the columns that can be edited and their editor (only where the user may edit). */
  cellEditing?: CellEditing
  onCreate?: () => void
  onPeek: (row: Row) => void
  /** The grid took focus (the peek panel's code is fetched then). */
  onFocus?: () => void
  onLeave: () => void
  onClearFilters: () => void
  onMeta: (meta: GridMeta, refetch: () => void) => void
}

/**
 * The scrolling grid. It owns what changes on every frame or key press (visible range, focus), so that
 * scrolling and moving focus re-render only this part and the rows whose content changed.
 */
export const GridView = memo(function GridView(p: GridViewProps) {
  const { cols, viewKey } = p
  const { t } = useLingui()
  const id = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const widths = useMemo(() => cols.map((c) => c.width), [cols])
  const width = widths.reduce((w, c) => w + c, 0)

  // Focus belongs to one view: a new sort or filter starts again at the top (or stays on the header).
  const [state, setState] = useState({ viewKey, focus: { row: 0, col: 0 } as CellPos })
  if (state.viewKey !== viewKey)
    setState({ viewKey, focus: { row: Math.min(state.focus.row, 0), col: state.focus.col } })
  const setFocus = useCallback((f: CellPos) => setState((s) => ({ ...s, focus: f })), [])
  // Only on a real view change: effects also re-run when a kept-alive tab is shown again, and that must keep
  // the user's scroll position.
  const scrolledForView = useRef(viewKey)
  useEffect(() => {
    if (scrolledForView.current === viewKey) return
    scrolledForView.current = viewKey
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }, [viewKey])

  const [visibleRange, setVisibleRange] = useState(() => firstRowsDrawn(ROW_HEIGHT))
  const { fetchRange, settleAt } = useFetchRange(visibleRange)
  const rows = useBlockRows(p.entity, p.view, p.fields, visibleRange, fetchRange)
  const loading = rows.total === undefined
  const count = rows.total ?? 0
  // A count that shrinks under the focus (an estimate made exact) leaves it on the new last row.
  const focus = {
    row: loading || !count ? state.focus.row : Math.min(state.focus.row, count - 1),
    col: Math.max(0, Math.min(state.focus.col, cols.length - 1)),
  }
  // Past the tallest element the browser lays out, the scroll range maps onto the rows (stretch.ts); the
  // limit is measured once (at mount, max-element-height.ts), and only matters for a list that could reach it.
  const limit = count * ROW_HEIGHT > 1_000_000 ? maxElementHeight() : Infinity
  // Long lists are placed by the grid's own scroll (use-stretched-rows.ts), O(1) per render: the virtual
  // list measures every row whenever the count changes, 36 ms at 200,000 rows on a cold start (issue 31).
  // Within the browser's tallest element its mapping is 1:1; past it, it stretches.
  const stretched = !loading && (count > OWN_PLACEMENT_ROWS || needsStretch(count, ROW_HEIGHT, limit))
  const onRange = useCallback(
    ({ first, last }: RowRange) =>
      setVisibleRange((r) => (r.first === first && r.last === last ? r : { first, last })),
    [],
  )
  const stretch = useStretchedRows({
    enabled: stretched,
    rows: count,
    rowHeight: ROW_HEIGHT,
    limit,
    scrollRef,
    bodyRef,
    onRange,
    resetKey: viewKey,
  })

  const meta: GridMeta = {
    total: rows.total,
    estimated: rows.estimated,
    counting: rows.counting,
    updatedAt: rows.updatedAt,
    fetching: rows.fetching,
    error: !!rows.error,
  }
  useGridMeta(meta, rows.refetch, p.onMeta)

  const { virtualizer, scrollToRow } = useGridVirtualizer({ count, stretched, scrollRef, onRange })

  const cellId = useCallback((row: number, col: number) => `${id}-r${row}-c${col}`, [id])
  const headId = useCallback((col: number) => `${id}-h${col}`, [id])
  const pickHeader = useCallback((col: number) => setFocus({ row: -1, col }), [setFocus])
  const pick = useCallback((row: number, col: number) => setFocus({ row, col }), [setFocus])
  const rowAtRef = useRef(rows.rowAt)
  const onOpenRef = useRef(p.onOpen)
  useEffect(() => {
    rowAtRef.current = rows.rowAt
    onOpenRef.current = p.onOpen
  })
  const open = useCallback((index: number) => {
    const row = rowAtRef.current(index)
    if (row) onOpenRef.current?.(row)
  }, [])

  const { editing, editable, said, editCell, closeEditor } = useCellEditor({
    viewKey,
    cols,
    cellEditing: p.cellEditing,
    rowAtRef,
    cellId,
  })

  const moveTo = (pos: CellPos) => {
    if (pos.row >= 0) rows.fetchRow(pos.row)
    setFocus(pos)
    if (pos.row >= 0 && stretched) {
      settleAt(pos.row)
      stretch.scrollToRow(pos.row)
    } else if (pos.row >= 0) {
      settleAt(pos.row)
      scrollToRow(pos.row)
    }
    // Before the next frame paints, not now: reading the scroll position here would force a layout of the
    // rows this key press just rendered, on top of the one that frame does anyway.
    requestAnimationFrame(() => scrollCellIntoView(scrollRef.current, cols, pos.col))
  }

  const onKeyDown = gridKeyDown({
    focus,
    count,
    model: p.model,
    rowAt: rows.rowAt,
    selection: p.selection,
    setSelection: p.setSelection,
    moveTo,
    pageRows: () => Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 2),
    onOpen: p.onOpen,
    onPeek: p.onPeek,
    onEdit: p.onEdit,
    onEditCell: p.cellEditing ? () => editCell(focus.row, focus.col) : undefined,
    onCreate: p.onCreate,
    onCopy: (text) =>
      void copyText(text).then(() => showToast({ tone: 'success', message: 'copied', translate: true })),
    onLeave: p.onLeave,
  })

  const takeEnd = useEndKey({
    viewKey,
    estimated: rows.estimated,
    countFailed: rows.countFailed,
    requestExact: rows.requestExact,
    goToLast: () => moveTo({ row: Math.max(0, count - 1), col: focus.col }),
  })
  const keyDown = (e: KeyboardEvent<HTMLElement>) => {
    // The editor's own keys (Enter saves, Esc cancels) are its own, even where they bubble up to here.
    if (editing) return
    if (!takeEnd(e)) onKeyDown(e)
  }

  // Rows are keyed by slot (index modulo the most rows ever rendered at once, so two never share one), not
  // by index: a jump then rewrites the rows on screen instead of removing them all and building new ones.
  const items = loading ? skeletonItems(20) : stretched ? stretch.items : virtualizer.getVirtualItems()
  const mostRows = useRef(0)
  mostRows.current = Math.max(mostRows.current, items.length)
  const slots = mostRows.current

  const colWindow = useColumnWindow(scrollRef, widths, focus.col)
  const focusField = cols[focus.col]?.def.field
  const focusEditable = !!focusField && !!editable?.has(focusField)
  const hintId = `${id}-edit-hint`
  const rowElements = items.map((v) => {
    if (loading) return <SkeletonRow key={v.index} index={v.index} start={v.start} width={width} />
    const row = rows.rowAt(v.index)
    return (
      <TableRow
        key={v.index % slots}
        index={v.index}
        start={v.start}
        width={width}
        row={row}
        cols={cols}
        colFirst={colWindow.first}
        colLast={colWindow.last}
        lead={colWindow.lead}
        focusCol={v.index === focus.row ? focus.col : -1}
        selected={!!row && isSelected(p.selection, row.id)}
        cellId={cellId}
        onPick={pick}
        onOpen={open}
        editableFocus={v.index === focus.row && focusEditable}
        editingCol={editing && v.index === focus.row && row?.id === editing.row.id ? focus.col : -1}
        editHint={hintId}
        onEditCell={editCell}
      />
    )
  })

  const activeId =
    loading || !count ? undefined : focus.row < 0 ? headId(focus.col) : cellId(focus.row, focus.col)
  return (
    <>
      <div
        ref={scrollRef}
        className="table-scroll"
        role="grid"
        aria-label={p.label}
        aria-rowcount={loading || rows.estimated ? -1 : count + 1}
        aria-colcount={cols.length}
        aria-multiselectable
        aria-busy={loading || undefined}
        tabIndex={0}
        aria-activedescendant={activeId}
        onKeyDown={keyDown}
        onFocus={p.onFocus}
      >
        <TableHeader
          model={p.model}
          width={width}
          focusCol={focus.row < 0 ? focus.col : -1}
          cellId={headId}
          onPick={pickHeader}
        />
        {!loading && count === 0 ? (
          <TableEmpty onClearFilters={p.onClearFilters} />
        ) : (
          <div
            ref={bodyRef}
            role="rowgroup"
            className="table-body"
            style={{ height: stretched ? stretch.bodyHeight : (loading ? 20 : count) * ROW_HEIGHT, width }}
          >
            {stretched ? (
              // Placed with `top` (layout precision) at the rows' anchor; the rows move within it.
              <div className="table-window" style={{ top: stretch.windowTop }}>
                {rowElements}
              </div>
            ) : (
              rowElements
            )}
          </div>
        )}
      </div>
      <span id={hintId} hidden>
        {t`F2 edits this cell.`}
      </span>
      <div role="status" className="visually-hidden">
        {said}
      </div>
      {editing &&
        p.cellEditing?.editor({
          row: editing.row,
          field: editing.field,
          anchor: editing.anchor,
          onClose: closeEditor,
        })}
    </>
  )
})

const skeletonItems = (n: number) =>
  Array.from({ length: n }, (_, index) => ({ index, start: index * ROW_HEIGHT }))
