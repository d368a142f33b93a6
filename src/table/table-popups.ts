/**
 * The list toolbar's popups and the peek panel: none is on a list's first screen. They load together, as one
 * chunk, when the user first shows intent to open any of them. The filter popover is apart (filter-popover.tsx):
 * its inputs bring the date fields, which the others need not download.
 */
export { ColumnPopover } from './column-popover'
export { PeekPanel } from './peek-panel'
export { SavedViewsPopup, SaveViewDialog } from './saved-views-popup'
