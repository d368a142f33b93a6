import { canManageAccess, parseGrants } from './permissions'
import { splitKeys } from './references'

/**
 * Who may manage access, computed from staff records and roles (the server's safety rules run it on the state
 * a change would leave). Pure: the caller loads the records.
 */
export interface StaffAccess {
  username: string
  /** Comma-joined role codes, as stored. */
  roles: string | null
  status: string
  /** The sign-in account exists and is not disabled. */
  account?: boolean
}

export interface RoleAccess {
  roleCode: string
  grants: string | null
  status: string
}

/** The grants a staff record's roles give (only active roles grant anything). */
export function staffGrants(staff: Pick<StaffAccess, 'roles'>, roles: readonly RoleAccess[]): string[] {
  const held = new Set(splitKeys(staff.roles))
  return roles
    .filter((r) => r.status === 'active' && held.has(r.roleCode))
    .flatMap((r) => parseGrants(r.grants))
}

/** Usernames of enabled staff (with a usable account) who may manage users and roles. */
export function accessManagers(staff: readonly StaffAccess[], roles: readonly RoleAccess[]): string[] {
  return staff
    .filter((s) => s.status === 'enabled' && s.account !== false && canManageAccess(staffGrants(s, roles)))
    .map((s) => s.username)
}

export type AccessRefusal = 'lastAccessManager' | 'ownAccessRight'

/**
 * What a change to users or roles would break: no manager left, or the actor (a manager now) no longer one.
 * `before` and `after` are the full states; the actor is a username.
 */
export function accessRefusal(
  before: { staff: readonly StaffAccess[]; roles: readonly RoleAccess[] },
  after: { staff: readonly StaffAccess[]; roles: readonly RoleAccess[] },
  actor: string,
): AccessRefusal | undefined {
  const was = accessManagers(before.staff, before.roles)
  const now = accessManagers(after.staff, after.roles)
  if (was.includes(actor) && !now.includes(actor)) return 'ownAccessRight'
  if (was.length > 0 && now.length === 0) return 'lastAccessManager'
  return undefined
}
