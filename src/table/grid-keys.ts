/** Keyboard model of the grid (WAI-ARIA grid + keyboard.md "Tables"). Pure, so it is unit-tested. */
export interface CellPos {
  /** -1 is the header row (sorting, resizing); 0.. are data rows. */
  row: number
  col: number
}

export interface GridSize {
  rows: number
  cols: number
  page: number
}

/** Where a navigation key moves the focused cell, or undefined when the key is not a move. */
export function moveFocus(key: string, mod: boolean, pos: CellPos, size: GridSize): CellPos | undefined {
  const clampRow = (r: number) => Math.max(-1, Math.min(size.rows - 1, r))
  const clampCol = (c: number) => Math.max(0, Math.min(size.cols - 1, c))
  switch (key) {
    case 'ArrowDown':
    case 'j':
    case 'J':
      return { ...pos, row: clampRow(pos.row + 1) }
    case 'ArrowUp':
    case 'k':
    case 'K':
      return { ...pos, row: clampRow(pos.row - 1) }
    case 'ArrowRight':
      return { ...pos, col: clampCol(pos.col + 1) }
    case 'ArrowLeft':
      return { ...pos, col: clampCol(pos.col - 1) }
    case 'PageDown':
      return { ...pos, row: clampRow(Math.max(0, pos.row) + size.page) }
    case 'PageUp':
      return { ...pos, row: Math.max(0, clampRow(pos.row - size.page)) }
    case 'Home':
      return mod ? { row: Math.min(0, size.rows - 1), col: pos.col } : { ...pos, col: 0 }
    case 'End':
      return mod ? { row: clampRow(size.rows - 1), col: pos.col } : { ...pos, col: clampCol(size.cols - 1) }
    default:
      return undefined
  }
}

export type GridCommand =
  | 'open'
  | 'peek'
  | 'toggleSelect'
  | 'selectAll'
  | 'escape'
  | 'edit'
  | 'editCell'
  | 'create'
  | 'copy'
  | 'sort'
  | 'multiSort'
  | 'widen'
  | 'narrow'

export interface KeyInput {
  key: string
  mod: boolean
  shift: boolean
  alt: boolean
}

/** The action a non-moving key asks for. On the header row, Enter sorts and Alt+arrows resize. */
export function gridCommand(k: KeyInput, onHeader: boolean): GridCommand | undefined {
  const key = k.key.length === 1 ? k.key.toLowerCase() : k.key
  if (onHeader) {
    if (key === 'Enter' || key === ' ') return k.shift ? 'multiSort' : 'sort'
    if (k.alt && key === 'ArrowRight') return 'widen'
    if (k.alt && key === 'ArrowLeft') return 'narrow'
    return key === 'Escape' ? 'escape' : undefined
  }
  if (k.mod) {
    if (key === 'a') return 'selectAll'
    if (key === 'c') return 'copy'
    return undefined
  }
  if (k.alt) return undefined
  switch (key) {
    // Enter keeps opening the record (keyboard.md); F2 edits the focused cell in place, as in a spreadsheet.
    case 'F2':
      return 'editCell'
    case 'Enter':
    case 'o':
      return 'open'
    case ' ':
      return 'peek'
    case 'x':
      return 'toggleSelect'
    case 'Escape':
      return 'escape'
    case 'e':
      return 'edit'
    case 'c':
      return 'create'
    default:
      return undefined
  }
}
