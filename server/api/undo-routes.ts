import { Hono } from 'hono'
import { z } from 'zod'
import { operationAction, type EntityDef } from '@/domain/entity'
import { isGranted } from '@/domain/permissions'
import { validate } from '@/domain/schemas'
import { isUndoableAction, UNDO_MAX_ITEMS, type UndoableAction } from '@/domain/undo'
import type { Db, Queryable } from '../db/client'
import { writeAudit } from './audit'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { badRequest, conflict, forbidden, ok, type FieldIssue } from './envelope'
import { afterWrite, alsoWritten } from './entity-hooks'
import { selectColumns, toRecord } from './list-query'
import { findRecord, insertRecord, updateAudited, type ApiRecord } from './records'
import { assertReferences } from './references'
import { readJsonBody } from './request-body'
import { checkRules } from './rules'

export const undoSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
        version: z.number().int().min(1).max(2_147_483_647),
      }),
    )
    .min(1)
    .max(UNDO_MAX_ITEMS),
})

interface Entry {
  id: number
  action: string
  actor: string
  before: ApiRecord | null
  after: ApiRecord | null
}

const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as ApiRecord | null

async function latestEntry(tx: Queryable, e: EntityDef, id: number): Promise<Entry | undefined> {
  const { rows } = await tx.query<Entry>(
    `select id, action, actor, before, after from audit_log where entity = $1 and record_id = $2
     order by id desc limit 1`,
    [e.name, id],
  )
  const r = rows[0]
  return r && { ...r, before: parse(r.before), after: parse(r.after) }
}

/** The fields an undone edit sets back: what an edit may set (server-kept fields stay the server's). */
const editable = (e: EntityDef, state: ApiRecord) =>
  Object.fromEntries(
    Object.entries(e.fields)
      .filter(([name, def]) => !def.readOnly && !def.writeOnly && name in state)
      .map(([name]) => [name, state[name]]),
  )

/** Every stored field of a deleted record's last state, to insert it again as it was. */
const stored = (e: EntityDef, state: ApiRecord) =>
  Object.fromEntries(
    Object.entries(e.fields)
      .filter(([name, def]) => !def.writeOnly && name in state)
      .map(([name]) => [name, state[name]]),
  )

const refused = (field: 'version' | 'action', id: number, message: string): FieldIssue => ({
  field,
  message: `record ${id}: ${message}`,
})

/**
 * POST /v1/<entity>/undo { items: [{ id, version }] }: takes back the user's own last edit or delete of each
 * record, `version` being the version the user's write started from (the one their edit or delete sent). A
 * record still at that version was not changed by the write (a bulk enable of an enabled record): nothing to
 * undo. Otherwise the record's last audit entry must be that write, by this user, an edit or a delete, and
 * nothing may have changed since: an edit's record still at the version it produced, a deleted record still
 * absent; else 409 (issues: `version` changed since, `action` not undoable). An edit is undone by setting its
 * editable fields back to the entry's before-state (a new version, through the entity's references and rules
 * like any edit); a delete by inserting the record again as it was: its id, fields, creation time and version. Each needs the permission the undone write needed, is audited as `undo` with both states, and
 * all items commit together or not at all.
 */
export function undoRoutes(e: EntityDef, db: Db, counts: CountCache) {
  const app = new Hono<AppEnv>()
  app.post('/undo', async (c) => {
    const user = c.get('user')
    assertGranted(user, `${e.resource}:${operationAction('get')}`)
    const body = validate(undoSchema, await readJsonBody(c))
    if (!body.ok) throw badRequest('invalid body', body.issues)
    const restored = await db.transaction(async (tx) => {
      const out: ApiRecord[] = []
      const seen = new Set<number>()
      for (const { id, version } of body.value.items) {
        if (seen.has(id)) continue
        seen.add(id)
        // One undo of one record at a time (a deleted record has no row to lock).
        await tx.query(`select pg_advisory_xact_lock(hashtext($1), $2::int)`, [e.name, id % 2_147_483_647])
        const current = await findRecord(tx, e, id, true)
        if (current && current.version === version) continue
        const { action, previous } = undoable(
          id,
          version,
          current,
          await latestEntry(tx, e, id),
          user.username,
        )
        if (!isGranted(user.grants, `${e.resource}:${operationAction(action)}`)) throw forbidden()
        out.push(
          current
            ? await undoEdit(tx, e, current, previous, user.username)
            : await undoDelete(tx, e, previous, user.username),
        )
      }
      return out
    })
    if (restored.length) for (const table of [e.table, ...alsoWritten(e)]) counts.invalidate(table)
    return ok(c, { restored })
  })
  return app
}

/** The write to undo and the state before it, or the refusal: not undoable, or the record changed since. */
function undoable(
  id: number,
  version: number,
  current: ApiRecord | undefined,
  entry: Entry | undefined,
  actor: string,
): { action: UndoableAction; previous: ApiRecord } {
  const theirs = entry?.before?.version === version && entry.actor === actor ? entry : undefined
  if (theirs && !isUndoableAction(theirs.action))
    throw conflict('this change cannot be undone', [
      refused('action', id, `${theirs.action} is not undoable`),
    ])
  const action = theirs?.action
  const previous = theirs?.before
  const stillAsLeft = action === 'update' ? current?.version === theirs?.after?.version : !current
  if (!action || !isUndoableAction(action) || !previous || !stillAsLeft)
    throw conflict('the record changed since; reload it', [refused('version', id, 'changed since the write')])
  return { action, previous }
}

async function undoEdit(tx: Queryable, e: EntityDef, current: ApiRecord, previous: ApiRecord, actor: string) {
  const values = editable(e, previous)
  await assertReferences(tx, e, values, current)
  const ruled = await checkRules(tx, e, values, current, actor)
  const after = await updateAudited(tx, e, current, ruled, actor, 'undo')
  await afterWrite(tx, e, current, after, actor)
  return after
}

async function undoDelete(tx: Queryable, e: EntityDef, previous: ApiRecord, actor: string) {
  const values = stored(e, previous)
  await assertReferences(tx, e, values)
  const ruled = await checkRules(tx, e, values, undefined, actor)
  const inserted = await insertRecord(tx, e, { ...ruled, id: previous.id })
  // The deleted version itself: no write was based on a later one (the record was gone), and a form or cache
  // still holding it holds exactly this state.
  const { rows } = await tx.query(
    `update ${e.table} set version = $2, created_at = $3 where id = $1 returning ${selectColumns(e)}`,
    [inserted.id, previous.version, previous.createdAt ?? new Date().toISOString()],
  )
  const after = toRecord(e, rows[0]!) as ApiRecord
  await writeAudit(tx, { entity: e.name, recordId: after.id, action: 'undo', actor, before: null, after })
  await afterWrite(tx, e, null, after, actor)
  return after
}
