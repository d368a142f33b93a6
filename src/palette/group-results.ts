import { SECTIONS, type PaletteItem, type SectionId } from './palette-item'
import type { Ranked } from './rank'

export interface ResultSection {
  id: SectionId
  items: PaletteItem[]
}

/** How many results each section shows: a short overview when nothing is typed, more when searching. */
const LIMITS: Record<'browse' | 'search', Record<SectionId, number>> = {
  browse: { lookup: 1, recent: 5, tabs: 8, pages: 8, views: 5, actions: 20 },
  search: { lookup: 1, recent: 8, tabs: 8, pages: 30, views: 8, actions: 10 },
}

/**
 * Ranked items into sections. While searching, the section holding the best match comes first (a record
 * lookup always leads); when nothing is typed the sections keep their fixed order.
 */
export function groupResults(ranked: readonly Ranked<PaletteItem>[], searching: boolean): ResultSection[] {
  const limits = LIMITS[searching ? 'search' : 'browse']
  const best = new Map<SectionId, number>()
  const bySection = new Map<SectionId, PaletteItem[]>()
  for (const { item, score } of ranked) {
    const list = bySection.get(item.section) ?? []
    if (list.length >= limits[item.section]) continue
    list.push(item)
    bySection.set(item.section, list)
    best.set(item.section, Math.max(best.get(item.section) ?? 0, score))
  }
  const order = (s: SectionId) => (s === 'lookup' ? Infinity : searching ? (best.get(s) ?? 0) : 0)
  return [...SECTIONS]
    .filter((s) => bySection.has(s))
    .sort((a, b) => order(b) - order(a))
    .map((id) => ({ id, items: bySection.get(id) ?? [] }))
}
