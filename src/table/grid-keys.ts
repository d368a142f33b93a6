/** Where a key moves the focused cell in a grid of `rows` × `cols` (WAI-ARIA grid + keyboard.md). Pure. */
export interface CellPos {
  row: number
  col: number
}

export function moveFocus(
  key: string,
  mod: boolean,
  pos: CellPos,
  size: { rows: number; cols: number; page: number },
): CellPos | undefined {
  const clampRow = (r: number) => Math.max(0, Math.min(size.rows - 1, r))
  const clampCol = (c: number) => Math.max(0, Math.min(size.cols - 1, c))
  switch (key) {
    case 'ArrowDown':
    case 'j':
      return { ...pos, row: clampRow(pos.row + 1) }
    case 'ArrowUp':
    case 'k':
      return { ...pos, row: clampRow(pos.row - 1) }
    case 'ArrowRight':
      return { ...pos, col: clampCol(pos.col + 1) }
    case 'ArrowLeft':
      return { ...pos, col: clampCol(pos.col - 1) }
    case 'PageDown':
      return { ...pos, row: clampRow(pos.row + size.page) }
    case 'PageUp':
      return { ...pos, row: clampRow(pos.row - size.page) }
    case 'Home':
      return mod ? { row: 0, col: pos.col } : { ...pos, col: 0 }
    case 'End':
      return mod ? { row: clampRow(size.rows - 1), col: pos.col } : { ...pos, col: clampCol(size.cols - 1) }
    default:
      return undefined
  }
}
