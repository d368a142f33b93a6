import type { AuditAction } from '@/domain/audit-actions'
import { douyinPullJobs } from '@/domain/entities/order-center'
import type { Db, Queryable } from '../db/client'
import { findRecord, updateAudited, updateRecord, type ApiRecord } from '../api/records'
import { publishChange } from '../live/change-events'
import { PULL_PAGES, shopAuthorizationExpired, simulatedOrderCount } from './douyin-simulation'
import { startJobLoop } from './job-loop'
import { claimLeases, holdsLease, releaseLeases, type LeaseHolder } from './lease'

const ACTOR = 'system'
/** Active jobs advanced per tick, newest first, so a job someone just started never waits behind old ones. */
const BATCH = 20

/**
 * The Douyin pull job runner: every tick each queued job starts (learning how many orders the window holds),
 * and each running job pulls one more page until it succeeds, or fails (e.g. the shop's authorization lapsed).
 * State lives only in the database, so a restart resumes where it stopped. Status changes are audited;
 * page-by-page progress is not (it is the job's own bookkeeping, not a change anyone made).
 *
 * Several server processes may run this on one database: each job is advanced only by the process holding
 * its lease (server/jobs/lease.ts), and taken over by another when that process dies. `stop` ends the loop,
 * waits for the tick under way and releases this process's leases.
 */
export function startDouyinPullRunner(
  db: Db,
  opts: {
    tickMs: number
    lease: LeaseHolder
    onWrite?: () => void
    log?: (m: string) => void
    /** Each step taken (for operators' debug logs). */
    onStep?: (step: DouyinStep) => void
  },
) {
  return startJobLoop(db, {
    ...opts,
    name: 'douyin pull runner',
    table: douyinPullJobs.table,
    tick: () => runDouyinPullTick(db, opts.lease, opts.onStep),
  })
}

export interface DouyinStep {
  id: number
  status: string
  pulledCount?: number
}

/** Advances every active job this process holds (or can claim) one step; returns how many it advanced. */
export async function runDouyinPullTick(
  db: Db,
  lease: LeaseHolder,
  onStep?: (step: DouyinStep) => void,
): Promise<number> {
  const ids = await claimLeases(db, douyinPullJobs.table, lease, {
    where: `status in ('queued', 'running')`,
    orderBy: 'id desc',
    limit: BATCH,
  })
  const finished: number[] = []
  for (const id of ids) {
    const step = await db.transaction(async (tx) =>
      (await holdsLease(tx, douyinPullJobs.table, id, lease)) ? advance(tx, id) : undefined,
    )
    if (step) onStep?.(step)
    if (!step || (step.status !== 'queued' && step.status !== 'running')) finished.push(id)
  }
  if (finished.length) await releaseLeases(db, lease, douyinPullJobs.table, finished)
  return ids.length
}

/** One step of a job; what it became (undefined when it was no longer active). */
async function advance(tx: Queryable, id: number): Promise<DouyinStep | undefined> {
  const job = await findRecord(tx, douyinPullJobs, id, true)
  if (!job || (job.status !== 'queued' && job.status !== 'running')) return undefined
  const shopId = String(job.shopId)
  const expected =
    typeof job.expectedCount === 'number'
      ? job.expectedCount
      : simulatedOrderCount(shopId, String(job.fromTime), String(job.toTime))
  if (job.status === 'queued') {
    await auditedStep(tx, job, { status: 'running', expectedCount: expected, pulledCount: 0 }, 'start')
    return { id, status: 'running', pulledCount: 0 }
  }
  if (shopAuthorizationExpired(shopId)) {
    await auditedStep(tx, job, { status: 'failed', message: 'shopAuthorizationExpired' }, 'fail')
    return { id, status: 'failed' }
  }
  const pulled = Math.min(expected, Number(job.pulledCount ?? 0) + Math.ceil(expected / PULL_PAGES))
  if (pulled < expected) {
    const after = await updateRecord(tx, douyinPullJobs, id, { pulledCount: pulled, expectedCount: expected })
    // Progress is not audited, but open lists and cards move with it.
    await publishChange(tx, {
      entity: douyinPullJobs.name,
      recordId: id,
      kind: 'changed',
      version: Number(after.version),
      who: ACTOR,
    })
    return { id, status: 'running', pulledCount: pulled }
  }
  await auditedStep(
    tx,
    job,
    { status: 'succeeded', pulledCount: pulled, expectedCount: expected, message: 'pullCompleted' },
    'complete',
  )
  return { id, status: 'succeeded', pulledCount: pulled }
}

const auditedStep = (tx: Queryable, job: ApiRecord, values: Record<string, unknown>, action: AuditAction) =>
  updateAudited(tx, douyinPullJobs, job, values, ACTOR, action)
