import { memo, type MouseEvent } from 'react'
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

/** The column index of the cell an event happened in, or -1. */
function cellIndex(e: MouseEvent): number {
  const cell = (e.target as HTMLElement).closest('[role=gridcell]')
  return cell?.parentElement ? Array.prototype.indexOf.call(cell.parentElement.children, cell) : -1
}

/**
 * One virtual row. Memoised: moving focus or loading a block re-renders only the rows that changed. A cell
 * carries as little as it can (no id unless focused, tooltip and handlers on the row): a jump renders ~40
 * rows at once, and every attribute is paid for in that frame.
 */
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
      onMouseDown={(e) => {
        const ci = cellIndex(e)
        if (ci >= 0) p.onPick(p.index, ci)
      }}
      onMouseOver={(e) => {
        // The full value as a tooltip (abbreviated amounts, cut-off text), built only for the cell pointed at.
        const ci = cellIndex(e)
        const def = p.cols[ci]?.def
        if (def && p.row)
          (e.target as HTMLElement).closest<HTMLElement>('[role=gridcell]')!.title = def.text(p.row)
      }}
    >
      {p.cols.map(({ def, width }, ci) => (
        <div
          key={def.field}
          id={p.focusCol === ci ? p.cellId(p.index, ci) : undefined}
          role="gridcell"
          className="table-cell"
          data-focused={p.focusCol === ci || undefined}
          data-align={def.align}
          style={{ width }}
        >
          {/* A column just shown is missing from rows read before it: a placeholder until its values arrive. */}
          {p.row && def.field in p.row ? (
            def.render(p.row, width)
          ) : (
            <span className="placeholder-bar" aria-label={t`Loading`} />
          )}
        </div>
      ))}
    </div>
  )
})
