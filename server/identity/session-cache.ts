import type { Queryable } from '../db/client'
import { writeWatchOf } from '../db/write-watch'

/** The tables a session's answer is read from: a write to any of them may revoke or change it. */
const SOURCES = ['sessions', 'users', 'roles']
/** How long an answer is kept at most, as a second line of defence. */
const KEEP_MS = 10_000
const MAX_ENTRIES = 10_000

/**
 * Answers of the per-request session check (session → user and grants), kept so a request costs no extra
 * database query. Only where every write to the database passes through this process (the embedded database,
 * held by the data-folder lock, whose writes are watched: write-watch.ts): any write to sessions, users or
 * roles (sign-out, a disabled account, a changed role or grant) drops every answer as it is sent, so the next
 * request reads the database again. A lookup that was under way when answers were dropped is not kept (the
 * generation moved on). With PostgreSQL other processes may revoke, so nothing is kept there.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>()
  private generation = 0

  clear() {
    this.generation++
    this.entries.clear()
  }

  /** The kept answer for `key`, or `load`'s (kept until `expiresAt` at most, when the database is unchanged). */
  async get(key: string, load: () => Promise<{ value: T; expiresAt: number } | undefined>) {
    const now = Date.now()
    const kept = this.entries.get(key)
    if (kept && kept.until > now) return kept.value
    const generation = this.generation
    const found = await load()
    if (found && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
      this.entries.set(key, { value: found.value, until: Math.min(found.expiresAt, now + KEEP_MS) })
    }
    return found?.value
  }
}

const caches = new WeakMap<Queryable, SessionCache<unknown> | null>()

/** The session cache of this database handle, or undefined when its writes are not all seen here. */
export function sessionCacheOf<T>(db: Queryable): SessionCache<T> | undefined {
  let cache = caches.get(db)
  if (cache === undefined) {
    const watch = writeWatchOf(db)
    cache = watch ? new SessionCache<unknown>() : null
    if (watch && cache) watch.on(SOURCES, () => cache!.clear())
    caches.set(db, cache)
  }
  return (cache ?? undefined) as SessionCache<T> | undefined
}
