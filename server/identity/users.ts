import { parseGrants } from '@/domain/permissions'
import type { Queryable } from '../db/client'
import { SESSION_STAMP_SQL, sessionCacheOf, sessionStamp, type SessionLookup } from './session-cache'

export interface UserRow {
  id: number
  username: string
  password_hash: string
  nickname: string
  avatar: string
  introduction: string
  roles: string[]
  disabled: boolean
  /** An admin set or generated the password: the next sign-in asks for the user's own first. */
  must_change_password: boolean
}

export interface AuthUser {
  id: number
  username: string
  nickname: string
  avatar: string
  introduction: string
  roles: string[]
  grants: string[]
  sessionId: string
}

/** The grants of these roles in a table of role code → grants (roles the table lacks grant nothing). */
export function grantsFor(
  roles: readonly string[],
  byRole: Readonly<Record<string, readonly string[]>>,
): string[] {
  return [...new Set(roles.flatMap((r) => (Object.hasOwn(byRole, r) ? (byRole[r] ?? []) : [])))]
}

/**
 * The stored grants of the user's active roles (the roles table is the source of truth), read with the session
 * on every request, so a role's change takes effect on its users' next request.
 */
const ROLE_GRANTS_SQL = `coalesce((select string_agg(r.grants, ',') from roles r
   where r.role_code = any(u.roles) and r.status = 'active'), '') as grant_text`

export async function findUserByName(db: Queryable, username: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from users where username = $1', [username])
  return rows[0]
}

/**
 * The signed-in user behind a live session, or undefined when the session is revoked/expired or the user
 * disabled. `changes`, the change counters this request read (PostgreSQL), lets a kept answer serve while the
 * session's sources are unchanged; without them (and no watched writes) the database is asked.
 */
export async function userForSession(
  db: Queryable,
  sessionId: string,
  changes?: ReadonlyMap<string, number>,
): Promise<AuthUser | undefined> {
  const { cache, watched } = sessionCacheOf<AuthUser>(db)
  const load = () => lookUp(db, sessionId)
  if (watched) return cache.get(sessionId, load)
  return changes ? cache.get(sessionId, load, sessionStamp(changes)) : (await load())?.value
}

/**
 * PostgreSQL: the answer kept for a session and the stamp of its sources it was read at, not yet confirmed
 * (a request using it must prove the sources unchanged: pending-auth.ts). Undefined where writes are watched.
 */
export function keptSession(db: Queryable, sessionId: string): { user: AuthUser; stamp: string } | undefined {
  const { cache, watched } = sessionCacheOf<AuthUser>(db)
  const kept = watched ? undefined : cache.kept(sessionId)
  return kept?.stamp === undefined ? undefined : { user: kept.value, stamp: kept.stamp }
}

/** The kept answer of a session was proven current (a list page's guard held): keep it for the full time. */
export function sessionProven(db: Queryable, sessionId: string, stamp: string) {
  sessionCacheOf<AuthUser>(db).cache.proven(sessionId, stamp)
}

async function lookUp(db: Queryable, sessionId: string): Promise<SessionLookup<AuthUser> | undefined> {
  const { rows } = await db.query<UserRow & { grant_text: string; expires_ms: number; stamp: string }>(
    `select u.*, ${ROLE_GRANTS_SQL}, (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms,
       ${SESSION_STAMP_SQL} as stamp
     from sessions s join users u on u.id = s.user_id
     where s.id = $1 and s.revoked_at is null and s.expires_at > now() and not u.disabled`,
    [sessionId],
  )
  const u = rows[0]
  if (!u) return undefined
  // Shared by the requests the answer is kept for: frozen, so none can change it for the others.
  const user: AuthUser = Object.freeze({
    id: Number(u.id),
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar,
    introduction: u.introduction,
    roles: Object.freeze([...u.roles]) as string[],
    grants: Object.freeze(parseGrants(u.grant_text)) as string[],
    sessionId,
  })
  return { value: user, expiresAt: Number(u.expires_ms), stamp: u.stamp }
}
