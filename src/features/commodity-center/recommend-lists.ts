import type { Row } from '@/api/list-queries'

/** One recommendation list: a language and a country (null: all of them) within a scene. */
export interface RecommendList {
  key: string
  language: string | null
  country: string | null
  /** The list's records in position order (then code). */
  items: Row[]
}

const orNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

export const listKeyOf = (language: string | null, country: string | null) =>
  `${language ?? '*'}|${country ?? '*'}`

const byPosition = (a: Row, b: Row) =>
  Number(a.position ?? 0) - Number(b.position ?? 0) ||
  String(a.recommendCode).localeCompare(String(b.recommendCode))

/** A scene's recommendations grouped into its lists: lists with a language first, then by language and country. */
export function groupLists(rows: readonly Row[]): RecommendList[] {
  const lists = new Map<string, RecommendList>()
  for (const r of rows) {
    const language = orNull(r.language)
    const country = orNull(r.country)
    const key = listKeyOf(language, country)
    const list = lists.get(key) ?? { key, language, country, items: [] }
    list.items.push(r)
    lists.set(key, list)
  }
  const rank = (v: string | null) => (v === null ? '\uffff' : v)
  return [...lists.values()]
    .map((l) => ({ ...l, items: [...l.items].sort(byPosition) }))
    .sort(
      (a, b) =>
        rank(a.language).localeCompare(rank(b.language)) || rank(a.country).localeCompare(rank(b.country)),
    )
}

/** The list to show first: the one in the console's language (the first of them), else the first list. */
export function defaultList(lists: readonly RecommendList[], uiLanguage: string): RecommendList | undefined {
  return lists.find((l) => l.language === uiLanguage) ?? lists[0]
}
