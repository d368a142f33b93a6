import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { isGranted } from '@/domain/permissions'
import type { Db } from '../db/client'
import { readChangeCounters, type ChangeCounters } from './count-cache'
import { verifyToken } from '../identity/tokens'
import { keptSession, userForSession, type AuthUser } from '../identity/users'
import { forbidden, unauthorized } from './envelope'
import { PendingAuth } from './pending-auth'
import { TOKEN_COOKIE } from '@/domain/session-cookies'

export type AppEnv = {
  Variables: {
    user: AuthUser
    /** Every table's change counter, read with the session check (PostgreSQL only: count-cache.ts). */
    changes: ChangeCounters
    /** Set while the user is a kept answer the handler is to confirm (PostgreSQL lists: pending-auth.ts). */
    pendingAuth: PendingAuth | undefined
  }
}

/**
 * The bearer token of the Authorization header; the Admin-Token cookie only where `cookie` allows it (the
 * account service's read-only /api/ calls, which the spec addresses with cookies). The product API never
 * takes the cookie: a cross-site request carries cookies but cannot set Authorization without a preflight.
 */
function bearer(c: Context, cookie: boolean): string | undefined {
  const raw = c.req.header('authorization') ?? (cookie ? getCookie(c, TOKEN_COOKIE) : undefined)
  if (!raw) return undefined
  const m = /^Bearer\s+(.+)$/i.exec(raw.trim())
  return m?.[1]
}

/**
 * Resolves the caller on every request: signature, expiry, revocation and disabled users are all checked. On
 * PostgreSQL the request first reads every table's change counter (one small statement): a kept session answer
 * serves while its sources are unchanged, and cached totals are checked against the same counters. Where
 * `confirmsItself` says the handler proves the kept answer in its own statement (list pages), it is handed the
 * kept answer unconfirmed (pending-auth.ts): such a page costs one statement in all.
 */
export function requireUser(
  db: Db,
  secret: string,
  opts: { cookie?: boolean; confirmsItself?: (c: Context<AppEnv>) => boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c, opts.cookie ?? false)
    const claims = token ? verifyToken(secret, token, 'access') : undefined
    const kept = claims && opts.confirmsItself?.(c) ? keptSession(db, claims.sid) : undefined
    if (claims && kept) {
      const pending = new PendingAuth(db, claims.sid, kept.stamp)
      c.set('user', kept.user)
      c.set('pendingAuth', pending)
      await next()
      await pending.settle(c)
      return
    }
    const changes = claims && db.kind === 'postgres' ? await readChangeCounters(db) : undefined
    const user = claims ? await userForSession(db, claims.sid, changes) : undefined
    if (!user) throw unauthorized()
    c.set('user', user)
    c.set('changes', changes)
    c.set('pendingAuth', undefined)
    await next()
  }
}

export function assertGranted(user: AuthUser, permission: string): void {
  if (!isGranted(user.grants, permission)) throw forbidden()
}
