import { lazyExports, lazyWithPreload } from '@/ui/lazy-with-preload'

// The toolbar's popups and the peek panel, one chunk (table-popups.ts): loading any of them loads them all.
const popup = lazyExports(() => import('./table-popups'))

export const ColumnPopover = popup('ColumnPopover')
export const PeekPanel = popup('PeekPanel')
export const SavedViewsPopup = popup('SavedViewsPopup')
export const SaveViewDialog = popup('SaveViewDialog')
/** The filter popover is a chunk of its own: its inputs bring the date fields, which the others do without. */
export const FilterPopover = lazyWithPreload(() =>
  import('./filter-popover').then((m) => ({ default: m.FilterPopover })),
)

/** Starts the download of the toolbar's popups and the peek panel (one chunk). */
export const preloadTablePopups = PeekPanel.preload
