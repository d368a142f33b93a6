import type { SearchAnswer } from '@/domain/record-search'
import { listOf, recordHref } from '@/domain/screens'
import type { PaletteItem } from './palette-item'
import { prepare, rank, type Ranked } from './rank'

export interface HitDeps {
  /** Whether the user may open this address (the screen's permission). */
  permitted: (path: string) => boolean
  /** A screen's title in the UI language. */
  titleOf: (path: string) => string
  /** Opens a found record: remembers it as recent, then goes there (the palette closes itself). */
  open: (hit: { entity: string; id: number; key: string; href: string }) => void
}

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href

/**
 * The server's hits as palette items, one group per kind (titled by the kind's list), each opening the
 * record's own screen. A hit whose screen the user may not open is left out.
 */
export function recordItems(answer: SearchAnswer | undefined, d: HitDeps): PaletteItem[] {
  if (!answer) return []
  return answer.groups.flatMap((g) => {
    const list = listOf(g.entity)
    const kind = list ? d.titleOf(list.path) : g.entity
    return g.items.flatMap((hit): PaletteItem[] => {
      const href = recordHref(g.entity, { id: hit.id, ...hit.routing })
      if (!href || !d.permitted(pathOf(href))) return []
      return [
        {
          id: `record:${g.entity}:${hit.id}`,
          section: 'records',
          group: { id: `records:${g.entity}`, title: kind },
          label: hit.label ? `${hit.key} · ${hit.label}` : hit.key,
          keywords: [hit.key, hit.label ?? ''],
          run: () => d.open({ entity: g.entity, id: hit.id, key: hit.key, href }),
        },
      ]
    })
  })
}

/**
 * Ranks the hits with the palette's ranking (exact, prefix, word start including CJK, ...). The server found
 * each by a field it searches, which the item may not show (an order's payment number): such a hit still
 * counts, below every shown match.
 */
export function rankHits(items: readonly PaletteItem[], query: string): Ranked<PaletteItem>[] {
  const ranked = rank(prepare(items), query)
  const seen = new Set(ranked.map((r) => r.item.id))
  return [...ranked, ...items.filter((i) => !seen.has(i.id)).map((item) => ({ item, score: 1 }))]
}
