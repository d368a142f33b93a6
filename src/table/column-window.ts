import { useEffect, useRef, useState, type RefObject } from 'react'

export interface ColumnWindow {
  first: number
  last: number
  /** The width of the columns before `first`: the space the row leaves before its first drawn cell. */
  lead: number
}

/**
 * The columns a row draws: those within a screen's width (`span`) either side of what the grid's horizontal
 * scroll shows, and the focused one. On a phone a list shows two or three of its columns; drawing the other
 * nine made the first rows' render and layout three times the work (issue 31). On a desktop it is every
 * column. Pure.
 */
export function columnWindow(
  widths: readonly number[],
  scrollLeft: number,
  span: number,
  focusCol: number,
): ColumnWindow {
  const from = scrollLeft - span
  const to = scrollLeft + 2 * span
  let first = -1
  let last = -1
  let left = 0
  widths.forEach((w, i) => {
    if (left + w > from && left < to) {
      if (first < 0) first = i
      last = i
    }
    left += w
  })
  if (first < 0) first = last = Math.max(0, widths.length - 1)
  if (focusCol >= 0 && focusCol < widths.length) {
    first = Math.min(first, focusCol)
    last = Math.max(last, focusCol)
  }
  const lead = widths.slice(0, first).reduce((sum, w) => sum + w, 0)
  return { first, last, lead }
}

const sameWindow = (a: ColumnWindow, b: ColumnWindow) =>
  a.first === b.first && a.last === b.last && a.lead === b.lead

/**
 * The column window of a grid, following its horizontal scroll and the window's width (the screen's width
 * stands for the grid's: known before anything is laid out, and never narrower). Renders only when the window
 * changes.
 */
export function useColumnWindow(
  scrollRef: RefObject<HTMLElement | null>,
  widths: readonly number[],
  focusCol: number,
): ColumnWindow {
  const [view, setView] = useState(() => ({ left: 0, span: window.innerWidth }))
  const shown = useRef(view)
  useEffect(() => {
    const el = scrollRef.current
    if (!el) return
    // Every vertical scroll frame comes here too: it reads two numbers and renders nothing.
    const read = () => {
      const next = { left: el.scrollLeft, span: window.innerWidth }
      const { left, span } = shown.current
      if (sameWindow(columnWindow(widths, left, span, -1), columnWindow(widths, next.left, next.span, -1)))
        return
      shown.current = next
      setView(next)
    }
    el.addEventListener('scroll', read, { passive: true })
    window.addEventListener('resize', read)
    return () => {
      el.removeEventListener('scroll', read)
      window.removeEventListener('resize', read)
    }
  }, [scrollRef, widths])
  return columnWindow(widths, view.left, view.span, focusCol)
}
