import { describe, expect, it } from 'vitest'
import { moveFocus } from './grid-keys'

const size = { rows: 200_000, cols: 10, page: 20 }

describe('moveFocus', () => {
  it('moves by row with arrows and J/K, clamped', () => {
    expect(moveFocus('ArrowDown', false, { row: 0, col: 0 }, size)).toEqual({ row: 1, col: 0 })
    expect(moveFocus('j', false, { row: 5, col: 2 }, size)).toEqual({ row: 6, col: 2 })
    expect(moveFocus('k', false, { row: 0, col: 0 }, size)).toEqual({ row: 0, col: 0 })
  })
  it('jumps a page, to row start/end, and to the first/last row with Mod', () => {
    expect(moveFocus('PageDown', false, { row: 0, col: 0 }, size)).toEqual({ row: 20, col: 0 })
    expect(moveFocus('End', false, { row: 3, col: 0 }, size)).toEqual({ row: 3, col: 9 })
    expect(moveFocus('End', true, { row: 3, col: 4 }, size)).toEqual({ row: 199_999, col: 4 })
    expect(moveFocus('Home', true, { row: 999, col: 4 }, size)).toEqual({ row: 0, col: 4 })
  })
  it('ignores other keys', () => {
    expect(moveFocus('a', false, { row: 0, col: 0 }, size)).toBeUndefined()
  })
})
