import type { AuditAction } from '@/domain/audit-actions'
import { generatedKey, generatesKey, type EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import type { Queryable } from '../db/client'
import { drawCodeNumber, hasCodeSequence, skipTakenCodes } from '../db/code-sequence'
import { writeAudit } from './audit'
import { badRequest, conflict, notFound } from './envelope'
import { selectColumns, toRecord } from './list-query'

export type RecordValues = Record<string, unknown>

/** A record as the API returns it; write-only fields never appear (so they never reach the audit log either). */
export type ApiRecord = Record<string, unknown> & { id: number; version: number }

/** A record id as written in a path or query: decimal digits only (no `0x10`, `1e1`, `+1` or ` 1`). */
export function parseId(raw: string | undefined): number {
  const id = /^[1-9]\d{0,15}$/.test(raw ?? '') ? Number(raw) : NaN
  if (!Number.isSafeInteger(id))
    throw badRequest('invalid id', [{ field: 'id', message: 'must be a positive integer' }])
  return id
}

async function findOne(db: Queryable, e: EntityDef, column: string, value: unknown, lock: boolean) {
  const { rows } = await db.query(
    `select ${selectColumns(e)} from ${e.table} where ${column} = $1${lock ? ' for update' : ''}`,
    [value],
  )
  return rows[0] ? (toRecord(e, rows[0]) as ApiRecord) : undefined
}

export const findRecord = (db: Queryable, e: EntityDef, id: number, lock = false) =>
  findOne(db, e, 'id', id, lock)

export const findByKey = (db: Queryable, e: EntityDef, key: string, lock = false) =>
  findOne(db, e, columnName(e.key), key, lock)

/** Whether a create leaves the key to the server: the entity generates it and none (or an empty one) was given. */
const keyLeftEmpty = (e: EntityDef, values: RecordValues) =>
  generatesKey(e) && (values[e.key] === undefined || values[e.key] === null || values[e.key] === '')

/** Inserts one record; a taken business key is a 409 naming the key field. */
export async function insertRecord(db: Queryable, e: EntityDef, values: RecordValues): Promise<ApiRecord> {
  const generated = keyLeftEmpty(e, values)
  const fromSequence = generated && hasCodeSequence(e)
  // A generated key has the seeded records' format. A readOnly key is the prefix plus the record's own number
  // (RF002132); an editable code left empty is the next of the entity's code sequence (code-sequence.ts). A
  // number whose key a stored record already holds is skipped (the sequence moves on).
  for (let attempt = 0; ; attempt++) {
    const row: RecordValues = { ...values }
    let drawn = 0n
    if (fromSequence) {
      drawn = await drawCodeNumber(db, e)
      row[e.key] = generatedKey(e, drawn)
    } else if (generated) {
      const { rows: next } = await db.query<{ id: string }>(
        `select nextval(pg_get_serial_sequence('${e.table}', 'id'))::text as id`,
      )
      row.id = Number(next[0]!.id)
      row[e.key] = generatedKey(e, BigInt(next[0]!.id))
    }
    const names = Object.keys(row).filter((n) => row[n] !== undefined && (e.fields[n] || n === 'id'))
    const cols = names.map((n) => (n === 'id' ? 'id' : columnName(n)))
    const { rows } = await db.query(
      `insert into ${e.table} (${cols.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})
       on conflict (${columnName(e.key)}) do nothing returning ${selectColumns(e)}`,
      names.map((n) => row[n]),
    )
    if (rows[0]) return toRecord(e, rows[0]) as ApiRecord
    if (!generated || attempt >= 4)
      throw conflict(`${e.key} already exists`, [{ field: e.key, message: 'already exists' }])
    if (fromSequence) await skipTakenCodes(db, e, drawn)
  }
}

/** Loads the record locked for update and checks the caller's version: 404 when gone, 409 when stale. */
export async function lockVersion(
  db: Queryable,
  e: EntityDef,
  id: number,
  version: number | undefined,
): Promise<ApiRecord> {
  const current = await findRecord(db, e, id, true)
  if (!current) throw notFound()
  if (version !== undefined && current.version !== version)
    throw conflict('the record was changed by someone else; reload and try again', [
      { field: 'version', message: `stale version ${version}, current is ${current.version}` },
    ])
  return current
}

/** Updates the given fields and bumps the version; the caller has locked the row with lockVersion. */
export async function updateRecord(
  db: Queryable,
  e: EntityDef,
  id: number,
  values: RecordValues,
): Promise<ApiRecord> {
  const names = Object.keys(values).filter((n) => values[n] !== undefined && e.fields[n])
  const sets = names.map((n, i) => `${columnName(n)} = $${i + 2}`)
  if (values[e.key] !== undefined) {
    // Checked first: a unique violation would abort the caller's transaction (and PostgreSQL's with it).
    const { rows: taken } = await db.query(
      `select 1 from ${e.table} where ${columnName(e.key)} = $1 and id <> $2`,
      [values[e.key], id],
    )
    if (taken[0]) throw conflict(`${e.key} already exists`, [{ field: e.key, message: 'already exists' }])
  }
  const { rows } = await db.query(
    `update ${e.table} set ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
     where id = $1 returning ${selectColumns(e)}`,
    [id, ...names.map((n) => values[n])],
  )
  if (!rows[0]) throw notFound()
  return toRecord(e, rows[0]) as ApiRecord
}

export async function deleteRecord(db: Queryable, e: EntityDef, id: number): Promise<void> {
  await db.query(`delete from ${e.table} where id = $1`, [id])
}

/** Inserts a record and its audit row (the caller's transaction holds both). */
export async function insertAudited(
  tx: Queryable,
  e: EntityDef,
  values: RecordValues,
  actor: string,
  action: AuditAction = 'create',
) {
  const after = await insertRecord(tx, e, values)
  await writeAudit(tx, { entity: e.name, recordId: after.id, action, actor, before: null, after })
  return after
}

/** Updates a record locked by lockVersion and writes its audit row with both states. */
export async function updateAudited(
  tx: Queryable,
  e: EntityDef,
  before: ApiRecord,
  values: RecordValues,
  actor: string,
  action: AuditAction = 'update',
) {
  const after = await updateRecord(tx, e, before.id, values)
  await writeAudit(tx, { entity: e.name, recordId: before.id, action, actor, before, after })
  return after
}
