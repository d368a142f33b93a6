import { createHash, randomBytes } from 'node:crypto'
import type { ListParams } from '@/domain/list-params'
import type { Queryable } from '../db/client'

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** A chosen column: its header and, for an enum, the labels of its values in the user's language. */
export interface ExportColumn {
  field: string
  label: string
  values?: Record<string, string>
}

/** What a ticket buys: everything needed to write the file, fixed when the ticket is issued. */
export interface ExportSpec {
  format: ExportFormat
  params: ListParams
  columns: ExportColumn[]
  ids?: number[]
  /** Cells as stored (codes, UTC instants) for machine use; otherwise as the console shows them. */
  raw: boolean
  /** The console's time zone (IANA), for readable times. */
  timeZone: string
}

export interface ExportProgress {
  rows: number
  total: number
  done: boolean
  failed: boolean
}

export interface IssuedExport {
  id: string
  userId: number
  entity: string
  spec: ExportSpec
  total: number
}

/** Only a hash of a ticket is stored: a copy of the database does not hold live download links. */
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

/**
 * Export tickets and progress in the database (table export_jobs), so a ticket bought from one server
 * process downloads from any other, and progress is read wherever the file is being written. Expiry uses the
 * database's clock, the one clock all processes share.
 */
export class ExportStore {
  constructor(private readonly db: Queryable) {}

  /** Unused, unexpired tickets: the user's own and everyone's. */
  async pending(userId: number): Promise<{ mine: number; all: number }> {
    const { rows } = await this.db.query<{ mine: number; everyone: number }>(
      `select count(*) filter (where user_id = $1)::int as mine, count(*)::int as everyone
         from export_jobs where ticket_hash is not null and ticket_expires_at > now()`,
      [userId],
    )
    return { mine: Number(rows[0]?.mine ?? 0), all: Number(rows[0]?.everyone ?? 0) }
  }

  /** Records the export and returns its single-use ticket, valid `ttlMs`. */
  async issue(job: Omit<IssuedExport, 'id'>, ttlMs: number): Promise<{ id: string; ticket: string }> {
    const id = randomBytes(12).toString('hex')
    const ticket = randomBytes(24).toString('base64url')
    await this.db.query(
      `insert into export_jobs (id, user_id, entity, spec, ticket_hash, ticket_expires_at, total)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), $7)`,
      [id, job.userId, job.entity, JSON.stringify(job.spec), hashOf(ticket), ttlMs / 1000, job.total],
    )
    return { id, ticket }
  }

  /** Uses up a ticket (whatever the outcome: single use); the export when it was live and for `entity`. */
  async redeem(ticket: string, entity: string): Promise<IssuedExport | undefined> {
    if (!ticket) return undefined
    const { rows } = await this.db.query<{
      id: string
      user_id: number
      entity: string
      spec: ExportSpec | string
      total: number
      live: boolean
    }>(
      `update export_jobs set ticket_hash = null where ticket_hash = $1
       returning id, user_id, entity, spec, total, ticket_expires_at > now() as live`,
      [hashOf(ticket)],
    )
    const r = rows[0]
    if (!r || !r.live || r.entity !== entity) return undefined
    const spec = typeof r.spec === 'string' ? (JSON.parse(r.spec) as ExportSpec) : r.spec
    return { id: r.id, userId: Number(r.user_id), entity: r.entity, spec, total: Number(r.total) }
  }

  async progress(id: string, userId: number): Promise<ExportProgress | undefined> {
    const { rows } = await this.db.query<{
      rows_done: number
      total: number
      done: boolean
      failed: boolean
    }>(`select rows_done, total, done, failed from export_jobs where id = $1 and user_id = $2`, [id, userId])
    const r = rows[0]
    return r && { rows: Number(r.rows_done), total: Number(r.total), done: r.done, failed: r.failed }
  }

  async report(id: string, p: ExportProgress): Promise<void> {
    await this.db.query(
      `update export_jobs set rows_done = $2, total = $3, done = $4, failed = $5 where id = $1`,
      [id, p.rows, p.total, p.done, p.failed],
    )
  }

  /** Forgets exports whose ticket expired more than `keepMs` ago (progress stays readable that long). */
  async sweep(keepMs: number): Promise<void> {
    await this.db.query(
      `delete from export_jobs where ticket_expires_at < now() - make_interval(secs => $1)`,
      [keepMs / 1000],
    )
  }
}
