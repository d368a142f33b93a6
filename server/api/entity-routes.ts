import { Hono, type Context } from 'hono'
import { operationAction, type EntityDef } from '@/domain/entity'
import { parseListParams } from '@/domain/list-params'
import type { Db } from '../db/client'
import { queryJsonRows, rowsComeAsJson } from '../db/json-rows'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { badRequest, notFound, ok } from './envelope'
import { buildWhere } from './list-query'
import { listAnswer, pageGuard, readPage } from './list-page'
import { exactTotal, listTotal, totalKey, type ListTotal } from './list-total'
import type { PositionSamples } from './position-samples'
import { recordSelect } from './record-mapping'
import { parseId } from './records'

/** Generic read endpoints for one registry entity: GET /v1/<name> and GET /v1/<name>/<id>. */
export function entityRoutes(e: EntityDef, db: Db, counts: CountCache, samples: PositionSamples) {
  const app = new Hono<AppEnv>()
  const columns = recordSelect(e, undefined, { timesByDriver: !rowsComeAsJson(db) })

  const listRequest = async (c: Context<AppEnv>) => {
    const permission = `${e.resource}:${operationAction('list')}`
    const pending = c.get('pendingAuth')
    if (pending) await pending.userGranted(c, permission)
    else assertGranted(c.get('user'), permission)
    const parsed = parseListParams(e, c.req.query())
    if (!parsed.ok) throw badRequest('invalid list parameters', parsed.issues)
    return { p: parsed.params, where: buildWhere(e, parsed.params), pending }
  }

  app.get('/', async (c) => {
    const { p, where, pending } = await listRequest(c)
    // PostgreSQL, a kept session and a kept total: one guarded statement proves both and reads the page.
    const kept = pending && counts.kept<ListTotal>(e.table, totalKey(where))
    if (pending && kept && p.offset < kept.value.total) {
      const guard = pageGuard(e.table, kept.version, pending.stamp)
      const seek = await samples.seek(e, p.sort, where, p.offset, kept.value.total, c.get('changes'))
      const items = await readPage(db, e, p, where, kept.value, { guard, seek })
      if (items.length) {
        pending.markConfirmed()
        return ok(c, listAnswer(p, items, kept.value))
      }
    }
    if (pending) await pending.confirm(c)
    const total = await listTotal(db, counts, e.table, where, c.get('changes'))
    if (!total.estimated && p.offset >= total.total) return ok(c, listAnswer(p, [], total))
    const seek = await samples.seek(e, p.sort, where, p.offset, total.total, c.get('changes'))
    return ok(c, listAnswer(p, await readPage(db, e, p, where, total, { seek }), total))
  })

  // The exact count behind an estimated total (data.totalEstimated): asked for separately, so it never holds
  // up a page.
  app.get('/count', async (c) => {
    const { where, pending } = await listRequest(c)
    if (pending) await pending.confirm(c)
    return ok(c, { total: await exactTotal(db, counts, e.table, where, c.get('changes')) })
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
