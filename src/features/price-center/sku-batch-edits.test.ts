import { describe, expect, it, vi } from 'vitest'
import { macroStub } from '@/shortcuts/test-support'

vi.mock('@lingui/core/macro', () => macroStub)
const { pastedAt, pastedAtEnd, withCell, withoutRow, withRowAfter } = await import('./sku-batch-edits')
const { BATCH_FIELDS, emptyRow } = await import('./sku-batch-rows')

const row = (...cells: string[]) => BATCH_FIELDS.map((_, c) => cells[c] ?? '')

describe('batch grid edits', () => {
  it('replaces one cell and leaves the other rows as they were', () => {
    const rows = [row('A'), row('B')]
    const next = withCell(rows, 1, 2, 'Office')
    expect(next).toEqual([row('A'), row('B', '', 'Office')])
    expect(next[0]).toBe(rows[0])
  })

  it('inserts an empty row after a row, and removing the only row leaves an empty one', () => {
    expect(withRowAfter([row('A'), row('B')], 0)).toEqual([row('A'), emptyRow(), row('B')])
    expect(withoutRow([row('A'), row('B')], 0)).toEqual([row('B')])
    expect(withoutRow([row('A')], 0)).toEqual([emptyRow()])
  })

  it('pastes into a cell as a spreadsheet does: rows are added, cells past the last column dropped', () => {
    const last = BATCH_FIELDS.length - 1
    const next = pastedAt([row('A')], [['x', 'y'], ['z']], { row: 0, col: last })
    expect(next).toHaveLength(2)
    expect(next[0]![last]).toBe('x')
    expect(next[0]![0]).toBe('A')
    expect(next[1]![last]).toBe('z')
    expect(next[1]!.filter(Boolean)).toEqual(['z'])
  })

  it('appends pasted rows in place of the trailing empty rows', () => {
    expect(pastedAtEnd([row('A'), emptyRow(), row(' ')], [row('P')])).toEqual([row('A'), row('P')])
    expect(pastedAtEnd([emptyRow()], [row('P')])).toEqual([row('P')])
  })
})
