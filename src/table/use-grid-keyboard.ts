import type { KeyboardEvent } from 'react'
import type { Row } from '@/api/list-queries'
import { gridCommand, moveFocus, type CellPos, type GridCommand } from './grid-keys'
import { extend, isEmpty, selectAll, toggle, EMPTY_SELECTION, type Selection } from './selection'
import { MIN_WIDTH, type ColumnModel } from './use-column-model'

export const ROW_HEIGHT = 36

export interface GridKeyboard {
  focus: CellPos
  count: number
  model: ColumnModel
  rowAt: (index: number) => Row | undefined
  selection: Selection
  setSelection: (s: Selection) => void
  /** Moves focus and scrolls it into view (fetching the block at once: a keyboard jump is deliberate). */
  moveTo: (pos: CellPos) => void
  pageRows: () => number
  onOpen?: (row: Row) => void
  onPeek: (row: Row) => void
  onEdit?: (row: Row) => void
  /** F2: edit the focused cell in place (only where the screen offers editing in place). */
  onEditCell?: (row: Row, field: string) => void
  onCreate?: () => void
  onCopy: (text: string) => void
  /** Esc with nothing selected: leave the grid (to the search box). */
  onLeave: () => void
}

/** The grid's keydown handler: keyboard.md "Tables", one Tab stop, everything else inside. */
export function gridKeyDown(g: GridKeyboard) {
  return (e: KeyboardEvent<HTMLElement>) => {
    const mod = e.ctrlKey || e.metaKey
    const onHeader = g.focus.row < 0
    const cmd = gridCommand({ key: e.key, mod, shift: e.shiftKey, alt: e.altKey }, onHeader)
    if (cmd) {
      if (run(g, cmd)) e.preventDefault()
      return
    }
    if (e.altKey) return
    const next = moveFocus(e.key, mod, g.focus, {
      rows: g.count,
      cols: g.model.visible.length,
      page: g.pageRows(),
    })
    if (!next) return
    e.preventDefault()
    if (e.shiftKey && next.row !== g.focus.row && next.row >= 0) {
      const [a, b] = [Math.max(0, Math.min(g.focus.row, next.row)), Math.max(g.focus.row, next.row)]
      const ids: number[] = []
      for (let i = a; i <= b; i++) {
        const id = g.rowAt(i)?.id
        if (id !== undefined) ids.push(id)
      }
      g.setSelection(extend(g.selection, ids))
    }
    g.moveTo(next)
  }
}

/** Runs a command; false when it does not apply here (so the key keeps its default). */
function run(g: GridKeyboard, cmd: GridCommand): boolean {
  const row = g.rowAt(g.focus.row)
  const column = g.model.visible[g.focus.col]
  switch (cmd) {
    case 'sort':
    case 'multiSort':
      if (!column?.col.getCanSort()) return false
      column.col.toggleSorting(undefined, cmd === 'multiSort')
      return true
    case 'widen':
    case 'narrow': {
      if (!column) return false
      const size = Math.max(MIN_WIDTH, column.width + (cmd === 'widen' ? 16 : -16))
      g.model.table.setColumnSizing((s) => ({ ...s, [column.def.field]: size }))
      return true
    }
    case 'open':
      return !!(row && g.onOpen && (g.onOpen(row), true))
    case 'peek':
      return !!(row && (g.onPeek(row), true))
    case 'toggleSelect':
      return !!(row && (g.setSelection(toggle(g.selection, row.id)), true))
    case 'selectAll':
      g.setSelection(selectAll())
      return true
    case 'escape':
      if (isEmpty(g.selection)) g.onLeave()
      else g.setSelection(EMPTY_SELECTION)
      return true
    case 'edit':
      return !!(row && g.onEdit && (g.onEdit(row), true))
    case 'editCell':
      return !!(row && column && g.onEditCell && (g.onEditCell(row, column.def.field), true))
    case 'create':
      return !!(g.onCreate && (g.onCreate(), true))
    case 'copy':
      return !!(row && column && (g.onCopy(column.def.text(row)), true))
  }
}
