import { Hono } from 'hono'
import { entityByName } from '@/domain/registry'
import type { EntityDef } from '@/domain/entity'
import { parseListParams, type ListParams } from '@/domain/list-params'
import { validate } from '@/domain/schemas'
import { XLSX_CONTENT_TYPE, xlsxReadableStream, type XlsxWriteCell } from '@/domain/xlsx/xlsx-writer'
import { dateSerial, instantSerial } from '@/domain/xlsx/serial-dates'
import { minorUnitDigits } from '@/domain/rules/shared'
import { csvLine } from '@/domain/csv-line'
import type { Db } from '../db/client'
import { assertGranted, requireUser, type AppEnv } from './auth'
import { ApiError, badRequest, notFound, ok } from './envelope'
import { buildOrderBy, buildWhere, selectColumns, toRecord } from './list-query'
import { after, seekable, sortKeySql } from './position-samples'
import { readJsonBody } from './request-body'
import { EXPORT_FORMATS, ExportStore, type ExportSpec, type ExportProgress } from './export-store'
import { exportTicketSchema, MAX_EXPORT_IDS } from './export-ticket'

/** Rows read per database round trip while streaming. */
export const EXPORT_BATCH = 2000
const TICKET_TTL_MS = 60_000
const JOB_TTL_MS = 15 * 60_000
/** Unused tickets one user may hold at once (each lives a minute), and all users together. */
export const MAX_PENDING_PER_USER = 20
const MAX_PENDING = 10_000

/** An export being written by this process: its spec, with progress counted as batches are read. */
interface ExportJob extends ExportSpec, ExportProgress {
  id: string
  entity: EntityDef
}

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

interface TicketBody {
  format?: unknown
  query?: unknown
  columns?: unknown
  ids?: unknown
  raw?: unknown
  timeZone?: unknown
}

function exportable(name: string): EntityDef {
  const e = entityByName(name)
  if (!e || !e.operations.includes('export')) throw notFound()
  return e
}

function readTicketBody(e: EntityDef, body: TicketBody | null) {
  const shape = validate(exportTicketSchema, body)
  if (!shape.ok) throw badRequest('invalid export request', shape.issues)
  const format = EXPORT_FORMATS.find((f) => f === body?.format)
  if (!body || !format)
    throw badRequest('format must be csv or xlsx', [{ field: 'format', message: 'must be csv or xlsx' }])
  const query = body.query && typeof body.query === 'object' ? (body.query as Record<string, unknown>) : {}
  const strings = Object.fromEntries(
    Object.entries(query).filter(
      (kv): kv is [string, string] => typeof kv[1] === 'string' && !['offset', 'limit'].includes(kv[0]),
    ),
  )
  const parsed = parseListParams(e, strings)
  if (!parsed.ok) throw badRequest('invalid list parameters', parsed.issues)
  const wanted = Array.isArray(body.columns) ? (body.columns as unknown[]) : []
  const columns = wanted
    .filter((c): c is { field: string; label?: unknown; values?: unknown } => {
      const field = (c as { field?: unknown } | null)?.field
      return typeof field === 'string' && Object.hasOwn(e.fields, field) && !e.fields[field]!.writeOnly
    })
    .slice(0, 100)
    .map((c) => ({
      field: c.field,
      label: typeof c.label === 'string' ? c.label.slice(0, 100) : String(c.field),
      values: valueLabels(e, c.field, c.values),
    }))
  const ids = Array.isArray(body.ids)
    ? body.ids
        .filter((n): n is number => Number.isSafeInteger(n) && (n as number) > 0)
        .slice(0, MAX_EXPORT_IDS)
    : undefined
  return {
    format,
    params: parsed.params,
    columns: columns.length ? columns : Object.keys(e.fields).map((field) => ({ field, label: field })),
    ids: ids?.length ? ids : undefined,
    raw: body.raw === true,
    timeZone: validTimeZone(body.timeZone),
  }
}

/** An enum column's value labels as the console sent them: only the field's own values, short strings. */
function valueLabels(e: EntityDef, field: string, sent: unknown): Record<string, string> | undefined {
  if (!sent || typeof sent !== 'object') return undefined
  const allowed = new Set(e.fields[field]?.values ?? [])
  const labels = Object.entries(sent as Record<string, unknown>).filter(
    (kv): kv is [string, string] => allowed.has(kv[0]) && typeof kv[1] === 'string',
  )
  return labels.length ? Object.fromEntries(labels.map(([k, v]) => [k, v.slice(0, 100)])) : undefined
}

function validTimeZone(tz: unknown): string {
  if (typeof tz !== 'string' || tz.length > 64) return 'UTC'
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return tz
  } catch {
    return 'UTC'
  }
}

/**
 * How a cell reads in the export: as on screen (enum labels, times as YYYY-MM-DD HH:mm:ss in the console's
 * time zone) unless raw values were asked for. In XLSX, dates and times are spreadsheet dates (serials with a
 * date format, on the console's clock) and amounts numbers shown with their currency's decimals.
 */
export function cellFormatter(job: Pick<ExportJob, 'entity' | 'columns' | 'raw' | 'timeZone' | 'format'>) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: job.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  const time = (v: unknown) => {
    const d = new Date(String(v))
    if (Number.isNaN(d.getTime())) return v
    const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]))
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`
  }
  const xlsx = job.format === 'xlsx'
  const { currency } = job.entity.fields
  type Cell = (v: unknown, row: Record<string, unknown>) => unknown
  const asIs: Cell = (v) => v
  const cells = job.columns.map((c): Cell => {
    const def = job.entity.fields[c.field]
    if (job.raw || !def) return asIs
    if (def.kind === 'datetime')
      return (v) => {
        if (v === null || v === undefined) return v
        const serial = xlsx ? instantSerial(String(v), job.timeZone) : undefined
        return serial === undefined ? time(v) : { value: serial, format: 'dateTime' }
      }
    if (def.kind === 'date' && xlsx)
      return (v) => {
        const serial = typeof v === 'string' ? dateSerial(v) : undefined
        return serial === undefined ? v : { value: serial, format: 'date' }
      }
    if (def.kind === 'money' && xlsx)
      return (v, row) =>
        typeof v === 'number'
          ? { value: v, format: minorUnitDigits(currency ? row.currency : undefined) ? 'amount2' : 'amount0' }
          : v
    if (c.values) {
      const labels = c.values
      return (v) => (typeof v === 'string' && Object.hasOwn(labels, v) ? labels[v] : v)
    }
    return asIs
  })
  return (row: Record<string, unknown>) => job.columns.map((c, i) => cells[i]!(row[c.field], row))
}

function whereWithIds(e: EntityDef, p: ListParams, ids?: number[]) {
  const where = buildWhere(e, p)
  if (!ids) return where
  const params = [...where.params, ids]
  const clause = `id = any($${params.length}::bigint[])`
  return { sql: where.sql ? `${where.sql} and ${clause}` : `where ${clause}`, params }
}

/** The job's rows in list order, one batch per call (null at the end), counted into the job's progress. */
function rowBatches(db: Db, job: ExportJob): () => Promise<Record<string, unknown>[] | null> {
  const { entity: e, params } = job
  return job.ids || !seekable(e, params.sort) ? idBatches(db, job) : keysetBatches(db, job)
}

/**
 * The rows in list order, one batch at a time after the last row of the one before (a seek on the sort
 * index): nothing of the whole set is held, so a million-row export runs in the memory of one batch.
 */
function keysetBatches(db: Db, job: ExportJob): () => Promise<Record<string, unknown>[] | null> {
  const { entity: e, params } = job
  const columns = selectColumns(e)
  const base = buildWhere(e, params)
  let last: string[] | undefined
  return async () => {
    if (job.done) return null
    const where = last ? after(e, params.sort, base, last) : base
    const { rows } = await db.query<Record<string, unknown> & { seek_key: string[] }>(
      `select ${columns}, ${sortKeySql(params.sort)} as seek_key from ${e.table} ${where.sql}
       ${buildOrderBy(params.sort)} limit ${EXPORT_BATCH}`,
      where.params,
    )
    if (rows.length < EXPORT_BATCH) job.done = true
    if (!rows.length) return null
    last = rows.at(-1)!.seek_key
    job.rows += rows.length
    return rows.map((r) => toRecord(e, r))
  }
}

/**
 * The rows in list order for an order no row comparison follows (a sort field that may be empty, mixed
 * directions) or a chosen set: a snapshot of the matching ids first, then `id = any(...)` per batch, so no
 * deep OFFSET is ever scanned.
 */
function idBatches(db: Db, job: ExportJob): () => Promise<Record<string, unknown>[] | null> {
  const e = job.entity
  const columns = selectColumns(e)
  let order: number[] | undefined
  let next = 0
  return async () => {
    if (!order) {
      const where = whereWithIds(e, job.params, job.ids)
      const { rows } = await db.query<{ id: number }>(
        `select id from ${e.table} ${where.sql} ${buildOrderBy(job.params.sort)}`,
        where.params,
      )
      order = rows.map((r) => Number(r.id))
      job.total = order.length
    }
    if (next >= order.length) {
      job.done = true
      return null
    }
    const batch = order.slice(next, next + EXPORT_BATCH)
    next += batch.length
    const { rows } = await db.query(`select ${columns} from ${e.table} where id = any($1::bigint[])`, [batch])
    const byId = new Map(rows.map((r) => [Number(r.id), toRecord(e, r)]))
    job.rows += batch.length
    return batch.map((id) => byId.get(id)).filter((r) => r !== undefined)
  }
}

/** Progress written where every process reads it; a failure to write it must not fail the download. */
type Report = () => Promise<void>

/** Header and rows as cell arrays; progress and failures reported after each batch (before the file ends). */
function cellBatches(db: Db, job: ExportJob, report: Report) {
  const next = rowBatches(db, job)
  const cells = cellFormatter(job)
  let headerSent = false
  return async (): Promise<unknown[][] | null> => {
    if (!headerSent) {
      headerSent = true
      return [job.columns.map((c) => c.label)]
    }
    try {
      const rows = await next()
      await report()
      return rows && rows.map(cells)
    } catch (err) {
      job.failed = true
      await report().catch(() => {})
      throw err
    }
  }
}

const cancelled = (job: ExportJob, report: Report) => {
  job.failed = !job.done
  report().catch(() => {})
}

function csvStream(db: Db, job: ExportJob, report: Report): ReadableStream<Uint8Array> {
  const enc = new TextEncoder()
  const next = cellBatches(db, job, report)
  let first = true
  return new ReadableStream({
    async pull(controller) {
      const rows = await next()
      if (!rows) return controller.close()
      // BOM: spreadsheet apps then read the UTF-8 (Chinese, Japanese) text correctly.
      controller.enqueue(enc.encode((first ? '\uFEFF' : '') + rows.map(csvLine).join('')))
      first = false
    },
    cancel: () => cancelled(job, report),
  })
}

function xlsxStream(db: Db, job: ExportJob, report: Report): ReadableStream<Uint8Array> {
  const next = cellBatches(db, job, report)
  return xlsxReadableStream(async () => (await next()) as XlsxWriteCell[][] | null, {
    sheetName: job.entity.name,
    onCancel: () => cancelled(job, report),
  })
}
