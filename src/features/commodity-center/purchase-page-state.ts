import {
  PAGE_FIELDS,
  readPurchasePage,
  writePurchasePage,
  type PageKind,
  type PageLanguage,
  type PageText,
  type PurchasePage,
} from '@/domain/purchase-page'
import { splitKeys } from '@/domain/references'
import type { RuleIssue } from '@/domain/rule-issues'
import { purchasePageIssues } from '@/domain/rules/purchase-page'

/** What the page editor edits: the SKU cards in order and the page's settings. */
export interface PageDraft {
  cards: string[]
  settings: PurchasePage
}

/** The page of `kind` of a purchase configuration record. */
export function pageOf(record: Readonly<Record<string, unknown>>, kind: PageKind): PageDraft {
  const { cards, settings } = PAGE_FIELDS[kind]
  const raw = record[cards]
  return {
    cards: splitKeys(typeof raw === 'string' ? raw : ''),
    settings: readPurchasePage(record[settings]),
  }
}

/** The fields of an edit saving the page (the caller adds the record's version). */
export function pageBody(kind: PageKind, page: PageDraft): Record<string, string | null> {
  const { cards, settings } = PAGE_FIELDS[kind]
  return {
    [cards]: page.cards.length ? page.cards.join(',') : null,
    [settings]: writePurchasePage(page.settings),
  }
}

/** Whether two drafts save the same thing. */
export const samePage = (kind: PageKind, a: PageDraft, b: PageDraft) =>
  JSON.stringify(pageBody(kind, a)) === JSON.stringify(pageBody(kind, b))

/** The cards with the one at `index` moved by `delta` places (unchanged at either end). */
export function moveCard(cards: readonly string[], index: number, delta: number): string[] {
  const to = index + delta
  if (index < 0 || index >= cards.length || to < 0 || to >= cards.length) return [...cards]
  const out = [...cards]
  const [moved] = out.splice(index, 1)
  out.splice(to, 0, moved!)
  return out
}

/** The cards with `keys` appended (those already on the page stay where they are). */
export const addCards = (cards: readonly string[], keys: readonly string[]) => [
  ...cards,
  ...keys.filter((k, i) => !cards.includes(k) && keys.indexOf(k) === i),
]

export const setText = (page: PageDraft, text: PageText, lang: PageLanguage, value: string): PageDraft => ({
  ...page,
  settings: { ...page.settings, [text]: { ...page.settings[text], [lang]: value } },
})

/** The page rules on the draft, as the server will apply them on saving. */
export function pageIssues(kind: PageKind, page: PageDraft): RuleIssue[] {
  const s = page.settings
  return purchasePageIssues(kind, page.cards, { ...s, highlightSku: s.highlightSku || null })
}
