import { Hono, type Context } from 'hono'
import { operationAction, type EntityDef } from '@/domain/entity'
import { createSchema, updateSchema, validate } from '@/domain/schemas'
import type { Db } from '../db/client'
import { readAudit, writeAudit } from './audit'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { afterWrite, alsoWritten } from './entity-hooks'
import { badRequest, ok } from './envelope'
import { deleteRecord, findRecord, insertAudited, lockVersion, parseId, updateAudited } from './records'
import { assertReferences, assertUnreferenced, normalizeReferences } from './references'
import { readJsonBody } from './request-body'
import { checkDeleteRules, checkRules } from './rules'

/**
 * Generic write endpoints for one registry entity, each permission-checked before anything else:
 * POST / (add), PUT /:id (edit, with version), DELETE /:id?version= (delete), GET /:id/audit (view).
 * Writes naming keys that do not exist are refused (400, after the types); a record other records still name
 * cannot be deleted (409 with the counts). Each mutation and its audit row commit in one transaction; the
 * table's cached counts are dropped after.
 */
export function writeRoutes(e: EntityDef, db: Db, counts: CountCache) {
  const app = new Hono<AppEnv>()
  const has = (op: 'create' | 'update' | 'delete') => e.operations.includes(op)
  const create = createSchema(e)
  const update = updateSchema(e)
  const actor = (c: Context<AppEnv>) => c.get('user').username
  const written = () => {
    for (const table of [e.table, ...alsoWritten(e)]) counts.invalidate(table)
  }

  if (has('create'))
    app.post('/', async (c) => {
      assertGranted(c.get('user'), `${e.resource}:${operationAction('create')}`)
      const body = validate(create, await readJsonBody(c))
      if (!body.ok) throw badRequest('invalid body', body.issues)
      const record = await db.transaction(async (tx) => {
        const given = normalizeReferences(e, body.value as Record<string, unknown>)
        await assertReferences(tx, e, given)
        const ruled = await checkRules(tx, e, given, undefined, actor(c))
        const values = e.recordedBy ? { ...ruled, [e.recordedBy]: actor(c) } : ruled
        const after = await insertAudited(tx, e, values, actor(c))
        await afterWrite(tx, e, null, after, actor(c))
        return after
      })
      written()
      return ok(c, record)
    })

  if (has('update'))
    app.put('/:id', async (c) => {
      assertGranted(c.get('user'), `${e.resource}:${operationAction('update')}`)
      const id = parseId(c.req.param('id'))
      const body = validate(update, await readJsonBody(c))
      if (!body.ok) throw badRequest('invalid body', body.issues)
      const { version, ...given } = body.value as { version: number } & Record<string, unknown>
      const values = normalizeReferences(e, given)
      const record = await db.transaction(async (tx) => {
        const before = await lockVersion(tx, e, id, version)
        await assertReferences(tx, e, values, before)
        const ruled = await checkRules(tx, e, values, before, actor(c))
        const after = await updateAudited(tx, e, before, ruled, actor(c))
        await afterWrite(tx, e, before, after, actor(c))
        return after
      })
      written()
      return ok(c, record)
    })

  if (has('delete'))
    app.delete('/:id', async (c) => {
      assertGranted(c.get('user'), `${e.resource}:${operationAction('delete')}`)
      const id = parseId(c.req.param('id'))
      // Required, as for edits: a delete based on a stale read is refused (409), not applied.
      const rawVersion = c.req.query('version') ?? ''
      if (!/^[1-9]\d{0,9}$/.test(rawVersion))
        throw badRequest('the record version is required', [
          { field: 'version', message: 'required: ?version= with the version you read' },
        ])
      const version = Number(rawVersion)
      await db.transaction(async (tx) => {
        const before = await lockVersion(tx, e, id, version)
        await assertUnreferenced(tx, e, before)
        await checkDeleteRules(tx, e, before, actor(c))
        await deleteRecord(tx, e, id)
        await writeAudit(tx, {
          entity: e.name,
          recordId: id,
          action: 'delete',
          actor: actor(c),
          before,
          after: null,
        })
        await afterWrite(tx, e, before, null, actor(c))
      })
      written()
      return ok(c, null)
    })

  app.get('/:id/audit', async (c) => {
    assertGranted(c.get('user'), `${e.resource}:view`)
    const id = parseId(c.req.param('id'))
    const history = await readAudit(db, e.name, id)
    if (!history.length && !(await findRecord(db, e, id)))
      throw badRequest('no such record', [{ field: 'id', message: 'not found' }])
    return ok(c, history)
  })

  return app
}
