import { accessRefusal, type RoleAccess, type StaffAccess } from '../../../src/domain/access'
import type { EntityDef } from '../../../src/domain/entity'
import { splitKeys } from '../../../src/domain/references'
import type { RuleIssue } from '../../../src/domain/rule-issues'
import type { Queryable } from '../../db/client'
import { throwRuleIssues } from './price-center'

/**
 * The safety rules of access management (issue 17), run in the write's transaction before a staff record or a
 * role is changed or deleted (write-routes.ts, bulk-routes.ts):
 * - at least one enabled user with a usable account keeps the right to manage users and roles
 *   (lastAccessManager);
 * - the user making the change does not take that right from themselves (ownAccessRight);
 * - a password set for an account is long enough and not of the demo passwords' family.
 * A role still held by staff cannot be deleted either: its `users.roles` references refuse it (409 with the
 * count). Writes to users and roles take a transaction-scoped advisory lock first, so two admins demoting each
 * other at once are checked one after the other.
 */

type Values = Record<string, unknown>

export const PASSWORD_MIN = 8
const COMMON_PASSWORDS = new Set(['password', '12345678', '123456789', 'qwertyuiop', 'admin123', 'letmein1'])

export function passwordIssue(password: unknown): RuleIssue | undefined {
  if (typeof password !== 'string' || password === '') return undefined
  if (password.length < PASSWORD_MIN)
    return { field: 'password', rule: 'passwordTooShort', params: { min: PASSWORD_MIN } }
  const lower = password.toLowerCase()
  if (lower.includes('demo') || COMMON_PASSWORDS.has(lower))
    return { field: 'password', rule: 'passwordTooCommon' }
  return undefined
}

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
 * Refuses (400 with a rule issue) a change of `e` (users or roles) that would leave nobody able to manage
 * access, or take that right from `actor`. `values` null is a delete; other entities pass through.
 */
export async function checkAccessKept(
  tx: Queryable,
  e: Pick<EntityDef, 'name'>,
  actor: string,
  before: Values,
  values: Values | null,
): Promise<void> {
  if (e.name !== 'users' && e.name !== 'roles') return
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
  const refusal = accessRefusal(state, after, actor)
  if (!refusal) return
  const key = e.name === 'users' ? 'username' : 'roleCode'
  const statusChanged = !!values && 'status' in values && values.status !== before.status
  const field = !values ? key : statusChanged ? 'status' : e.name === 'users' ? 'roles' : 'grants'
  throwRuleIssues([{ field, rule: refusal }])
}

/** Refuses a weak password on a staff record's create or edit. */
export function checkStaffPassword(e: Pick<EntityDef, 'name'>, values: Values): void {
  if (e.name !== 'users') return
  const issue = passwordIssue(values.password)
  if (issue) throwRuleIssues([issue])
}
