import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { ServerConfig } from '../config'
import { forwardedFor } from '../proxy'

/** How many failed sign-ins a key may have before each further one blocks it, and for how long at most. */
export interface SignInLimitPolicy {
  /** Failures per account (username, case-folded; unknown names too, so the limit reveals nothing). */
  accountFree: number
  /** Failures per client address, across accounts (guessing many usernames from one place). */
  addressFree: number
  /** The first block; each further failure doubles it. */
  baseBlockMs: number
  maxBlockMs: number
  /** Failures older than this are forgotten. */
  windowMs: number
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitPolicy = {
  accountFree: 5,
  addressFree: 30,
  baseBlockMs: 1000,
  maxBlockMs: 15 * 60_000,
  windowMs: 15 * 60_000,
}

interface Entry {
  failures: number
  last: number
  blockedUntil: number
}

/** Most keys kept; past this the oldest are dropped (an attacker cannot grow the map without bound). */
const MAX_KEYS = 100_000

/**
 * Per-account and per-address sign-in limits with exponential backoff. After `free` failures within the
 * window, each failure blocks the key for baseBlockMs · 2^(extra failures), up to maxBlockMs; a blocked key is
 * answered 429 with Retry-After before the password is even checked. Success clears the account's failures
 * (not the address's, which would let one good account reset a guessing run).
 *
 * In memory, per process: restarting the server forgets the counts. A later issue moves this into the
 * database, where several servers (on PostgreSQL) share it.
 */
export class SignInLimiter {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly policy: SignInLimitPolicy = DEFAULT_SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(username: string, address: string) {
    return [
      { key: `account:${username.toLowerCase()}`, free: this.policy.accountFree },
      { key: `address:${address}`, free: this.policy.addressFree },
    ]
  }

  private live(key: string): Entry | undefined {
    const e = this.entries.get(key)
    if (e && this.now() - e.last > this.policy.windowMs && e.blockedUntil <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    return e
  }

  /** Seconds until this attempt may be made, or 0 when it may be made now. */
  retryAfter(username: string, address: string): number {
    const until = Math.max(0, ...this.keys(username, address).map((k) => this.live(k.key)?.blockedUntil ?? 0))
    const wait = until - this.now()
    return wait > 0 ? Math.ceil(wait / 1000) : 0
  }

  failed(username: string, address: string): void {
    const now = this.now()
    for (const { key, free } of this.keys(username, address)) {
      const e = this.live(key) ?? { failures: 0, last: now, blockedUntil: 0 }
      e.failures++
      e.last = now
      if (e.failures >= free) {
        const block = this.policy.baseBlockMs * 2 ** Math.min(30, e.failures - free)
        e.blockedUntil = now + Math.min(this.policy.maxBlockMs, block)
      }
      this.entries.delete(key)
      this.entries.set(key, e)
    }
    while (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value as string)
  }

  succeeded(username: string): void {
    this.entries.delete(`account:${username.toLowerCase()}`)
  }
}

/**
 * The caller's address: the socket's peer, or with TRUST_PROXY the last X-Forwarded-For hop (behind a proxy
 * every peer is the proxy, so one address limit would block everyone). Without it forwarded headers are
 * ignored: anyone can send them.
 */
export function clientAddress(c: Context, cfg: Pick<ServerConfig, 'trustProxy'>): string {
  const forwarded = forwardedFor(c, cfg)
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // no socket (the app called in process, as in tests)
  }
}
