import { describe, expect, it } from 'vitest'
import { EMPTY_SELECTION, extend, isEmpty, isSelected, selectAll, selectedCount, toggle } from './selection'

describe('selection', () => {
  it('toggles one row on and off', () => {
    const one = toggle(EMPTY_SELECTION, 7)
    expect(isSelected(one, 7)).toBe(true)
    expect(isEmpty(toggle(one, 7))).toBe(true)
  })
  it('extends over the rows passed, keeping the same object when nothing changes', () => {
    const s = extend(toggle(EMPTY_SELECTION, 1), [1, 2, 3])
    expect([...s.ids]).toEqual([1, 2, 3])
    expect(extend(s, [2, 3])).toBe(s)
  })
  it('selects all matching rows, counted by the total', () => {
    const all = selectAll()
    expect(isSelected(all, 123)).toBe(true)
    expect(selectedCount(all, 200_000)).toBe(200_000)
    expect(selectedCount(toggle(EMPTY_SELECTION, 1), 200_000)).toBe(1)
  })
})
