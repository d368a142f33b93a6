import { accessRefusal, type RoleAccess, type StaffAccess } from '@/domain/access'
import { splitKeys } from '@/domain/references'
import type { Queryable } from '../../db/client'
import type { DatabaseChecks, WriteContext } from './database-check'

/**
 * The safety rules of access management (issue 17; declared in src/domain/rules/backstage.ts), run in the
 * write's transaction before a staff record or a role is changed or deleted:
 * - at least one enabled user with a usable account keeps the right to manage users and roles
 *   (lastAccessManager);
 * - the user making the change does not take that right from themselves (ownAccessRight).
 * A role still held by staff cannot be deleted either: its `users.roles` references refuse it (409 with the
 * count). Writes to users and roles take a transaction-scoped advisory lock first, so two admins demoting each
 * other at once are checked one after the other.
 */

const ACCESS_LOCK = 17_017

async function loadAccess(tx: Queryable) {
  await tx.query('select pg_advisory_xact_lock($1)', [ACCESS_LOCK])
  const { rows: staff } = await tx.query<StaffAccess>(
    `select s.username, s.roles, s.status, coalesce(not u.disabled, false) as account
     from staff_users s left join users u on u.username = s.username`,
  )
  const { rows: roles } = await tx.query<RoleAccess>(
    `select role_code as "roleCode", grants, status from roles`,
  )
  return { staff, roles }
}

/**
 * Whether a change of a user or a role (`values` null: a delete) would leave nobody able to manage access, or
 * take that right from the actor. A create adds rights only, so it is not checked.
 */
async function accessKept(tx: Queryable, { entity: e, values, before, actor }: WriteContext) {
  if (!before) return []
  const state = await loadAccess(tx)
  let after = state
  if (e.name === 'users') {
    const merged = values && { ...before, ...values }
    const staff = state.staff.flatMap((s): StaffAccess[] => {
      if (s.username !== before.username) return [s]
      if (!merged) return []
      return [
        {
          ...s,
          username: String(merged.username),
          roles: merged.roles as string | null,
          status: String(merged.status),
        },
      ]
    })
    after = { ...state, staff }
  } else {
    const merged = values && { ...before, ...values }
    const roles = state.roles.flatMap((r): RoleAccess[] => {
      if (r.roleCode !== before.roleCode) return [r]
      if (!merged) return []
      return [
        {
          roleCode: String(merged.roleCode),
          grants: merged.grants as string | null,
          status: String(merged.status),
        },
      ]
    })
    // A new code is carried to the staff records holding the role (entity-hooks.ts).
    const from = String(before.roleCode)
    const to = merged ? String(merged.roleCode) : from
    const staff =
      to === from
        ? state.staff
        : state.staff.map((s) => ({
            ...s,
            roles: splitKeys(s.roles)
              .map((r) => (r === from ? to : r))
              .join(','),
          }))
    after = { staff, roles }
  }
  const rule = accessRefusal(state, after, actor)
  if (!rule) return []
  const key = e.name === 'users' ? 'username' : 'roleCode'
  const statusChanged = !!values && 'status' in values && values.status !== before.status
  const field = !values ? key : statusChanged ? 'status' : e.name === 'users' ? 'roles' : 'grants'
  return [{ field, rule }]
}

export const BACKSTAGE_CHECKS = { accessKept } satisfies Partial<DatabaseChecks>
