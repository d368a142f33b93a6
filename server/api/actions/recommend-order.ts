import { recommends } from '@/domain/entities/commodity-center'
import { recommendReorderSchema } from '@/domain/recommend-order'
import { validate } from '@/domain/schemas'
import { badRequest, conflict } from '../envelope'
import { selectColumns, toRecord } from '../list-query'
import { updateAudited, type ApiRecord } from '../records'
import { serialize } from '../rules/sql'
import type { ActionHandler } from './types'

/**
 * Saves the order of one recommendation list in one request: the codes given, which must be exactly the
 * list's members (else 409: the list changed since it was read), get positions 1…n. Only records whose
 * position changes are written (and audited as `reorder`), so sending the same order again changes nothing;
 * the action is also claimed by its Idempotency-Key (a retry returns the first answer). Answers the list in
 * its new order.
 */
export const reorderRecommends: ActionHandler = async ({ tx, user, body }) => {
  const parsed = validate(recommendReorderSchema, body)
  if (!parsed.ok) throw badRequest('invalid body', parsed.issues)
  const { scene, language, country, codes } = parsed.value
  // The same lock the position rule takes: a concurrent edit of this list waits for the reorder.
  await serialize(tx, `recommends:${scene}:${String(language)}:${String(country)}`)
  const { rows } = await tx.query(
    `select ${selectColumns(recommends)} from recommends
     where scene = $1 and language is not distinct from $2 and country is not distinct from $3
     order by position, recommend_code for update`,
    [scene, language, country],
  )
  const members = new Map(
    rows.map((r) => toRecord(recommends, r) as ApiRecord).map((r) => [String(r.recommendCode), r]),
  )
  const unknown = codes.filter((c) => !members.has(c))
  const left = [...members.keys()].filter((c) => !codes.includes(c))
  if (unknown.length || left.length)
    throw conflict('the list changed since it was read; reload it and reorder again', [
      ...(unknown.length ? [{ field: 'codes', message: `not in this list: ${unknown.join(', ')}` }] : []),
      ...(left.length ? [{ field: 'codes', message: `missing from the order: ${left.join(', ')}` }] : []),
    ])
  const ordered: ApiRecord[] = []
  for (const [i, code] of codes.entries()) {
    const record = members.get(code) as ApiRecord
    ordered.push(
      record.position === i + 1
        ? record
        : await updateAudited(tx, recommends, record, { position: i + 1 }, user.username, 'reorder'),
    )
  }
  return { data: ordered }
}
