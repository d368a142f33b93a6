import type { Context } from 'hono'
import { isGranted } from '@/domain/permissions'
import type { Db } from '../db/client'
import { sessionProven, userForSession, type AuthUser } from '../identity/users'
import type { AppEnv } from './auth'
import { readChangeCounters } from './count-cache'
import { ApiError, forbidden, unauthorized } from './envelope'

/**
 * A list request on PostgreSQL served on the session answer this process kept, not yet confirmed. The list
 * confirms it in its own page statement (`markConfirmed`: the page was read under a guard proving the session's
 * sources, sessions, users and roles, unwritten since the answer was read), or the hard way (`confirm`: read
 * the counters, look the session up again if they moved). Whatever the handler did not confirm is confirmed
 * after it (`settle`), and a session found revoked, or a permission found withdrawn, replaces the answer.
 */
export class PendingAuth {
  private confirmed = false
  /** The permission the handler checked on the kept answer. */
  permission?: string

  constructor(
    private readonly db: Db,
    private readonly sessionId: string,
    /** The stamp of the session's sources the kept answer was read at. */
    readonly stamp: string,
  ) {}

  markConfirmed() {
    this.confirmed = true
    sessionProven(this.db, this.sessionId, this.stamp)
  }

  /**
   * Confirms against the database now (403 if the confirmed user lacks the permission the handler checked);
   * the request continues with the confirmed user and the counters.
   */
  async confirm(c: Context<AppEnv>): Promise<AuthUser> {
    const changes = await readChangeCounters(this.db)
    const user = await userForSession(this.db, this.sessionId, changes)
    if (!user) throw unauthorized()
    c.set('user', user)
    c.set('changes', changes)
    this.confirmed = true
    if (this.permission && !isGranted(user.grants, this.permission)) throw forbidden()
    return user
  }

  /** After the handler: confirms what it did not, replacing its answer if the session or permission is gone. */
  async settle(c: Context<AppEnv>) {
    if (this.confirmed) return
    try {
      await this.confirm(c)
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      c.res = undefined
      c.res = c.json({ code: e.code, msg: e.message, data: null }, e.status)
    }
  }

  /** The user granted `permission`: the kept one, or, if it lacks it, the confirmed one (grants may have grown). */
  async userGranted(c: Context<AppEnv>, permission: string): Promise<AuthUser> {
    this.permission = permission
    const kept = c.get('user')
    return isGranted(kept.grants, permission) ? kept : this.confirm(c)
  }
}
