import { Hono } from 'hono'
import { bulkSetSchema, checkSetValue, sameValue, settableFields } from '@/domain/bulk-set'
import { operationAction, type EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { validate } from '@/domain/schemas'
import type { Db, Queryable } from '../db/client'
import { assertGranted, type AppEnv } from './auth'
import type { BulkRefusal } from './bulk-routes'
import type { CountCache } from './count-cache'
import { ApiError, badRequest, ok } from './envelope'
import { afterWrite, alsoWritten } from './entity-hooks'
import { selectColumns, toRecord } from './list-query'
import { updateAudited, type ApiRecord } from './records'
import { assertReferences, normalizeReferences } from './references'
import { readJsonBody } from './request-body'
import { checkRules } from './rules'

export interface BulkSetResult {
  /** The records set (or, in a dry run, that would be). */
  changed: string[]
  /** The records that already had the value: left alone. */
  unchanged: string[]
  refused: BulkRefusal[]
  dryRun: boolean
}

/** Thrown out of a dry run's transaction, so that it rolls back, carrying the answer. */
class DryRunDone {
  constructor(readonly result: BulkSetResult) {}
}

/**
 * POST /v1/<entity>/bulk-set { field, value, items: [{ key, version }], dryRun? } →
 * { changed, unchanged, refused: [{ key, reason, issues? }], dryRun }. Needs the entity's edit permission
 * (checked first). The value is checked once as an edit body would check it (400 for the whole request, as is a
 * value naming a record that does not exist); then each record, locked, is edited as `PUT /:id` with that one
 * field would edit it: its own record rules, locks and database rules (reason 'rules' with the issues), a stale
 * version ('version'), a key no record has ('notFound'). Each record has a savepoint, so a refused one leaves
 * nothing behind; each change is audited. A dry run does all of it and rolls back.
 */
export function bulkSetRoutes(e: EntityDef, db: Db, counts: CountCache) {
  const app = new Hono<AppEnv>()
  if (!e.operations.includes('update') || !settableFields(e).length) return app
  const schema = bulkSetSchema(e)
  const keyCol = columnName(e.key)

  app.post('/bulk-set', async (c) => {
    const user = c.get('user')
    assertGranted(user, `${e.resource}:${operationAction('update')}`)
    const body = validate(schema, await readJsonBody(c))
    if (!body.ok) throw badRequest('invalid body', body.issues)
    const { field, items, dryRun = false } = body.value
    const checked = checkSetValue(e, field, body.value.value)
    if (!checked.ok) throw badRequest('invalid value', checked.issues)
    const given = normalizeReferences(e, { [field]: checked.value })
    const def = e.fields[field]!

    const run = async (tx: Queryable): Promise<BulkSetResult> => {
      await assertReferences(tx, e, given)
      const { rows } = await tx.query(
        `select ${selectColumns(e)} from ${e.table} where ${keyCol} = any($1::text[]) order by id for update`,
        [items.map((i) => i.key)],
      )
      const byKey = new Map(rows.map((r) => [String(r[keyCol]), toRecord(e, r) as ApiRecord]))
      const result: BulkSetResult = { changed: [], unchanged: [], refused: [], dryRun }
      const seen = new Set<string>()
      for (const { key, version } of items) {
        if (seen.has(key)) continue
        seen.add(key)
        const record = byKey.get(key)
        if (!record) result.refused.push({ key, reason: 'notFound' })
        else if (record.version !== version) result.refused.push({ key, reason: 'version' })
        else if (sameValue(def, record[field], given[field])) result.unchanged.push(key)
        else {
          const refusal = await setOne(tx, e, record, given, user.username)
          if (refusal) result.refused.push({ key, reason: 'rules', issues: refusal })
          else result.changed.push(key)
        }
      }
      if (dryRun) throw new DryRunDone(result)
      return result
    }

    const result = await db.transaction(run).catch((err: unknown) => {
      if (err instanceof DryRunDone) return err.result
      throw err
    })
    if (result.changed.length && !dryRun)
      for (const table of [e.table, ...alsoWritten(e)]) counts.invalidate(table)
    return ok(c, result)
  })
  return app
}

/** Edits one locked record as `PUT /:id` would; the rules' refusal (the record untouched) or nothing. */
async function setOne(
  tx: Queryable,
  e: EntityDef,
  record: ApiRecord,
  given: Record<string, unknown>,
  actor: string,
): Promise<BulkRefusal['issues'] | undefined> {
  await tx.query('savepoint bulk_set_row')
  try {
    const values = await checkRules(tx, e, given, record, actor)
    const after = await updateAudited(tx, e, record, values, actor)
    await afterWrite(tx, e, record, after, actor)
    await tx.query('release savepoint bulk_set_row')
    return undefined
  } catch (err) {
    await tx.query('rollback to savepoint bulk_set_row')
    if (err instanceof ApiError && err.status === 400) return err.issues ?? []
    throw err
  }
}
