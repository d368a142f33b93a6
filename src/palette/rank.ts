/**
 * Fuzzy ranking for the palette: exact, then prefix, then word-start, then substring, then subsequence
 * matches; within a tier shorter keys first, and recently used items boosted (never across more than a tier).
 * Items are prepared once so each keystroke only compares strings.
 */
export interface Rankable {
  id: string
  /** Every text the item can be found by: titles in each language, path, keywords. */
  keywords: readonly string[]
}

interface PreparedKey {
  text: string
  /** Indices where a word starts: after a separator, at a camelCase hump, at each CJK character. */
  starts: ReadonlySet<number>
}

export interface Prepared<T extends Rankable> {
  item: T
  keys: PreparedKey[]
}

export interface Ranked<T> {
  item: T
  score: number
}

export const TIER = { exact: 1000, prefix: 800, wordStart: 600, substring: 400, subsequence: 100 } as const
/** The largest recency boost; smaller than the gap between tiers. */
export const MAX_BOOST = 150

const normalize = (s: string) => s.normalize('NFKC').toLowerCase()
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/
const isWordChar = (c: string) => /[\p{L}\p{N}]/u.test(c)

function wordStarts(raw: string): Set<number> {
  const starts = new Set<number>([0])
  for (let i = 1; i < raw.length; i++) {
    const prev = raw[i - 1] ?? ''
    const c = raw[i] ?? ''
    const hump = /[a-z0-9]/.test(prev) && /[A-Z]/.test(c)
    if (hump || CJK.test(c) || (!isWordChar(prev) && isWordChar(c))) starts.add(i)
  }
  return starts
}

export function prepare<T extends Rankable>(items: readonly T[]): Prepared<T>[] {
  return items.map((item) => ({
    item,
    // NFKC and lower-casing keep the length of the scripts we use, so word starts stay aligned.
    keys: item.keywords.filter(Boolean).map((k) => ({ text: normalize(k), starts: wordStarts(k) })),
  }))
}

/** A 0..99 bonus: how much of the key the query covers. */
const closeness = (q: number, len: number) => Math.round((99 * q) / Math.max(len, 1))

/** `q` is normalised; `compact` is `q` without spaces (for the subsequence test). */
export function scoreKey(key: PreparedKey, q: string, compact = q.replace(/\s+/g, '')): number {
  const { text } = key
  if (!q) return 0
  if (text === q) return TIER.exact
  if (text.startsWith(q)) return TIER.prefix + closeness(q.length, text.length)
  let at = text.indexOf(q)
  let first = at
  while (at > 0) {
    if (key.starts.has(at)) return TIER.wordStart + closeness(q.length, text.length)
    at = text.indexOf(q, at + 1)
  }
  if (first > 0) return TIER.substring + closeness(q.length, text.length)
  first = -1
  let pos = 0
  for (const c of compact) {
    const found = text.indexOf(c, pos)
    if (found < 0) return 0
    if (first < 0) first = found
    pos = found + 1
  }
  return TIER.subsequence + closeness(q.length, pos - first)
}

function scoreItem(keys: readonly PreparedKey[], q: string, compact: string): number {
  let best = 0
  for (const k of keys) best = Math.max(best, scoreKey(k, q, compact))
  if (best || !q.includes(' ')) return best
  // "order detail": every word must match some key; the weakest word decides.
  let weakest = Infinity
  for (const word of q.split(/\s+/).filter(Boolean)) {
    const s = Math.max(0, ...keys.map((k) => scoreKey(k, word)))
    if (!s) return 0
    weakest = Math.min(weakest, s)
  }
  return Math.max(0, weakest - 50)
}

/** Items matching `query`, best first; with an empty query, every item in its given order (boosted first). */
export function rank<T extends Rankable>(
  prepared: readonly Prepared<T>[],
  query: string,
  boosts: ReadonlyMap<string, number> = new Map(),
): Ranked<T>[] {
  const q = normalize(query.trim()).replace(/\s+/g, ' ')
  const compact = q.replace(/ /g, '')
  const out: Ranked<T>[] = []
  for (const p of prepared) {
    const base = q ? scoreItem(p.keys, q, compact) : 1
    if (base > 0) out.push({ item: p.item, score: base + Math.min(boosts.get(p.item.id) ?? 0, MAX_BOOST) })
  }
  // Array.prototype.sort is stable: equal scores keep the sources' order.
  return out.sort((a, b) => b.score - a.score)
}
