import { memo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import type { ColumnDef } from './column'

export interface RowColumn {
  def: ColumnDef
  width: number
}

interface TableRowProps {
  index: number
  start: number
  width: number
  row: Row | undefined
  cols: readonly RowColumn[]
  /** Index of the focused cell in this row, or -1: only the rows whose focus changes re-render. */
  focusCol: number
  selected: boolean
  cellId: (row: number, col: number) => string
  onPick: (row: number, col: number) => void
  onOpen: (row: number) => void
}

/** One virtual row. Memoised: moving focus or loading a block re-renders only the rows that changed. */
export const TableRow = memo(function TableRow(p: TableRowProps) {
  const { t } = useLingui()
  return (
    <div
      role="row"
      aria-rowindex={p.index + 2}
      aria-selected={p.selected}
      className="table-row body-row"
      data-focused={p.focusCol >= 0 || undefined}
      data-selected={p.selected || undefined}
      data-placeholder={!p.row || undefined}
      style={{ transform: `translateY(${p.start}px)`, width: p.width }}
      onDoubleClick={() => p.onOpen(p.index)}
    >
      {p.cols.map(({ def, width }, ci) => (
        <div
          key={def.field}
          id={p.cellId(p.index, ci)}
          role="gridcell"
          className="table-cell"
          data-focused={p.focusCol === ci || undefined}
          data-align={def.align}
          style={{ width }}
          title={p.row ? def.text(p.row) : undefined}
          onMouseDown={() => p.onPick(p.index, ci)}
        >
          {p.row ? def.render(p.row, width) : <span className="placeholder-bar" aria-label={t`Loading`} />}
        </div>
      ))}
    </div>
  )
})
