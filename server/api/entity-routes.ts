import { Hono } from 'hono'
import { operationAction, type EntityDef } from '../../src/domain/entity'
import { parseListParams } from '../../src/domain/list-params'
import type { Db } from '../db/client'
import { queryJsonRows, rowsComeAsJson } from '../db/json-rows'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { badRequest, notFound, ok } from './envelope'
import { buildWhere } from './list-query'
import { pageGuard, readPage } from './list-page'
import { recordSelect } from './record-mapping'
import { parseId } from './records'

/** Generic read endpoints for one registry entity: GET /v1/<name> and GET /v1/<name>/<id>. */
export function entityRoutes(e: EntityDef, db: Db, counts: CountCache) {
  const app = new Hono<AppEnv>()
  const columns = recordSelect(e, undefined, { timesByDriver: !rowsComeAsJson(db) })

  app.get('/', async (c) => {
    const permission = `${e.resource}:${operationAction('list')}`
    const pending = c.get('pendingAuth')
    if (pending) await pending.userGranted(c, permission)
    else assertGranted(c.get('user'), permission)
    const parsed = parseListParams(e, c.req.query())
    if (!parsed.ok) throw badRequest('invalid list parameters', parsed.issues)
    const p = parsed.params
    const where = buildWhere(e, p)
    // PostgreSQL, a kept session and a kept total: one guarded statement proves both and reads the page.
    const kept = pending && counts.keptCount(e.table, where)
    if (pending && kept && p.offset < kept.value) {
      const guard = pageGuard(e.table, kept.version, pending.stamp)
      const items = await readPage(db, e, p, where, kept.value, guard)
      if (items.length) {
        pending.markConfirmed()
        return ok(c, { items, total: kept.value })
      }
    }
    if (pending) await pending.confirm(c)
    const total = await counts.count(db, e.table, where, c.get('changes'))
    if (p.offset >= total) return ok(c, { items: [], total })
    return ok(c, { items: await readPage(db, e, p, where, total), total })
  })

  app.get('/:id', async (c) => {
    assertGranted(c.get('user'), `${e.resource}:${operationAction('get')}`)
    const id = parseId(c.req.param('id'))
    const { rows } = await queryJsonRows(db, `select ${columns} from ${e.table} where id = $1`, [id])
    if (!rows[0]) throw notFound()
    return ok(c, rows[0])
  })

  return app
}
