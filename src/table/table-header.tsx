import { memo } from 'react'
import type { Header } from '@tanstack/react-table'
import type { Row } from '@/api/list-queries'
import type { ColumnModel, Features } from './use-column-model'

interface TableHeaderProps {
  model: ColumnModel
  width: number
  /** Focused header cell, or -1 when focus is in the body. */
  focusCol: number
  cellId: (col: number) => string
  onPick: (col: number) => void
}

/** The sticky header row: sort buttons (Shift+click for multi-sort) and resize handles. */
export const TableHeader = memo(function TableHeader({
  model,
  width,
  focusCol,
  cellId,
  onPick,
}: TableHeaderProps) {
  const headers = model.table.getHeaderGroups()[0]?.headers ?? []
  return (
    <div role="rowgroup" className="table-head" style={{ width }}>
      <div role="row" aria-rowindex={1} className="table-row">
        {headers.map((h, ci) => (
          <HeaderCell
            key={h.id}
            header={h}
            id={cellId(ci)}
            index={ci}
            focused={focusCol === ci}
            align={model.visible[ci]?.def.align}
            multiSort={(model.table.state.sorting?.length ?? 0) > 1}
            onPick={() => onPick(ci)}
          />
        ))}
      </div>
    </div>
  )
})

function HeaderCell({
  header,
  id,
  index: colIndex,
  focused,
  align,
  multiSort,
  onPick,
}: {
  header: Header<Features, Row, unknown>
  id: string
  index: number
  focused: boolean
  align?: 'start' | 'end'
  multiSort: boolean
  onPick: () => void
}) {
  const col = header.column
  const dir = col.getIsSorted()
  const index = col.getSortIndex()
  const multi = multiSort && index >= 0
  return (
    <div
      id={id}
      role="columnheader"
      aria-colindex={colIndex + 1}
      className="table-cell head-cell"
      style={{ width: header.getSize() }}
      aria-sort={
        dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : col.getCanSort() ? 'none' : undefined
      }
      data-align={align}
      data-focused={focused || undefined}
      onMouseDown={onPick}
    >
      {col.getCanSort() ? (
        <button type="button" tabIndex={-1} className="sort-button" onClick={col.getToggleSortingHandler()}>
          {String(col.columnDef.header)}
          {dir && (
            <span aria-hidden="true" className="sort-mark">
              {dir === 'desc' ? '↓' : '↑'}
              {multi ? index + 1 : ''}
            </span>
          )}
        </button>
      ) : (
        String(col.columnDef.header)
      )}
      <div
        aria-hidden="true"
        className="resize-handle"
        data-resizing={col.getIsResizing() || undefined}
        onMouseDown={(e) => {
          e.stopPropagation()
          header.getResizeHandler()(e)
        }}
        onTouchStart={header.getResizeHandler()}
        onDoubleClick={() => col.resetSize()}
      />
    </div>
  )
}
