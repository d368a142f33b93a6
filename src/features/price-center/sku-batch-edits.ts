import { BATCH_FIELDS, emptyRow, type BatchRow } from './sku-batch-rows'

/** The grid a batch starts from, and returns to when every row has left it: one empty row. */
export const INITIAL_ROWS: BatchRow[] = [emptyRow()]

/** The grid with one cell's text replaced. */
export const withCell = (rows: readonly BatchRow[], k: number, c: number, value: string): BatchRow[] =>
  rows.map((r, i) => (i === k ? r.map((v, j) => (j === c ? value : v)) : r))

/** The grid with an empty row inserted after row `after`. */
export const withRowAfter = (rows: readonly BatchRow[], after: number): BatchRow[] => [
  ...rows.slice(0, after + 1),
  emptyRow(),
  ...rows.slice(after + 1),
]

/** The grid without row `k`; removing the only row leaves an empty one. */
export const withoutRow = (rows: readonly BatchRow[], k: number): BatchRow[] =>
  rows.length > 1 ? rows.filter((_, i) => i !== k) : [emptyRow()]

/** Pasting into a cell fills the grid from that cell, as a spreadsheet does (adding rows, never columns). */
export function pastedAt(
  rows: readonly BatchRow[],
  cells: readonly (readonly string[])[],
  at: { row: number; col: number },
): BatchRow[] {
  const next = rows.map((r) => [...r])
  cells.forEach((line, i) => {
    const k = at.row + i
    while (next.length <= k) next.push(emptyRow())
    line.forEach((v, j) => {
      if (at.col + j < BATCH_FIELDS.length) next[k]![at.col + j] = v
    })
  })
  return next
}

/** Pasted rows replace the grid's trailing empty rows and are appended. */
export function pastedAtEnd(rows: readonly BatchRow[], pasted: readonly BatchRow[]): BatchRow[] {
  let end = rows.length
  while (end > 0 && rows[end - 1]!.every((v) => !v.trim())) end--
  return [...rows.slice(0, end), ...pasted]
}
