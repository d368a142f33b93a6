import { useRef, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { elementScroll, observeElementOffset, useVirtualizer } from '@tanstack/react-virtual'
import type { RowRange } from './use-block-rows'
import { ROW_HEIGHT } from './use-grid-keyboard'

interface GridVirtualizerOptions {
  count: number
  /** The rows are placed by the stretched scroll (use-stretched-rows.ts) instead: this one stands aside. */
  stretched: boolean
  scrollRef: RefObject<HTMLDivElement | null>
  onRange: (range: RowRange) => void
}

/**
 * The scroll element's size from its ResizeObserver alone. The library also reads it at once, inside the
 * commit, which lays the whole page out before its first paint (a cold start's extra full layout, issue 31);
 * the observer reports it after the frame's own layout instead.
 */
function observeRectAfterLayout(
  instance: { scrollElement: Element | null },
  report: (rect: { width: number; height: number }) => void,
) {
  const el = instance.scrollElement
  if (!el) return
  const observer = new ResizeObserver(() => report({ width: el.clientWidth, height: el.clientHeight }))
  observer.observe(el)
  return () => observer.disconnect()
}

const attached = new WeakSet<Element>()

/**
 * Scrolls as the library does, except the write it makes on attaching to a new element: that puts a new grid
 * at the offset it already has (0), and a scroll write lays the whole page out inside the commit.
 */
const scrollUnlessAtStart: typeof elementScroll = (offset, options, instance) => {
  const el = instance.scrollElement
  if (el && !attached.has(el)) {
    attached.add(el)
    if (offset + (options.adjustments ?? 0) === 0) return
  }
  elementScroll(offset, options, instance)
}

/** The rows on screen of a list of at most OWN_PLACEMENT_ROWS rows (stretch.ts), and moving to a row. */
export function useGridVirtualizer({ count, stretched, scrollRef, onRange }: GridVirtualizerOptions) {
  const reportOffset = useRef<(offset: number, isScrolling: boolean) => void>(undefined)
  // The rule warns that the React Compiler would skip this hook; the build uses no compiler, so nothing is lost.
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in the build
  const virtualizer = useVirtualizer({
    count: stretched ? 0 : count,
    enabled: !stretched,
    getScrollElement: () => scrollRef.current,
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessAtStart,
    // Until the observer's first report: at least as many rows as the window has room for. The screen's size,
    // not the window's: reading innerHeight lays the page out at once, inside the render (issue 31).
    initialRect: { width: screen.width, height: screen.height },
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    // A synchronous render per scroll event, plus a second one for the range state below, doubled the work
    // of every scrolled frame; batched, both land in one render, and the overscan hides the frame it lags.
    useFlushSync: false,
    // Kept so a keyboard move can report the offset it scrolled to at once, see scrollToRow.
    observeElementOffset: (instance, cb) => {
      reportOffset.current = cb
      return observeElementOffset(instance, cb)
    },
    onChange: (v) => {
      const items = v.getVirtualItems()
      // No rows yet (the list is loading): the grid keeps the range it starts with.
      if (!v.options.enabled || !items.length) return
      onRange({ first: items[0]?.index ?? 0, last: items.at(-1)?.index ?? 0 })
    },
  })

  /** Scrolls a row into view (a keyboard move). */
  const scrollToRow = (index: number) => {
    virtualizer.scrollToIndex(index, { align: 'auto' })
    // The scroll event would come with the next frame and its rows one frame later; reading the new offset
    // now renders the rows the move lands on in this key press, so they show in the next frame.
    const el = scrollRef.current
    if (el) flushSync(() => reportOffset.current?.(el.scrollTop, true))
  }
  return { virtualizer, scrollToRow }
}
