import type { EntityDef } from '../../src/domain/entity'
import type { Queryable } from '../db/client'
import type { ApiRecord } from './records'

/**
 * Side effects of writes to particular entities, run in the write's transaction.
 * Backstage staff records drive the sign-in account of the same username: a disabled (or deleted) record
 * disables the account, and its role becomes the account's role. Sessions are checked on every request,
 * so this takes effect on the account's next request.
 */
export async function afterWrite(
  tx: Queryable,
  e: EntityDef,
  before: ApiRecord | null,
  after: ApiRecord | null,
) {
  if (e.name !== 'users') return
  if (before && (!after || before.username !== after.username))
    await tx.query('update users set disabled = true where username = $1', [before.username])
  if (after) {
    const roles = after.role === 'none' ? [] : [after.role]
    await tx.query('update users set disabled = $2, roles = $3 where username = $1', [
      after.username,
      after.status === 'disabled',
      roles,
    ])
  }
}
