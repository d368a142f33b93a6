import { skuEquityRefreshJobs as jobs } from '@/domain/entities/commodity-center'
import { ACTIVE_EQUITY_STATUSES } from '@/domain/equity-refresh'
import type { Db, Queryable } from '../db/client'
import { writeAudit } from '../api/audit'
import { ACTOR, advanceBatch, claimJob, recordProgress, startJob } from './equity-refresh-steps'
import { startJobLoop } from './job-loop'
import { claimLeases, holdsLease, releaseLeases, type LeaseHolder } from './lease'

/** Active jobs advanced per tick, oldest first (first come, first served). */
const JOBS_PER_TICK = 20

/**
 * The SKU equity refresh runner: every tick, each active job is claimed and moved one step in its own
 * transaction (a queued job starts, a running one refreshes one batch and records its progress). State lives
 * only in the database, so after a restart running jobs resume from their recorded progress; the first step a
 * process takes on a job that was already running is audited as `resume`.
 *
 * Several server processes may run this on one database: a job is advanced only by the process holding its
 * lease (lease.ts), as Douyin pulls are. `stop` ends the loop, waits for the tick under way and releases this
 * process's leases.
 */
export function startEquityRefreshRunner(
  db: Db,
  opts: { tickMs: number; lease: LeaseHolder; onWrite?: () => void; log?: (m: string) => void },
) {
  const advanced = new Set<number>()
  return startJobLoop(db, {
    ...opts,
    name: 'equity refresh runner',
    table: jobs.table,
    tick: () => runEquityRefreshTick(db, opts.lease, advanced),
  })
}

/**
 * Advances every active job this process holds (or can claim) one step; returns how many it moved.
 * `advanced` remembers the jobs this process has moved (a running job not in it is being resumed).
 */
export async function runEquityRefreshTick(
  db: Db,
  lease: LeaseHolder,
  advanced = new Set<number>(),
): Promise<number> {
  const ids = await claimLeases(db, jobs.table, lease, {
    where: 'status = any($1::text[])',
    params: [[...ACTIVE_EQUITY_STATUSES]],
    orderBy: 'id',
    limit: JOBS_PER_TICK,
  })
  let moved = 0
  const finished: number[] = []
  for (const id of ids) {
    const stepped = await db.transaction(
      async (tx) => (await holdsLease(tx, jobs.table, id, lease)) && step(tx, id, advanced),
    )
    if (stepped) {
      advanced.add(id)
      moved++
    } else finished.push(id)
  }
  if (finished.length) await releaseLeases(db, lease, jobs.table, finished)
  return moved
}

async function step(tx: Queryable, id: number, advanced: Set<number>): Promise<boolean> {
  const job = await claimJob(tx, id)
  if (!job) return false
  if (job.status === 'queued') {
    await startJob(tx, job)
    return true
  }
  if (!advanced.has(id))
    await writeAudit(tx, {
      entity: jobs.name,
      recordId: id,
      action: 'resume',
      actor: ACTOR,
      before: null,
      after: { processedLicenses: job.processedLicenses, lastOrderNo: job.lastOrderNo },
    })
  await recordProgress(tx, job, await advanceBatch(tx, job))
  return true
}
