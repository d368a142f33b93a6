import { describe, expect, it } from 'vitest'
import { gridCommand, moveFocus } from './grid-keys'

const size = { rows: 200_000, cols: 10, page: 20 }
const key = (k: string, o: Partial<{ mod: boolean; shift: boolean; alt: boolean }> = {}) => ({
  key: k,
  mod: false,
  shift: false,
  alt: false,
  ...o,
})

describe('moveFocus', () => {
  it('moves by row with arrows and J/K, clamped; up from the first row reaches the header', () => {
    expect(moveFocus('ArrowDown', false, { row: 0, col: 0 }, size)).toEqual({ row: 1, col: 0 })
    expect(moveFocus('j', false, { row: 5, col: 2 }, size)).toEqual({ row: 6, col: 2 })
    expect(moveFocus('k', false, { row: 0, col: 0 }, size)).toEqual({ row: -1, col: 0 })
    expect(moveFocus('ArrowUp', false, { row: -1, col: 0 }, size)).toEqual({ row: -1, col: 0 })
    expect(moveFocus('ArrowDown', false, { row: 199_999, col: 0 }, size)).toEqual({ row: 199_999, col: 0 })
  })
  it('jumps a page, to row start/end, and to the first/last row with Mod', () => {
    expect(moveFocus('PageDown', false, { row: 0, col: 0 }, size)).toEqual({ row: 20, col: 0 })
    expect(moveFocus('PageUp', false, { row: 5, col: 0 }, size)).toEqual({ row: 0, col: 0 })
    expect(moveFocus('End', false, { row: 3, col: 0 }, size)).toEqual({ row: 3, col: 9 })
    expect(moveFocus('Home', false, { row: 3, col: 5 }, size)).toEqual({ row: 3, col: 0 })
    expect(moveFocus('End', true, { row: 3, col: 4 }, size)).toEqual({ row: 199_999, col: 4 })
    expect(moveFocus('Home', true, { row: 999, col: 4 }, size)).toEqual({ row: 0, col: 4 })
  })
  it('ignores other keys', () => {
    expect(moveFocus('a', false, { row: 0, col: 0 }, size)).toBeUndefined()
  })
})

describe('gridCommand', () => {
  it('maps the record keys on data rows', () => {
    expect(gridCommand(key('Enter'), false)).toBe('open')
    expect(gridCommand(key('O'), false)).toBe('open')
    expect(gridCommand(key(' '), false)).toBe('peek')
    expect(gridCommand(key('x'), false)).toBe('toggleSelect')
    expect(gridCommand(key('a', { mod: true }), false)).toBe('selectAll')
    expect(gridCommand(key('c', { mod: true }), false)).toBe('copy')
    expect(gridCommand(key('c'), false)).toBe('create')
    expect(gridCommand(key('e'), false)).toBe('edit')
    expect(gridCommand(key('Escape'), false)).toBe('escape')
    expect(gridCommand(key('t', { mod: true }), false)).toBeUndefined()
  })
  it('edits the focused cell with F2, while Enter keeps opening the record (issue 30)', () => {
    expect(gridCommand(key('F2'), false)).toBe('editCell')
    expect(gridCommand(key('F2', { mod: true }), false)).toBeUndefined()
    expect(gridCommand(key('F2'), true)).toBeUndefined()
    expect(gridCommand(key('Enter'), false)).toBe('open')
  })
  it('sorts and resizes on the header row', () => {
    expect(gridCommand(key('Enter'), true)).toBe('sort')
    expect(gridCommand(key('Enter', { shift: true }), true)).toBe('multiSort')
    expect(gridCommand(key('ArrowRight', { alt: true }), true)).toBe('widen')
    expect(gridCommand(key('x'), true)).toBeUndefined()
  })
})
