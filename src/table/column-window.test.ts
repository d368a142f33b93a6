import { describe, expect, it } from 'vitest'
import { columnWindow } from './column-window'

// The orders list's columns.
const widths = [150, 160, 240, 100, 170, 170, 130, 90, 120, 160, 130, 140]

describe('the columns a row draws', () => {
  it('on a desktop, every column', () => {
    expect(columnWindow(widths, 0, 1366, 0)).toEqual({ first: 0, last: 11, lead: 0 })
  })

  it("on a phone, those within a screen's width either side of the view", () => {
    expect(columnWindow(widths, 0, 412, 0)).toEqual({ first: 0, last: 5, lead: 0 })
    // Scrolled to the end: 1,760 px of columns, 378 px shown.
    expect(columnWindow(widths, 1382, 412, -1)).toEqual({ first: 5, last: 11, lead: 820 })
  })

  it('and the focused column, wherever it is', () => {
    expect(columnWindow(widths, 0, 412, 11)).toEqual({ first: 0, last: 11, lead: 0 })
    expect(columnWindow(widths, 1382, 412, 0)).toEqual({ first: 0, last: 11, lead: 0 })
  })
})
