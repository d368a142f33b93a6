import { describe, expect, it } from 'vitest'
import {
  anchorOf,
  at,
  bodyHeight,
  followScroll,
  maxModel,
  maxReal,
  modelAt,
  modelToShow,
  moveBy,
  needsStretch,
  realAt,
  rowsInView,
  rowsToDraw,
  TOP,
  windowTop,
  type StretchGeometry,
} from './stretch'

/** Ten million rows of 36 px in Chromium's measured limit, a 600 px viewport under a 37 px header. */
const g: StretchGeometry = { rows: 10_000_000, rowHeight: 36, head: 37, viewport: 600, limit: 32_000_000 }
const R = maxReal(g) // 31,999,437
const M = maxModel(g) // 360,000,037 - 600
/** The body offset a row is drawn at, as the grid places it (window top + offset within the window). */
const drawnAt = (row: number, p: { model: number; real: number }) => {
  const anchor = anchorOf(row)
  return windowTop(anchor, p, g) + (row - anchor) * g.rowHeight
}
/** Where a row shows in the viewport (0 = the viewport's top, the header covers 0..head). */
const onScreen = (row: number, p: { model: number; real: number }) => g.head + drawnAt(row, p) - p.real

describe('needsStretch', () => {
  it('only past the limit: 200,000 rows stay a plain list, 10,000,000 stretch', () => {
    expect(needsStretch(200_000, 36, 32_000_000)).toBe(false)
    expect(needsStretch(888_888, 36, 32_000_000)).toBe(false) // 31,999,968 px
    expect(needsStretch(888_889, 36, 32_000_000)).toBe(true)
    expect(needsStretch(10_000_000, 36, 32_000_000)).toBe(true)
    expect(needsStretch(10_000_000, 36, Infinity)).toBe(false)
  })

  it('a stretched body is as tall as the limit; a plain one as its rows', () => {
    expect(bodyHeight(g)).toBe(32_000_000)
    expect(bodyHeight({ ...g, rows: 1000 })).toBe(36_000)
  })
})

describe('position ↔ row', () => {
  it('maps the ends onto the ends, both ways', () => {
    expect(modelAt(0, g)).toBe(0)
    expect(modelAt(R, g)).toBe(M)
    expect(realAt(0, g)).toBe(0)
    expect(realAt(M, g)).toBe(R)
    expect(modelAt(-5, g)).toBe(0)
    expect(modelAt(R + 500, g)).toBe(M)
    expect(realAt(M + 10_000, g)).toBe(R)
  })

  it('maps the middle of the bar onto the middle row, both ways', () => {
    const model = modelAt(R / 2, g)
    expect(model).toBeCloseTo(M / 2, 3)
    expect(rowsInView(model, g).first).toBe(Math.floor(M / 2 / 36)) // 4,999,991: the rows around 5,000,000
    expect(Math.abs(realAt(model, g) - R / 2)).toBeLessThanOrEqual(0.5)
  })

  it('round-trips any bar position to within a pixel of the bar, and to the same row', () => {
    for (const real of [1, 12_345, 7_777_777, R - 1]) {
      const model = modelAt(real, g)
      expect(Math.abs(realAt(model, g) - real)).toBeLessThanOrEqual(0.5)
      expect(rowsInView(modelAt(realAt(model, g), g), g).first).toBeGreaterThanOrEqual(
        rowsInView(model, g).first - 1,
      )
    }
  })

  it('has nothing to map when nothing scrolls', () => {
    const small = { ...g, rows: 5, limit: 32_000_000 }
    expect(modelAt(100, small)).toBe(0)
    expect(realAt(100, small)).toBe(0)
  })
})

describe('rows in view', () => {
  it('at the top: row 0 first, as many as fit under the header', () => {
    expect(rowsInView(0, g)).toEqual({ first: 0, last: 15 }) // 563 px of rows: 15.6 rows
  })

  it('at the end: the true last row is the last row in view', () => {
    expect(rowsInView(M, g).last).toBe(9_999_999)
    expect(rowsToDraw(M, g, 4).last).toBe(9_999_999)
    expect(rowsToDraw(0, g, 4).first).toBe(0)
  })

  it('none for an empty list', () => {
    expect(rowsInView(0, { ...g, rows: 0 })).toEqual({ first: 0, last: -1 })
  })
})

describe('drawing', () => {
  it('puts the first row under the header at the top and the last row at the bottom edge', () => {
    expect(onScreen(0, TOP)).toBe(g.head)
    const end = at(M, g)
    expect(end.real).toBe(R)
    expect(onScreen(9_999_999, end) + g.rowHeight).toBe(g.viewport)
    // and inside the body the browser can lay out
    expect(drawnAt(9_999_999, end) + g.rowHeight).toBe(bodyHeight(g))
  })

  it('keeps the window near the bar and the rows within a few hundred thousand pixels of it', () => {
    const p = at(M / 2, g)
    const row = rowsInView(p.model, g).first
    const top = windowTop(anchorOf(row), p, g)
    expect(Math.abs(top - p.real)).toBeLessThan(1000 * 36 + g.viewport)
    expect((row - anchorOf(row)) * 36).toBeLessThan(1000 * 36)
  })
})

describe('followScroll', () => {
  it('maps a jump (a scrollbar drag) proportionally', () => {
    expect(followScroll(TOP, R / 2, g).model).toBeCloseTo(M / 2, 3)
    expect(followScroll(TOP, R, g)).toEqual({ model: M, real: R })
    expect(followScroll(at(M, g), 0, g)).toEqual(TOP)
  })

  it('moves a small scroll (touch, the bar arrows, a track click) 1:1: the rows on screen move by as much', () => {
    const mid = at(M / 2, g)
    const next = followScroll(mid, mid.real + 100, g)
    expect(next.model).toBe(mid.model + 100)
    const row = rowsInView(mid.model, g).first + 3
    expect(onScreen(row, next)).toBe(onScreen(row, mid) - 100)
    expect(followScroll(next, next.real - 100, g).model).toBe(mid.model)
  })

  it('ignores its own writes (no move) and shows the list end when a small scroll reaches a real edge', () => {
    const mid = at(M / 2, g)
    expect(followScroll(mid, mid.real, g)).toBe(mid)
    expect(followScroll(mid, mid.real + 0.4, g).model).toBe(mid.model)
    expect(followScroll({ model: 50_000, real: 40 }, 0, g)).toEqual(TOP)
    expect(followScroll({ model: M - 50_000, real: R - 40 }, R, g)).toEqual({ model: M, real: R })
  })
})

describe('moveBy and modelToShow (wheel and keys)', () => {
  it('moves the rows 1:1 and the bar in proportion, reaching both ends together', () => {
    const p = moveBy(TOP, 100, g)
    expect(p.model).toBe(100)
    expect(p.real).toBe(realAt(100, g))
    expect(moveBy(p, -1000, g)).toEqual(TOP)
    expect(moveBy(at(M - 50, g), 100, g)).toEqual({ model: M, real: R })
  })

  it('scrolls only as far as needed to show a row (arrows, pages), and to the true last row (Mod+End)', () => {
    const mid = at(M / 2, g)
    const first = Math.ceil(mid.model / 36)
    expect(modelToShow(first + 2, mid.model, g)).toBe(mid.model) // already in view
    expect(modelToShow(first - 1, mid.model, g)).toBe((first - 1) * 36) // one up: top aligned
    const below = first + 40
    const shown = modelToShow(below, mid.model, g)
    expect(onScreen(below, at(shown, g)) + 36).toBeCloseTo(g.viewport, 6) // bottom aligned
    expect(modelToShow(9_999_999, mid.model, g)).toBe(M)
    expect(modelToShow(0, mid.model, g)).toBe(0)
  })
})
