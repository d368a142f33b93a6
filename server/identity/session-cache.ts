import type { Queryable } from '../db/client'
import { changeStamp, changeStampSql } from '../db/change-stamp'
import { writeWatchOf } from '../db/write-watch'

/** The tables a session's answer is read from: a write to any of them may revoke or change it. */
export const SESSION_SOURCES = ['roles', 'sessions', 'users'] as const
/** How long an answer is kept at most, as a second line of defence. */
const KEEP_MS = 10_000
const MAX_ENTRIES = 10_000

/** What a lookup found: the answer, when the session ends, and the sources' change counters it was read at. */
export interface SessionLookup<T> {
  value: T
  expiresAt: number
  stamp?: string
}

/**
 * Answers of the per-request session check (session → user and grants), kept so a request costs no extra
 * database query. Two ways to know an answer is still true:
 * - watched (the embedded database, whose every write passes through this process: write-watch.ts): any write
 *   to sessions, users or roles drops every answer as it is sent (`clear`);
 * - stamped (PostgreSQL, where other processes write too): an answer is served only while the change counters
 *   of those tables (SESSION_SOURCES, bumped by triggers in the writing transaction) read by this request are
 *   the ones it was looked up at, so a revocation through any process is seen on the next request.
 * A lookup that was under way when answers were dropped is not kept (the generation moved on).
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; until: number; expiresAt: number; stamp?: string }>()
  /** Lookups under way, by key and stamp: requests arriving together share one. */
  private readonly loading = new Map<string, Promise<T | undefined>>()
  private generation = 0

  clear() {
    this.generation++
    this.entries.clear()
  }

  /** The answer kept for `key` and the stamp it was read at, while within its time (not yet confirmed). */
  kept(key: string): { value: T; stamp?: string } | undefined {
    const kept = this.entries.get(key)
    return kept && kept.until > Date.now() ? kept : undefined
  }

  /**
   * The sources were just proven unchanged since `stamp` (stamped caches): the answer read at it is as good as
   * a fresh one, and is kept again for the full time, so a busy session never falls out all at once.
   */
  proven(key: string, stamp: string) {
    const kept = this.entries.get(key)
    if (kept?.stamp === stamp) kept.until = Math.min(kept.expiresAt, Date.now() + KEEP_MS)
  }

  /**
   * The kept answer for `key` (read at `stamp`, when given), or `load`'s, kept until `expiresAt` at most.
   */
  async get(key: string, load: () => Promise<SessionLookup<T> | undefined>, stamp?: string) {
    const kept = this.entries.get(key)
    if (kept && kept.until > Date.now() && (stamp === undefined || kept.stamp === stamp)) {
      if (stamp !== undefined) this.proven(key, stamp)
      return kept.value
    }
    const flight = `${key}|${stamp ?? ''}`
    let pending = this.loading.get(flight)
    if (!pending) {
      pending = this.load(key, load).finally(() => this.loading.delete(flight))
      this.loading.set(flight, pending)
    }
    return pending
  }

  private async load(key: string, load: () => Promise<SessionLookup<T> | undefined>) {
    const generation = this.generation
    const found = await load()
    if (found && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
      const until = Math.min(found.expiresAt, Date.now() + KEEP_MS)
      this.entries.set(key, { value: found.value, until, expiresAt: found.expiresAt, stamp: found.stamp })
    }
    return found?.value
  }
}

const caches = new WeakMap<Queryable, { cache: SessionCache<unknown>; watched: boolean }>()

/** The session cache of this database handle, and whether all its writes are watched here (else: stamped). */
export function sessionCacheOf<T>(db: Queryable): { cache: SessionCache<T>; watched: boolean } {
  let found = caches.get(db)
  if (!found) {
    const watch = writeWatchOf(db)
    const cache = new SessionCache<unknown>()
    if (watch) watch.on(SESSION_SOURCES, () => cache.clear())
    caches.set(db, (found = { cache, watched: Boolean(watch) }))
  }
  return found as { cache: SessionCache<T>; watched: boolean }
}

/** The change stamp of the session sources (change-stamp.ts) in the counters a request read. */
export function sessionStamp(changes: ReadonlyMap<string, number>): string {
  return changeStamp(SESSION_SOURCES.map((t) => [t, changes.get(t) ?? 0] as const))
}

/** SQL: the same stamp read inside a statement, so it is of the same snapshot as the rest of the statement. */
export const SESSION_STAMP_SQL = changeStampSql(SESSION_SOURCES)
