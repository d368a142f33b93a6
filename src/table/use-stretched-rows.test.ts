import { afterEach, describe, expect, it, vi } from 'vitest'
import { ROW_HEIGHT } from './use-grid-keyboard'
import { rowsToDraw, TOP } from './stretch'
import { firstRowsDrawn, rowsDrawn } from './use-stretched-rows'

afterEach(() => vi.unstubAllGlobals())

describe('firstRowsDrawn', () => {
  it('is the range a long grid first reports, so that report changes nothing', () => {
    for (const height of [640, 823, 1080]) {
      vi.stubGlobal('screen', { height, width: 1366 })
      const first = rowsToDraw(
        TOP.model,
        { rows: 200_000, rowHeight: ROW_HEIGHT, limit: 33_554_400, viewport: height, head: 37 },
        4,
      )
      expect(firstRowsDrawn(ROW_HEIGHT)).toEqual(first)
      expect(first.first).toBe(0)
      expect((first.last + 1) * ROW_HEIGHT).toBeGreaterThanOrEqual(height - 37)
    }
  })
})

describe('rowsDrawn', () => {
  const g = { rows: 200_000, rowHeight: ROW_HEIGHT, limit: 33_554_400, head: 40 }

  it('draws the rows drawn before the grid was measured when the grid is shorter than the screen', () => {
    vi.stubGlobal('screen', { height: 823, width: 412 })
    expect(rowsDrawn(0, { ...g, viewport: 520 })).toEqual(firstRowsDrawn(ROW_HEIGHT))
  })

  it('draws for the grid itself when it is taller than the screen (a zoomed-out page)', () => {
    vi.stubGlobal('screen', { height: 823, width: 412 })
    const drawn = rowsDrawn(0, { ...g, viewport: 1600 })
    expect((drawn.last + 1) * ROW_HEIGHT).toBeGreaterThanOrEqual(1600 - 40)
  })
})
