import { ROLE_GRANTS, type RoleName } from '../../src/domain/permissions'
import type { Queryable } from '../db/client'

export interface UserRow {
  id: number
  username: string
  password_hash: string
  nickname: string
  avatar: string
  introduction: string
  roles: string[]
  disabled: boolean
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

export function grantsFor(roles: readonly string[]): string[] {
  return roles.flatMap((r) => ROLE_GRANTS[r as RoleName] ?? [])
}

export async function findUserByName(db: Queryable, username: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from users where username = $1', [username])
  return rows[0]
}

/** The signed-in user behind a live session, or undefined when the session is revoked/expired or the user disabled. */
export async function userForSession(db: Queryable, sessionId: string): Promise<AuthUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `select u.* from sessions s join users u on u.id = s.user_id
     where s.id = $1 and s.revoked_at is null and s.expires_at > now() and not u.disabled`,
    [sessionId],
  )
  const u = rows[0]
  if (!u) return undefined
  return {
    id: Number(u.id),
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar,
    introduction: u.introduction,
    roles: u.roles,
    grants: grantsFor(u.roles),
    sessionId,
  }
}
