/** A saved table view (filters, sort, columns kept in its URL), offered by the palette. */
export interface SavedView {
  id: string
  label: string
  /** The view's href inside the console, search included. */
  path: string
}

type Source = () => readonly SavedView[]
const sources = new Set<Source>()

/** The table module registers where its saved views live; returns an unregister function. */
export function registerSavedViewsSource(source: Source): () => void {
  sources.add(source)
  return () => void sources.delete(source)
}

export const savedViews = (): SavedView[] => [...sources].flatMap((s) => s())
