import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
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

export interface LimitEntry {
  failures: number
  /** Times in milliseconds since the epoch. */
  last: number
  blockedUntil: number
}

/** An entry still counts while within the window or blocked; after that it is forgotten. */
export const isLive = (e: LimitEntry, now: number, policy: SignInLimitPolicy) =>
  now - e.last <= policy.windowMs || e.blockedUntil > now

/** A key's entry after one more failure: past `free` failures, each blocks for base · 2^extra, capped. */
export function afterFailure(
  e: LimitEntry | undefined,
  now: number,
  free: number,
  policy: SignInLimitPolicy,
): LimitEntry {
  const failures = (e && isLive(e, now, policy) ? e.failures : 0) + 1
  const blockedUntil =
    failures >= free
      ? now + Math.min(policy.maxBlockMs, policy.baseBlockMs * 2 ** Math.min(30, failures - free))
      : e && isLive(e, now, policy)
        ? e.blockedUntil
        : 0
  return { failures, last: now, blockedUntil }
}

/**
 * Per-account and per-address sign-in limits with exponential backoff. After `free` failures within the
 * window, each failure blocks the key for baseBlockMs · 2^(extra failures), up to maxBlockMs; a blocked key is
 * answered 429 with Retry-After before the password is even checked. Success clears the account's failures
 * (not the address's, which would let one good account reset a guessing run).
 *
 * The counts live in the database (table sign_in_limits), so several server processes share them and a
 * restart keeps them; each failure updates its rows under a row lock, so concurrent failures all count.
 */
export class SignInLimiter {
  constructor(
    private readonly db: Db,
    private readonly policy: SignInLimitPolicy = DEFAULT_SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(username: string, address: string) {
    return [
      { key: `account:${username.toLowerCase()}`, free: this.policy.accountFree },
      { key: `address:${address}`, free: this.policy.addressFree },
    ]
  }

  /** Seconds until this attempt may be made, or 0 when it may be made now. */
  async retryAfter(username: string, address: string): Promise<number> {
    const { rows } = await this.db.query<{ until: number }>(
      `select coalesce(max(blocked_until), 0) as until from sign_in_limits where key = any($1::text[])`,
      [this.keys(username, address).map((k) => k.key)],
    )
    const wait = Number(rows[0]?.until ?? 0) - this.now()
    return wait > 0 ? Math.ceil(wait / 1000) : 0
  }

  async failed(username: string, address: string): Promise<void> {
    const now = this.now()
    await this.db.transaction(async (tx) => {
      for (const { key, free } of this.keys(username, address)) {
        await tx.query(
          `insert into sign_in_limits (key, failures, last_at, blocked_until) values ($1, 0, $2, 0)
           on conflict (key) do nothing`,
          [key, now],
        )
        const { rows } = await tx.query<{ failures: number; last_at: number; blocked_until: number }>(
          `select failures, last_at, blocked_until from sign_in_limits where key = $1 for update`,
          [key],
        )
        const r = rows[0]!
        const current = {
          failures: r.failures,
          last: Number(r.last_at),
          blockedUntil: Number(r.blocked_until),
        }
        const next = afterFailure(current, now, free, this.policy)
        await tx.query(
          `update sign_in_limits set failures = $2, last_at = $3, blocked_until = $4 where key = $1`,
          [key, next.failures, next.last, next.blockedUntil],
        )
      }
    })
    // Forgotten keys go, so guessing many names grows the table only within one window.
    await this.db.query(`delete from sign_in_limits where last_at < $1 and blocked_until < $2`, [
      now - this.policy.windowMs,
      now,
    ])
  }

  async succeeded(username: string): Promise<void> {
    await this.db.query(`delete from sign_in_limits where key = $1`, [`account:${username.toLowerCase()}`])
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
