import { roles, users } from '../entities/product-backstage'
import { databaseRule, defineRules, recordRule, type Refusal } from './define'

/**
 * The safety rules of access management (issue 17). A password set for a staff account is long enough and not
 * of the demo passwords' family (the console checks it as it is typed; the admin's "set password" action too).
 * The rest read every staff record and role, so they run on the server (server/api/rules/backstage.ts) on an
 * edit or delete of a user or role: at least one enabled user with a usable account keeps the right to manage
 * users and roles (lastAccessManager), and the user making the change does not take that right from
 * themselves (ownAccessRight).
 */

const PASSWORD_MIN = 8
const COMMON_PASSWORDS = new Set(['password', '12345678', '123456789', 'qwertyuiop', 'admin123', 'letmein1'])

const passwordTooShort = recordRule({
  key: 'passwordTooShort',
  message: 'A password has at least {min} characters',
  check: ({ password: p }): Refusal[] =>
    typeof p === 'string' && p !== '' && p.length < PASSWORD_MIN
      ? [{ field: 'password', params: { min: PASSWORD_MIN } }]
      : [],
  breaks: () => ({ password: 'short' }),
})

const passwordTooCommon = recordRule({
  key: 'passwordTooCommon',
  message: 'This password is too easy to guess (a demo password or one like it)',
  check: ({ password: p }): Refusal[] => {
    if (typeof p !== 'string' || p.length < PASSWORD_MIN) return []
    const lower = p.toLowerCase()
    return lower.includes('demo') || COMMON_PASSWORDS.has(lower) ? [{ field: 'password' }] : []
  },
  breaks: () => ({ password: 'demo12345' }),
})

/** The first refusal of a password, if any (an admin setting one for a staff account). */
export function passwordIssue(password: unknown) {
  for (const rule of [passwordTooShort, passwordTooCommon]) {
    const [refusal] = rule.check({ password })
    if (refusal) return { ...refusal, rule: rule.key }
  }
  return undefined
}

const accessKept = databaseRule({
  name: 'accessKept',
  messages: {
    lastAccessManager: 'At least one enabled user must keep the right to manage users and roles',
    ownAccessRight: 'You cannot remove your own right to manage users and roles',
  },
  onDelete: true,
})

/** The product backstage's rule table, by entity. */
export const BACKSTAGE_RULES = {
  users: defineRules(users, { record: [passwordTooShort, passwordTooCommon], database: [accessKept] }),
  roles: defineRules(roles, { database: [accessKept] }),
}
