import { users } from '@/domain/entities/product-backstage'
import { generatePassword, resetPasswordSchema } from '@/domain/passwords'
import { validate } from '@/domain/schemas'
import { writeAudit } from '../audit'
import { setTemporaryPassword } from '../entity-hooks'
import { badRequest } from '../envelope'
import { lockVersion } from '../records'
import { passwordIssue } from '@/domain/rules/backstage'
import { throwRuleIssues } from '../rules/issues'
import type { ActionHandler } from './types'

/**
 * An admin resets a staff user's password: the one they typed (checked like a first password) or a generated
 * one, answered this once and never stored in clear. Either is temporary: the user chooses their own at the
 * next sign-in, and their sessions end now. The audit records that it happened, never the password.
 */
export const resetPassword: ActionHandler = async ({ tx, user, id, body }) => {
  const parsed = validate(resetPasswordSchema, body)
  if (!parsed.ok) throw badRequest('invalid request', parsed.issues)
  const staff = await lockVersion(tx, users, id ?? 0, parsed.value.version)
  const generated = parsed.value.password === undefined
  const password = parsed.value.password ?? generatePassword()
  const issue = passwordIssue(password)
  if (issue) throwRuleIssues([issue])
  await setTemporaryPassword(tx, staff, password)
  await writeAudit(tx, {
    entity: users.name,
    recordId: staff.id,
    action: 'resetPassword',
    actor: user.username,
    before: null,
    after: { passwordGenerated: generated, mustChangePassword: true },
  })
  return { data: { username: staff.username, password: generated ? password : null } }
}
