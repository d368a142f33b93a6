import type { AuditAction } from '@/domain/audit-actions'
import { skuEquityRefreshJobs as jobs } from '@/domain/entities/commodity-center'
import { orders } from '@/domain/entities/orders'
import { licenses, skus } from '@/domain/entities/price-center'
import { equityBatchSize, isActiveEquityStatus, type EquityRefreshMessage } from '@/domain/equity-refresh'
import type { Queryable } from '../db/client'
import { findRecord, updateAudited, updateRecord, type ApiRecord } from '../api/records'
import { publishChange } from '../live/change-events'

/**
 * The steps of one SKU equity refresh job, each run inside the caller's transaction:
 * claim the job → start it (count its licences) or advance one batch → record the progress.
 * A licence is an order holding the SKU that was not refunded; refreshing it gives it the SKU's current
 * licence (the order's `license`), and it counts as changed when that differs from what it had. Orders are
 * taken in order-number order after the job's `lastOrderNo`, so a job resumes exactly where its last
 * committed batch ended.
 */

export const ACTOR = 'system'

/**
 * The claim: the job locked for this transaction when it is still queued or running, else undefined. The one
 * place a process takes a job: a lease across processes (scale-out) belongs here.
 */
export async function claimJob(tx: Queryable, id: number): Promise<ApiRecord | undefined> {
  const job = await findRecord(tx, jobs, id, true)
  return job && isActiveEquityStatus(job.status) ? job : undefined
}

/** The licence the SKU grants now, or why there is none to grant. */
async function grantedLicense(
  tx: Queryable,
  skuCode: string,
): Promise<{ license: string } | { problem: EquityRefreshMessage }> {
  const { rows } = await tx.query<{ license: string | null; status: string | null }>(
    `select s.license_code as license, l.status from ${skus.table} s
     left join ${licenses.table} l on l.license_code = s.license_code where s.sku_code = $1`,
    [skuCode],
  )
  const row = rows[0]
  if (!row?.license) return { problem: 'skuWithoutLicense' }
  if (row.status !== 'active') return { problem: 'licenseNotActive' }
  return { license: row.license }
}

const finish = (
  tx: Queryable,
  job: ApiRecord,
  values: Record<string, unknown>,
  action: AuditAction,
  actor = ACTOR,
) => updateAudited(tx, jobs, job, { ...values, finishedAt: new Date().toISOString() }, actor, action)

/** queued → running with the number of licences to refresh, or → failed when there is nothing to grant. */
export async function startJob(tx: Queryable, job: ApiRecord): Promise<ApiRecord> {
  const sku = String(job.skuCode)
  const granted = await grantedLicense(tx, sku)
  if ('problem' in granted) return finish(tx, job, { status: 'failed', message: granted.problem }, 'fail')
  const { rows } = await tx.query<{ n: number }>(
    `select count(*)::int as n from ${orders.table} where sku = $1 and status = 'normal'`,
    [sku],
  )
  const values = {
    status: 'running',
    totalLicenses: Number(rows[0]?.n ?? 0),
    processedLicenses: 0,
    affectedLicenses: 0,
    startedAt: new Date().toISOString(),
  }
  return updateAudited(tx, jobs, job, values, ACTOR, 'start')
}

export interface BatchResult {
  refreshed: number
  changed: number
  lastOrderNo: string | null
  /** No licence is left after this batch. */
  done: boolean
  /** The job cannot go on (the SKU's licence was retired meanwhile). */
  problem?: EquityRefreshMessage
}

/** Refreshes the next batch of the job's licences; changed orders get an audit row naming the job. */
export async function advanceBatch(tx: Queryable, job: ApiRecord): Promise<BatchResult> {
  const sku = String(job.skuCode)
  const lastOrderNo = typeof job.lastOrderNo === 'string' ? job.lastOrderNo : null
  const granted = await grantedLicense(tx, sku)
  if ('problem' in granted) return { refreshed: 0, changed: 0, lastOrderNo, done: true, ...granted }
  const size = equityBatchSize(Number(job.totalLicenses ?? 0))
  const { rows } = await tx.query<{ id: number; order_no: string; license: string | null }>(
    `select id, order_no, license from ${orders.table}
     where sku = $1 and status = 'normal' and order_no > $2 order by order_no limit $3`,
    [sku, lastOrderNo ?? '', size],
  )
  const stale = rows.filter((r) => r.license !== granted.license)
  if (stale.length) {
    const ids = stale.map((r) => Number(r.id))
    await tx.query(
      `update ${orders.table} set license = $2, version = version + 1, updated_at = now() where id = any($1::bigint[])`,
      [ids, granted.license],
    )
    await tx.query(
      `insert into audit_log (entity, record_id, action, actor, before, after)
       select 'orders', r.id, 'equityRefresh', $3, jsonb_build_object('license', r.license),
         jsonb_build_object('license', $4::text)
       from unnest($1::bigint[], $2::text[]) as r(id, license)`,
      [ids, stale.map((r) => r.license), String(job.jobNo), granted.license],
    )
    // One event for the batch: open order lists and details read again once, not once per order.
    await publishChange(tx, {
      entity: orders.name,
      recordId: null,
      kind: 'changed',
      version: null,
      who: ACTOR,
    })
  }
  return {
    refreshed: rows.length,
    changed: stale.length,
    lastOrderNo: rows.at(-1)?.order_no ?? lastOrderNo,
    done: rows.length < size,
  }
}

/** Records a batch: the counts and where to resume; at the end, the outcome (audited, unlike progress). */
export async function recordProgress(tx: Queryable, job: ApiRecord, batch: BatchResult): Promise<void> {
  const processed = Number(job.processedLicenses ?? 0) + batch.refreshed
  const progress = {
    processedLicenses: processed,
    affectedLicenses: Number(job.affectedLicenses ?? 0) + batch.changed,
    lastOrderNo: batch.lastOrderNo,
  }
  if (batch.problem) await finish(tx, job, { ...progress, status: 'failed', message: batch.problem }, 'fail')
  else if (batch.done)
    await finish(
      tx,
      job,
      {
        ...progress,
        // Orders placed while the job ran are refreshed too, so the total grows to what was done.
        totalLicenses: Math.max(Number(job.totalLicenses ?? 0), processed),
        status: 'succeeded',
        message: 'refreshCompleted',
      },
      'complete',
    )
  else {
    // Progress is not audited, but open lists and cards move with it.
    const after = await updateRecord(tx, jobs, job.id, progress)
    await publishChange(tx, {
      entity: jobs.name,
      recordId: job.id,
      kind: 'changed',
      version: Number(after.version),
      who: ACTOR,
    })
  }
}

/** Staff cancel: a queued or running job stops where its last batch ended (those licences stay refreshed). */
export const cancelJob = (tx: Queryable, job: ApiRecord, actor: string): Promise<ApiRecord> =>
  finish(tx, job, { status: 'cancelled', message: 'refreshCancelled' }, 'cancel', actor)
