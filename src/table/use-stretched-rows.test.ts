import { afterEach, describe, expect, it, vi } from 'vitest'
import { ROW_HEIGHT } from './use-grid-keyboard'
import { rowsToDraw, TOP } from './stretch'
import { firstRowsDrawn } from './use-stretched-rows'

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
