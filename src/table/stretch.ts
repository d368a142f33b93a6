/**
 * Rows past the browser's largest element height (Chromium lays out at most 33,554,432 px: 932k rows of
 * 36 px). Like AG Grid's "stretching", the body is then only as tall as the browser allows and the scroll
 * range maps onto the whole list. Unlike it, a small move (wheel, touch, arrows) moves the rows 1:1 and
 * only a jump (the scrollbar dragged or clicked far) is mapped proportionally, so scrolling stays smooth
 * at ten million rows. Pure, so it is unit-tested; the DOM side is use-stretched-rows.ts.
 *
 * Two scroll positions: `real` is the element's scrollTop, `model` is the scrollTop the list would have if
 * the browser could lay it all out. A row is drawn at body offset `row * rowHeight - model + real`.
 */

export interface StretchGeometry {
  rows: number
  rowHeight: number
  /** Pixels of scroll content above the rows (the sticky header). */
  head: number
  /** The scroll element's client height. */
  viewport: number
  /** The tallest body the browser lays out (maxElementHeight). */
  limit: number
}

export interface ScrollPoint {
  model: number
  real: number
}

export const TOP: ScrollPoint = { model: 0, real: 0 }

/** Whether a list of this size needs stretching (its rows' height past the limit). */
export const needsStretch = (rows: number, rowHeight: number, limit: number) => rows * rowHeight > limit

/** Lists longer than this are placed by use-stretched-rows.ts even where they fit; shorter ones by the virtual list. */
export const OWN_PLACEMENT_ROWS = 10_000

export const bodyHeight = (g: StretchGeometry) => Math.min(g.rows * g.rowHeight, g.limit)
export const maxReal = (g: StretchGeometry) => Math.max(0, g.head + bodyHeight(g) - g.viewport)
export const maxModel = (g: StretchGeometry) => Math.max(0, g.head + g.rows * g.rowHeight - g.viewport)

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v))

/** The model position a real scroll position stands for (proportional: 50 % of the bar is 50 % of the rows). */
export function modelAt(real: number, g: StretchGeometry): number {
  const r = maxReal(g)
  return r ? (clamp(real, 0, r) / r) * maxModel(g) : 0
}

/** The real scroll position of a model position (whole pixels: what scrollTop keeps). */
export function realAt(model: number, g: StretchGeometry): number {
  const m = maxModel(g)
  return m ? Math.round((clamp(model, 0, m) / m) * maxReal(g)) : 0
}

/** A real move further than this is a jump (a drag moves ≥ limit / track height, 50k px at 32M). */
const isJump = (delta: number, g: StretchGeometry) => Math.abs(delta) > 2 * Math.max(g.viewport, 200)

/**
 * Where the rows are after the element scrolled to `real` by itself (scrollbar, touch, our own write).
 * A jump maps proportionally; a small move is 1:1, which can leave the bar a little off the rows' true
 * proportion; the real edges stand for the list's ends, so a 1:1 move that reaches one shows that end.
 */
export function followScroll(prev: ScrollPoint, real: number, g: StretchGeometry): ScrollPoint {
  const delta = real - prev.real
  if (Math.abs(delta) < 1) return prev.real === real ? prev : { ...prev, real }
  if (isJump(delta, g)) return { model: modelAt(real, g), real }
  if (real <= 0) return TOP
  if (real >= maxReal(g) - 1) return { model: maxModel(g), real }
  return { model: clamp(prev.model + delta, 0, maxModel(g)), real }
}

/**
 * Moves the rows by `delta` model pixels (a wheel turn, a keyboard move) and puts the bar where the new
 * position's proportion is: the rows move 1:1, the bar by 1/ratio, and both reach the ends together.
 */
export function moveBy(prev: ScrollPoint, delta: number, g: StretchGeometry): ScrollPoint {
  return at(prev.model + delta, g)
}

/** The point for a model position, bar in proportion. */
export function at(model: number, g: StretchGeometry): ScrollPoint {
  const m = clamp(model, 0, maxModel(g))
  return { model: m, real: realAt(m, g) }
}

/** The rows whose pixels are on screen below the header at a model position (inclusive). */
export function rowsInView(model: number, g: StretchGeometry): { first: number; last: number } {
  if (g.rows <= 0) return { first: 0, last: -1 }
  const first = clamp(Math.floor(model / g.rowHeight), 0, g.rows - 1)
  const bottom = model + Math.max(g.rowHeight, g.viewport - g.head) - 1
  return { first, last: clamp(Math.floor(bottom / g.rowHeight), first, g.rows - 1) }
}

/** The rows to draw at a model position: those in view and `overscan` more on each side. */
export function rowsToDraw(model: number, g: StretchGeometry, overscan: number) {
  const { first, last } = rowsInView(model, g)
  return { first: Math.max(0, first - overscan), last: Math.min(g.rows - 1, last + overscan) }
}

/** The model position that shows `row` whole, moving as little as possible (align "auto"). */
export function modelToShow(row: number, model: number, g: StretchGeometry): number {
  const top = row * g.rowHeight
  const room = Math.max(g.rowHeight, g.viewport - g.head)
  if (top < model) return clamp(top, 0, maxModel(g))
  if (top + g.rowHeight > model + room) return clamp(top + g.rowHeight - room, 0, maxModel(g))
  return model
}

/** Rows are placed relative to an anchor row, so no transform grows past a few hundred thousand pixels. */
export const ANCHOR_ROWS = 1000

export const anchorOf = (row: number) => Math.floor(Math.max(0, row) / ANCHOR_ROWS) * ANCHOR_ROWS

/** Body offset of the anchor row: where the window holding the rows is placed. */
export const windowTop = (anchor: number, p: ScrollPoint, g: StretchGeometry) =>
  anchor * g.rowHeight - p.model + p.real
