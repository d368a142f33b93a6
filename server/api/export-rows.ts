import type { EntityDef } from '@/domain/entity'
import type { ListParams } from '@/domain/list-params'
import type { Db } from '../db/client'
import type { ExportProgress, ExportSpec } from './export-store'
import { buildOrderBy, buildWhere, selectColumns, toRecord } from './list-query'
import { after, seekable, sortKeySql } from './position-samples'

/** Rows read per database round trip while streaming. */
export const EXPORT_BATCH = 2000

/** An export being written by this process: its spec, with progress counted as batches are read. */
export interface ExportJob extends ExportSpec, ExportProgress {
  id: string
  entity: EntityDef
}

/** The export's filter with its chosen ids (if any) added. */
export function whereWithIds(e: EntityDef, p: ListParams, ids?: number[]) {
  const where = buildWhere(e, p)
  if (!ids) return where
  const params = [...where.params, ids]
  const clause = `id = any($${params.length}::bigint[])`
  return { sql: where.sql ? `${where.sql} and ${clause}` : `where ${clause}`, params }
}

/** The job's rows in list order, one batch per call (null at the end), counted into the job's progress. */
export function rowBatches(db: Db, job: ExportJob): () => Promise<Record<string, unknown>[] | null> {
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
