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
  /** The columns drawn (column-window.ts): the others are left out, their width kept before the first. */
  colFirst: number
  colLast: number
  lead: number
  /** Index of the focused cell in this row, or -1: only the rows whose focus changes re-render. */
  focusCol: number
  selected: boolean
  cellId: (row: number, col: number) => string
  onPick: (row: number, col: number) => void
  onOpen: (row: number) => void
  /** The focused cell's field can be edited in place: it shows an edit button and says F2 edits it. */
  editableFocus: boolean
  /** The column being edited in this row, or -1. */
  editingCol: number
  /** Id of the "F2 edits this cell" description. */
  editHint: string
  onEditCell: (row: number, col: number) => void
}

/** The column index of the cell an event happened in, or -1. */
function cellIndex(e: MouseEvent): number {
  const cell = (e.target as HTMLElement).closest('[role=gridcell]')
  return cell ? Number(cell.getAttribute('aria-colindex')) - 1 : -1
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
      {p.lead > 0 && <div className="cells-before" style={{ width: p.lead }} aria-hidden="true" />}
      {p.cols.slice(p.colFirst, p.colLast + 1).map(({ def, width }, i) => {
        const ci = p.colFirst + i
        const focused = p.focusCol === ci
        const editable = focused && p.editableFocus && !!p.row
        return (
          <div
            key={def.field}
            id={focused ? p.cellId(p.index, ci) : undefined}
            role="gridcell"
            aria-colindex={ci + 1}
            className="table-cell"
            data-focused={focused || undefined}
            data-editable={editable || undefined}
            data-editing={p.editingCol === ci || undefined}
            aria-describedby={editable ? p.editHint : undefined}
            data-align={def.align}
            style={{ width }}
          >
            {/* A column just shown is missing from rows read before it: a placeholder until its values arrive. */}
            {p.row && def.field in p.row ? (
              def.render(p.row, width)
            ) : (
              <span className="placeholder-bar" aria-label={t`Loading`} />
            )}
            {editable && (
              // For the mouse: keyboard users press F2 (the cell's description says so), so it takes no focus.
              <button
                type="button"
                className="cell-edit-button"
                tabIndex={-1}
                aria-hidden="true"
                title={t`Edit in place (F2)`}
                onMouseDown={(e) => e.preventDefault()}
                onDoubleClick={(e) => e.stopPropagation()}
                onClick={() => p.onEditCell(p.index, ci)}
              >
                <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            )}
          </div>
        )
      })}
    </div>
  )
})

/**
 * A row of a list whose first rows have not arrived: one bar, not one per column. Its 12 cells of bars were all
 * removed again in the commit that showed the first rows (a long task in Lighthouse's traces, issue 31).
 */
export const SkeletonRow = memo(function SkeletonRow(p: { index: number; start: number; width: number }) {
  const { t } = useLingui()
  return (
    <div
      role="row"
      aria-rowindex={p.index + 2}
      className="table-row body-row"
      data-placeholder
      style={{ transform: `translateY(${p.start}px)`, width: p.width }}
    >
      <div role="gridcell" aria-colindex={1} className="table-cell skeleton-cell">
        <span className="placeholder-bar" aria-label={t`Loading`} />
      </div>
    </div>
  )
})
