import { SECTIONS, type PaletteItem, type SectionId } from './palette-item'
import type { Ranked } from './rank'

export interface ResultSection {
  /** The section's id, or its group's (found records: one group per kind). */
  id: string
  section: SectionId
  /** The group's own title; otherwise the section's. */
  title?: string
  items: PaletteItem[]
}

/** How many results each section (each group of one) shows: a short overview when nothing is typed, more when searching. */
const LIMITS: Record<'browse' | 'search', Record<SectionId, number>> = {
  browse: { lookup: 1, recent: 5, records: 5, tabs: 8, pages: 8, views: 5, actions: 20 },
  search: { lookup: 1, recent: 8, records: 5, tabs: 8, pages: 30, views: 8, actions: 10 },
}

/**
 * Ranked items into sections. While searching, the section holding the best match comes first (a record
 * lookup always leads); when nothing is typed the sections keep their fixed order. Items of a group (the
 * records of one kind) make a section of their own, ordered as their section is among the groups.
 */
export function groupResults(ranked: readonly Ranked<PaletteItem>[], searching: boolean): ResultSection[] {
  const limits = LIMITS[searching ? 'search' : 'browse']
  const best = new Map<string, number>()
  const byGroup = new Map<string, ResultSection>()
  for (const { item, score } of ranked) {
    const id = item.group?.id ?? item.section
    const group = byGroup.get(id) ?? { id, section: item.section, title: item.group?.title, items: [] }
    if (group.items.length >= limits[item.section]) continue
    group.items.push(item)
    byGroup.set(id, group)
    best.set(id, Math.max(best.get(id) ?? 0, score))
  }
  const order = (g: ResultSection) =>
    g.section === 'lookup' ? Infinity : searching ? (best.get(g.id) ?? 0) : 0
  const sectionOrder = (g: ResultSection) => SECTIONS.indexOf(g.section)
  return [...byGroup.values()]
    .sort((a, b) => sectionOrder(a) - sectionOrder(b))
    .sort((a, b) => order(b) - order(a))
}
