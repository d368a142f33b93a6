import { douyinPullJobs } from '../../src/domain/entities/order-center'
import type { Db, Queryable } from '../db/client'
import { findRecord, updateAudited, updateRecord, type ApiRecord } from '../api/records'
import { PULL_PAGES, shopAuthorizationExpired, simulatedOrderCount } from './douyin-simulation'

const ACTOR = 'system'
/** Active jobs advanced per tick, newest first, so a job someone just started never waits behind old ones. */
const BATCH = 20

/**
 * The Douyin pull job runner: every tick each queued job starts (learning how many orders the window holds),
 * and each running job pulls one more page until it succeeds, or fails (e.g. the shop's authorization lapsed).
 * State lives only in the database, so a restart resumes where it stopped. Status changes are audited;
 * page-by-page progress is not (it is the job's own bookkeeping, not a change anyone made).
 */
export function startDouyinPullRunner(
  db: Db,
  opts: { tickMs: number; onWrite?: () => void; log?: (m: string) => void },
) {
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    runDouyinPullTick(db)
      .then((n) => n && opts.onWrite?.())
      .catch((e: unknown) => opts.log?.(`douyin pull runner: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => (busy = false))
  }, opts.tickMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** Advances every active job one step; returns how many changed. */
export async function runDouyinPullTick(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select id from ${douyinPullJobs.table} where status in ('queued', 'running') order by id desc limit ${BATCH}`,
  )
  for (const { id } of rows) await db.transaction((tx) => advance(tx, Number(id)))
  return rows.length
}

async function advance(tx: Queryable, id: number) {
  const job = await findRecord(tx, douyinPullJobs, id, true)
  if (!job || (job.status !== 'queued' && job.status !== 'running')) return
  const shopId = String(job.shopId)
  const expected =
    typeof job.expectedCount === 'number'
      ? job.expectedCount
      : simulatedOrderCount(shopId, String(job.fromTime), String(job.toTime))
  if (job.status === 'queued') {
    await auditedStep(tx, job, { status: 'running', expectedCount: expected, pulledCount: 0 }, 'start')
    return
  }
  if (shopAuthorizationExpired(shopId)) {
    await auditedStep(tx, job, { status: 'failed', message: 'shopAuthorizationExpired' }, 'fail')
    return
  }
  const pulled = Math.min(expected, Number(job.pulledCount ?? 0) + Math.ceil(expected / PULL_PAGES))
  if (pulled < expected)
    await updateRecord(tx, douyinPullJobs, id, { pulledCount: pulled, expectedCount: expected })
  else
    await auditedStep(
      tx,
      job,
      { status: 'succeeded', pulledCount: pulled, expectedCount: expected, message: 'pullCompleted' },
      'complete',
    )
}

const auditedStep = (tx: Queryable, job: ApiRecord, values: Record<string, unknown>, action: string) =>
  updateAudited(tx, douyinPullJobs, job, values, ACTOR, action)
