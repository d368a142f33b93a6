import { Hono, type Context } from 'hono'
import { AUDIT_LOG_PERMISSION, auditEntries } from '@/domain/audit-log'
import { operationAction } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { parseListParams, splitList, type ListParams } from '@/domain/list-params'
import { isGranted } from '@/domain/permissions'
import { entities } from '@/domain/registry'
import type { Db } from '../db/client'
import { queryJsonRows, rowsComeAsJson } from '../db/json-rows'
import type { AuthUser } from '../identity/users'
import { assertGranted, type AppEnv } from './auth'
import { CountCache } from './count-cache'
import { badRequest, notFound, ok } from './envelope'
import { buildWhere } from './list-query'
import { listAnswer, readPage } from './list-page'
import { exactTotal, listTotal } from './list-total'
import { recordSelect } from './record-mapping'
import { parseId } from './records'

const e = auditEntries

/** The entities whose entries `user` may see: those they may read (the same rule as the live events). */
function readableEntities(user: Pick<AuthUser, 'grants'>): string[] {
  return Object.values(entities)
    .filter((x) => isGranted(user.grants, `${x.resource}:${operationAction('get')}`))
    .map((x) => x.name)
}

/**
 * The list parameters with the entity filter narrowed to what the user may read: an entity asked for that
 * they may not read matches nothing, and no filter means every entity they may read (none when they may read
 * all, so the planner sees no filter at all).
 */
function scoped(p: ListParams, user: Pick<AuthUser, 'grants'>): ListParams {
  const readable = readableEntities(user)
  const all = readable.length === Object.keys(entities).length
  const asked = p.filters.entity ? splitList(p.filters.entity) : undefined
  const allowed = asked ? asked.filter((name) => readable.includes(name)) : all ? undefined : readable
  if (!allowed) return p
  // No readable entity: a value no entry has (entity names are identifiers) keeps the filter an equality.
  return { ...p, filters: { ...p.filters, entity: allowed.length ? allowed.join(',') : '-' } }
}

/**
 * GET /v1/auditEntries (the list the one table reads, newest first), /count and /:id: the global audit log,
 * needing its own permission (deny by default). Totals are never cached (the log grows with every write) and
 * follow the lists' estimate path: exact up to 100,000 matching rows, else the planner's estimate.
 */
export function auditLogRoutes(db: Db) {
  const app = new Hono<AppEnv>()
  const columns = recordSelect(e, undefined, { timesByDriver: !rowsComeAsJson(db) })

  const listRequest = (c: Context<AppEnv>) => {
    assertGranted(c.get('user'), AUDIT_LOG_PERMISSION)
    const parsed = parseListParams(e, c.req.query())
    if (!parsed.ok) throw badRequest('invalid list parameters', parsed.issues)
    const p = scoped(parsed.params, c.get('user'))
    return { p, where: buildWhere(e, p) }
  }

  app.get('/', async (c) => {
    const { p, where } = listRequest(c)
    const total = await listTotal(db, new CountCache(), e.table, where)
    if (!total.estimated && p.offset >= total.total) return ok(c, listAnswer(p, [], total))
    return ok(c, listAnswer(p, await readPage(db, e, p, where, total), total))
  })

  app.get('/count', async (c) => {
    const { where } = listRequest(c)
    return ok(c, { total: await exactTotal(db, new CountCache(), e.table, where) })
  })

  app.get('/:id', async (c) => {
    assertGranted(c.get('user'), AUDIT_LOG_PERMISSION)
    const id = parseId(c.req.param('id'))
    const readable = readableEntities(c.get('user'))
    const { rows } = await queryJsonRows(
      db,
      `select ${columns} from ${e.table} where id = $1 and ${columnName('entity')} = any($2::text[])`,
      [id, readable],
    )
    if (!rows[0]) throw notFound()
    return ok(c, rows[0])
  })

  return app
}
