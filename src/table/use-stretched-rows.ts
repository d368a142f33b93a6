import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import {
  anchorOf,
  at,
  followScroll,
  modelToShow,
  moveBy,
  needsStretch,
  rowsToDraw,
  TOP,
  windowTop,
  type ScrollPoint,
  type StretchGeometry,
} from './stretch'
import type { RowRange } from './use-block-rows'

const OVERSCAN = 4
/** The header's height until the grid is measured. */
const INITIAL_HEAD = 37

/** Until the grid is measured: the screen's height, so no row is missing. */
const unmeasured = () => ({ viewport: screen.height, head: INITIAL_HEAD })

/**
 * The rows a long grid draws first, before it is measured: the range a grid starts with, so that its first
 * report changes nothing (it re-rendered the whole grid inside the commit that first drew the rows, issue 31).
 */
export function firstRowsDrawn(rowHeight: number): RowRange {
  return rowsDrawn(TOP.model, { rows: Number.MAX_SAFE_INTEGER, rowHeight, limit: Infinity, ...unmeasured() })
}

/**
 * The rows drawn at a model position: enough for the screen's height at least. The grid is shorter than the
 * screen; drawn for its measured height, the rows drawn before it was measured were removed again, in a render
 * between the first rows' arrival and their paint (issue 31).
 */
export function rowsDrawn(model: number, g: StretchGeometry): RowRange {
  const room = Math.max(g.viewport - g.head, screen.height - INITIAL_HEAD)
  return rowsToDraw(model, { ...g, viewport: g.head + room }, OVERSCAN)
}
/** Pixels of a wheel "line" (Firefox, some mice). */
const LINE_PX = 36

/**
 * The rows of a long grid (stretch.ts): which rows to draw and where, following the element's scroll and,
 * past the browser's tallest element, turning wheel turns and keyboard moves into 1:1 row moves. Active only
 * when `enabled` (lists past OWN_PLACEMENT_ROWS); shorter lists use the plain virtual list. The rows drawn are
 * reported through `onRange`, in the same render as the move, as the virtual list's onChange does.
 */
export function useStretchedRows(opts: {
  enabled: boolean
  rows: number
  rowHeight: number
  limit: number
  scrollRef: RefObject<HTMLDivElement | null>
  bodyRef: RefObject<HTMLDivElement | null>
  onRange: (range: RowRange) => void
  /** A new view starts at the top. */
  resetKey: string
}) {
  const { enabled, rows, rowHeight, limit, scrollRef, bodyRef, onRange, resetKey } = opts
  // Until the observer's first report (after the frame's layout): the screen's height, so no row is missing.
  const [size, setSize] = useState(unmeasured)
  const [point, setPointState] = useState<ScrollPoint>(TOP)
  // Handlers read and write the point here at once; the state only renders it.
  const pointRef = useRef(point)
  const [seenKey, setSeenKey] = useState(resetKey)
  if (seenKey !== resetKey) {
    setSeenKey(resetKey)
    setPointState(TOP)
  }
  useLayoutEffect(() => {
    pointRef.current = point
  }, [point])
  const g: StretchGeometry = { rows, rowHeight, limit, viewport: size.viewport, head: size.head }
  const geometry = useRef(g)
  useLayoutEffect(() => {
    geometry.current = g
  })

  const onRangeRef = useRef(onRange)
  useLayoutEffect(() => {
    onRangeRef.current = onRange
  })
  const setPoint = useCallback((p: ScrollPoint) => {
    pointRef.current = p
    setPointState(p)
    onRangeRef.current(rowsDrawn(p.model, geometry.current))
  }, [])

  // The rows drawn change with the geometry too (size, row count, a new view): reported after the render.
  const draw = rowsDrawn(point.model, g)
  useLayoutEffect(() => {
    if (enabled) onRangeRef.current({ first: draw.first, last: draw.last })
  }, [enabled, draw.first, draw.last])

  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!enabled || !el) return
    // Measured when the observer reports, after the frame's layout: read at once, in the commit, the sizes
    // would lay the whole page out there (a cold start's long task, issue 31).
    const measure = () => {
      const next = { viewport: el.clientHeight, head: bodyRef.current?.offsetTop ?? 0 }
      setSize((s) => (s.viewport === next.viewport && s.head === next.head ? s : next))
    }
    const ro = new ResizeObserver(measure)
    ro.observe(el)
    return () => ro.disconnect()
  }, [enabled, scrollRef, bodyRef])

  // Crossing the limit (a count that grows past it or shrinks below it) keeps the same rows on screen: the
  // plain list's scrollTop is the model position. Only a real change: a kept-alive tab shown again re-runs
  // this effect with the mode it had.
  const mode = useRef<boolean>(undefined)
  // The plain list's scroll position as its scroll events last told it: read in the commit below, the element's
  // own scrollTop would lay out the page there, the whole console on a cold start, whose first rows switch to
  // this placement (a long task of 100-225 ms in Lighthouse's traces, issue 31).
  const plainTop = useRef(0)
  useEffect(() => {
    const el = scrollRef.current
    if (!el) return
    const note = () => {
      if (mode.current === false) plainTop.current = el.scrollTop
    }
    el.addEventListener('scroll', note, { passive: true })
    return () => el.removeEventListener('scroll', note)
  }, [scrollRef])
  useLayoutEffect(() => {
    const el = scrollRef.current
    const was = mode.current
    mode.current = enabled
    if (!el || was === undefined || was === enabled) return
    if (!enabled) {
      el.scrollTop = plainTop.current = pointRef.current.model
      return
    }
    const next = at(plainTop.current, geometry.current)
    setPoint(next)
    if (next.real !== plainTop.current) el.scrollTop = next.real
  }, [enabled, scrollRef, setPoint])

  // A new row count or size (the exact count replacing an estimate) keeps the rows on screen and puts the
  // bar back in proportion; rows past a shorter list's end give way to its last rows.
  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!enabled || !el) return
    const cur = pointRef.current
    const next = at(cur.model, geometry.current)
    if (next.model === cur.model && next.real === cur.real) return
    setPoint(next)
    el.scrollTop = next.real
  }, [enabled, rows, limit, size, scrollRef, setPoint])

  // Within the limit the mapping is 1:1: the browser's own wheel scrolling (smooth, with momentum) moves the
  // rows as far as the bar.
  const fits = !needsStretch(rows, rowHeight, limit)
  useEffect(() => {
    const el = scrollRef.current
    if (!enabled || !el) return
    const onScroll = () => {
      const next = followScroll(pointRef.current, el.scrollTop, geometry.current)
      if (next !== pointRef.current) setPoint(next)
    }
    // A wheel turn moves the rows by its own distance; left to the browser, it would move them ratio × as
    // far (11× at ten million rows). The bar follows in proportion, in the same frame as the rows.
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey || !e.deltaY) return
      e.preventDefault()
      const unit = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? el.clientHeight : 1
      if (e.deltaX) el.scrollLeft += e.deltaX * unit
      const next = moveBy(pointRef.current, e.deltaY * unit, geometry.current)
      flushSync(() => setPoint(next))
      el.scrollTop = next.real
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    if (!fits) el.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      el.removeEventListener('scroll', onScroll)
      el.removeEventListener('wheel', onWheel)
    }
  }, [enabled, fits, scrollRef, setPoint])

  /** A keyboard move: shows `row` (moving as little as possible), rendered inside the key press. */
  const scrollToRow = useCallback(
    (row: number) => {
      const el = scrollRef.current
      const cur = pointRef.current
      const model = modelToShow(row, cur.model, geometry.current)
      if (!el || model === cur.model) return
      const next = at(model, geometry.current)
      flushSync(() => setPoint(next))
      el.scrollTop = next.real
    },
    [scrollRef, setPoint],
  )

  const anchor = anchorOf(draw.first)
  const items: { index: number; start: number }[] = []
  if (enabled)
    for (let i = draw.first; i <= draw.last; i++) items.push({ index: i, start: (i - anchor) * rowHeight })
  return {
    items,
    windowTop: windowTop(anchor, point, g),
    bodyHeight: Math.min(rows * rowHeight, limit),
    scrollToRow,
  }
}
