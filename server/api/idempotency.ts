import { createHash } from 'node:crypto'
import { REFUND_CODES } from '@/domain/refund-apply'
import type { Queryable } from '../db/client'
import { badRequest, businessError } from './envelope'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** The key from the request, required for money-moving actions. */
export function idempotencyKey(raw: string | undefined): string {
  const key = raw?.trim() ?? ''
  if (!key || key.length > 200)
    throw badRequest(`the ${IDEMPOTENCY_HEADER} header is required`, [
      { field: IDEMPOTENCY_HEADER, message: 'required (1–200 characters)' },
    ])
  return key
}

/**
 * Runs `action` at most once per (actor, scope, key), inside the caller's transaction. The first call claims
 * the key and stores its result; a retry with the same request returns that result; the same key with a
 * different request is refused (230022). A failed action rolls back with its claim, so it can be retried.
 * On PostgreSQL a concurrent retry blocks on the claim's unique index until the first commits.
 */
export async function once<T>(
  tx: Queryable,
  claim: { actor: string; scope: string; key: string; request: unknown },
  action: () => Promise<T>,
): Promise<T> {
  const hash = createHash('sha256').update(JSON.stringify(claim.request)).digest('hex')
  const { rows: claimed } = await tx.query(
    `insert into idempotency_keys (actor, scope, key, request_hash) values ($1, $2, $3, $4)
     on conflict do nothing returning key`,
    [claim.actor, claim.scope, claim.key, hash],
  )
  if (!claimed[0]) {
    const { rows } = await tx.query<{ request_hash: string; response: unknown }>(
      `select request_hash, response from idempotency_keys where actor = $1 and scope = $2 and key = $3`,
      [claim.actor, claim.scope, claim.key],
    )
    const prior = rows[0]
    if (!prior || prior.request_hash !== hash)
      throw businessError(
        REFUND_CODES.idempotencyKeyReused,
        'this Idempotency-Key was used for a different request',
      )
    return (typeof prior.response === 'string' ? JSON.parse(prior.response) : prior.response) as T
  }
  const result = await action()
  await tx.query(`update idempotency_keys set response = $4 where actor = $1 and scope = $2 and key = $3`, [
    claim.actor,
    claim.scope,
    claim.key,
    JSON.stringify(result ?? null),
  ])
  return result
}
