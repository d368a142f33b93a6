import { createHash } from 'node:crypto'
import { verifyPassword } from '../db/passwords'
import { passwordIssue } from '@/domain/rules/backstage'
import type { PasswordChangeError } from './sign-in-page'
import { signToken, verifyToken } from './tokens'
import type { UserRow } from './users'

/**
 * The sign-in step that follows a password an admin set or generated: the user must choose their own before
 * any code or session is issued. Between the two posts a ticket proves the sign-in just happened: signed,
 * valid for ten minutes, and bound to the temporary password's hash, so it is spent once that changes.
 */
const TICKET_SECONDS = 600

const fingerprint = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22)

export function changeTicket(secret: string, user: Pick<UserRow, 'username' | 'password_hash'>): string {
  const now = Math.floor(Date.now() / 1000)
  return signToken(secret, {
    sub: user.username,
    sid: '',
    typ: 'pwchange',
    iat: now,
    exp: now + TICKET_SECONDS,
    pv: fingerprint(user.password_hash),
  })
}

/** Whether the ticket is this user's, still valid, and their password still the temporary one it was for. */
export function ticketHolds(secret: string, ticket: unknown, user: UserRow | undefined): user is UserRow {
  if (typeof ticket !== 'string' || !user || user.disabled || !user.must_change_password) return false
  const claims = verifyToken(secret, ticket, 'pwchange')
  return claims?.sub === user.username && claims.pv === fingerprint(user.password_hash)
}

/** What is wrong with the chosen password, if anything: typed twice alike, strong enough, and new. */
export async function newPasswordError(
  user: UserRow,
  chosen: string,
  repeated: string,
): Promise<PasswordChangeError | undefined> {
  if (!chosen || !repeated) return 'passwordMissing'
  if (chosen !== repeated) return 'passwordMismatch'
  if (chosen.length > 200) return 'passwordTooLong'
  const issue = passwordIssue(chosen)
  if (issue) return issue.rule === 'passwordTooShort' ? 'passwordTooShort' : 'passwordTooCommon'
  if (await verifyPassword(chosen, user.password_hash)) return 'passwordUnchanged'
  return undefined
}
