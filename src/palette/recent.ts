import { onLogoutWipe } from '@/auth/logout'
import { currentUsername } from '@/api/tokens'

/** A record the user opened recently; pages call `recordRecent` when they show one. */
export interface RecentRecord {
  entity: string
  id: string | number
  /** What the user knows it by, e.g. the order number. */
  label: string
  /** Where it opens: the record's screen with `?id=` (see domain/screens recordHref). */
  path: string
  at: number
}

const MAX_RECORDS = 20
const MAX_USES = 30
const RECORDS = 'boc.recent.'
const USES = 'boc.paletteUse.'

/** Kept per user, so a shared browser never shows one user's records to the next; wiped on logout. */
const keyFor = (prefix: string) => {
  const user = currentUsername()
  return user ? prefix + user : undefined
}

function readList<T>(prefix: string): T[] {
  const key = keyFor(prefix)
  if (!key) return []
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? (parsed as T[]) : []
  } catch {
    return []
  }
}

function writeList(prefix: string, list: unknown[]) {
  const key = keyFor(prefix)
  if (!key) return
  try {
    localStorage.setItem(key, JSON.stringify(list))
  } catch {
    // Storage full or blocked: recency is a convenience, never worth an error.
  }
}

export const recentRecords = (): RecentRecord[] => readList<RecentRecord>(RECORDS)

export function recordRecent(record: Omit<RecentRecord, 'at'>, now = Date.now()) {
  const same = (r: RecentRecord) => r.entity === record.entity && String(r.id) === String(record.id)
  const rest = recentRecords().filter((r) => !same(r))
  writeList(RECORDS, [{ ...record, at: now }, ...rest].slice(0, MAX_RECORDS))
}

/** Remembers what was chosen in the palette, most recent first, to boost it next time. */
export function notePaletteUse(itemId: string) {
  const rest = readList<string>(USES).filter((id) => id !== itemId)
  writeList(USES, [itemId, ...rest].slice(0, MAX_USES))
}

/** Ranking boosts: the most recent choice gets the most, fading with age. */
export function recencyBoosts(): Map<string, number> {
  return new Map(readList<string>(USES).map((id, i) => [id, Math.round(150 * (1 - i / MAX_USES))]))
}

function wipeAll() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '')
    for (const key of keys) if (key.startsWith(RECORDS) || key.startsWith(USES)) localStorage.removeItem(key)
  } catch {
    // Nothing stored.
  }
}

onLogoutWipe(wipeAll)
