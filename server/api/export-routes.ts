import { Hono } from 'hono'
import { entityByName } from '@/domain/registry'
import type { EntityDef } from '@/domain/entity'
import { XLSX_CONTENT_TYPE } from '@/domain/xlsx/xlsx-writer'
import type { Db } from '../db/client'
import { assertGranted, requireUser, type AppEnv } from './auth'
import { ApiError, notFound, ok } from './envelope'
import { readTicketBody, type TicketBody } from './export-request'
import { whereWithIds, type ExportJob } from './export-rows'
import { ExportStore } from './export-store'
import { csvStream, xlsxStream } from './export-streams'
import { readJsonBody } from './request-body'

const TICKET_TTL_MS = 60_000
const JOB_TTL_MS = 15 * 60_000
/** Unused tickets one user may hold at once (each lives a minute), and all users together. */
export const MAX_PENDING_PER_USER = 20
const MAX_PENDING = 10_000

/**
 * Streamed exports (CSV or XLSX): GET /v1/<entity>/export?ticket=… with the list's filters, sort and q fixed in the ticket.
 * The console buys the ticket with an authorised POST (permission `<resource>:export`) so no token travels in
 * a URL; the ticket is single-use and expires in a minute. Tickets and progress live in the database, so any
 * server process redeems a ticket another issued. Rows stream in batches of 2,000 by id (a snapshot
 * of the matching ids in list order, then `id = any(...)` per batch), so no deep OFFSET is ever scanned and
 * memory stays flat on the server and in the browser, which saves to disk as bytes arrive.
 */
export function exportRoutes(db: Db, tokenSecret: string) {
  const app = new Hono<AppEnv>()
  const store = new ExportStore(db)
  const auth = requireUser(db, tokenSecret)

  app.post('/:entity/export/tickets', auth, async (c) => {
    const e = exportable(c.req.param('entity'))
    const user = c.get('user')
    assertGranted(user, `${e.resource}:export`)
    const body = (await readJsonBody(c)) as TicketBody | null
    const spec = readTicketBody(e, body)
    const where = whereWithIds(e, spec.params, spec.ids)
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${e.table} ${where.sql}`,
      where.params,
    )
    await store.sweep(JOB_TTL_MS)
    // Per user, so one user cannot block everyone's exports; the global bound caps the table.
    const pending = await store.pending(user.id)
    if (pending.mine >= MAX_PENDING_PER_USER || pending.all >= MAX_PENDING)
      throw new ApiError(
        429,
        429,
        `too many pending exports (at most ${MAX_PENDING_PER_USER} per user); start one, or wait a minute`,
      )
    const total = Number(rows[0]?.n ?? 0)
    const { id, ticket } = await store.issue({ userId: user.id, entity: e.name, spec, total }, TICKET_TTL_MS)
    return ok(c, { ticket, id, total })
  })

  app.get('/:entity/export/progress/:id', auth, async (c) => {
    const progress = await store.progress(c.req.param('id'), c.get('user').id)
    if (!progress) throw notFound()
    return ok(c, progress)
  })

  app.get('/:entity/export', async (c) => {
    const issued = await store.redeem(c.req.query('ticket') ?? '', c.req.param('entity'))
    const entity = issued && entityByName(issued.entity)
    if (!issued || !entity) throw notFound()
    const job: ExportJob = {
      ...issued.spec,
      id: issued.id,
      entity,
      rows: 0,
      total: issued.total,
      done: false,
      failed: false,
    }
    const report = () => store.report(job.id, job)
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')
    const xlsx = job.format === 'xlsx'
    return new Response(xlsx ? xlsxStream(db, job, report) : csvStream(db, job, report), {
      headers: {
        'content-type': xlsx ? XLSX_CONTENT_TYPE : 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${job.entity.name}-${stamp}.${job.format}"`,
        'cache-control': 'no-store',
      },
    })
  })
  return app
}

/** The entity an export URL names, if it may be exported at all (a 404 otherwise, as for an unknown one). */
function exportable(name: string): EntityDef {
  const e = entityByName(name)
  if (!e || !e.operations.includes('export')) throw notFound()
  return e
}
