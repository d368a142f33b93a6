import { generatesKey, type EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import type { Queryable } from './client'

/**
 * Codes of new records left empty by staff (PRC004001, SKU01200): the entity's declared prefix and digits
 * around a number drawn from a database sequence of its own. A sequence draw is atomic across connections and
 * server processes and never handed out twice, so concurrent creates get different codes without a lock;
 * the code column's unique index is the final guard. A readOnly key (refund numbers) is numbered from the
 * record's id instead (records.ts).
 */

/** Whether the entity numbers staff-editable codes from a code sequence. */
export const hasCodeSequence = (e: EntityDef) => generatesKey(e) && !e.fields[e.key]?.readOnly

const sequenceOf = (e: EntityDef) => `${e.table}_code_seq`

/** The entity's code sequence, created with its table (empty for entities without one). */
export const codeSequenceDdl = (e: EntityDef) =>
  hasCodeSequence(e) ? `create sequence if not exists ${sequenceOf(e)};` : ''

async function nextNumber(db: Queryable, e: EntityDef): Promise<bigint> {
  const { rows } = await db.query<{ n: string }>(`select nextval('${sequenceOf(e)}')::text as n`)
  return BigInt(rows[0]!.n)
}

/**
 * The next number of the entity's code sequence. Its first draw starts past the codes already stored (the
 * seed, records from before codes were generated), so the first new license is LIC-1000, not a free LIC-001.
 */
export async function drawCodeNumber(db: Queryable, e: EntityDef): Promise<bigint> {
  const n = await nextNumber(db, e)
  if (n !== 1n) return n
  await skipTakenCodes(db, e, n)
  return nextNumber(db, e)
}

/** Longest number a stored code may hold to count (a bigint holds 18 digits). */
const MAX_DIGITS = 18

/**
 * After a drawn code turned out taken (the seeded records, codes staff typed in the same format, a database
 * whose sequence is new): moves the sequence past the highest number a stored code of the format holds, so the
 * next draw is free. It only ever reads the table on such a collision, which the seeded data causes once per
 * entity; a concurrent draw it overtakes just collides and retries in turn.
 */
export async function skipTakenCodes(db: Queryable, e: EntityDef, drawn: bigint): Promise<void> {
  const prefix = e.keyPrefix ?? ''
  const col = columnName(e.key)
  const pattern = `^${prefix.replace(/[^A-Za-z0-9]/g, '\\$&')}[0-9]+$`
  await db.query(
    `select setval('${sequenceOf(e)}', greatest(
       (select coalesce(max(substr(${col}, ${prefix.length + 1})::bigint), 0) from ${e.table}
         where ${col} ~ $1 and length(${col}) <= ${prefix.length + MAX_DIGITS}),
       $2::bigint))`,
    [pattern, drawn.toString()],
  )
}
