import { Hono } from 'hono'
import { operationAction, type EntityDef } from '../../src/domain/entity'
import { parseListParams } from '../../src/domain/list-params'
import type { Db } from '../db/client'
import { queryJsonRows } from '../db/json-rows'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { badRequest, notFound, ok } from './envelope'
import { buildOrderBy, buildWhere, mergedSource } from './list-query'
import { recordSelect } from './record-mapping'
import { parseId } from './records'

/** Filtered lists up to this many rows are collected, then sorted (see the list handler). */
const NARROW_TOTAL = 20_000
/** Pages within this many rows of the top may be merged from per-value reads (see mergedSource). */
const MERGE_ROWS = 10_000

/** Generic read endpoints for one registry entity: GET /v1/<name> and GET /v1/<name>/<id>. */
export function entityRoutes(e: EntityDef, db: Db, counts: CountCache) {
  const app = new Hono<AppEnv>()
  const columns = recordSelect(e)

  app.get('/', async (c) => {
    assertGranted(c.get('user'), `${e.resource}:${operationAction('list')}`)
    const parsed = parseListParams(e, c.req.query())
    if (!parsed.ok) throw badRequest('invalid list parameters', parsed.issues)
    const p = parsed.params
    const where = buildWhere(e, p)
    const total = await counts.count(db, e.table, where, c.get('changes'))
    if (p.offset >= total) return ok(c, { items: [], total })
    // Past the middle, read from the far end: the database skips fewer rows, so the last page is as fast as the first.
    const fromEnd = p.offset > total / 2
    const limit = Math.min(p.limit, total - p.offset)
    const offset = fromEnd ? total - p.offset - limit : p.offset
    const merged =
      !fromEnd && total > NARROW_TOTAL && offset + limit <= MERGE_ROWS
        ? mergedSource(e, p, offset + limit)
        : undefined
    // A narrow filter (a search, a rare value) is cheaper to collect first and sort than to find by walking the
    // sort index past rows it rejects; `offset 0` keeps the planner from merging the two steps again.
    const from = merged ?? {
      sql:
        where.sql && total <= NARROW_TOTAL
          ? `(select * from ${e.table} ${where.sql} offset 0) narrowed`
          : `${e.table} ${where.sql}`,
      params: where.params,
    }
    const n = from.params.length
    const selected = p.columns ? recordSelect(e, p.columns) : columns
    const { rows: items } = await queryJsonRows(
      db,
      `select ${selected} from ${from.sql} ${buildOrderBy(p.sort, fromEnd)} limit $${n + 1} offset $${n + 2}`,
      [...from.params, limit, offset],
    )
    if (fromEnd) items.reverse()
    return ok(c, { items, total })
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
