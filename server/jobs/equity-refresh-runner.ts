import { skuEquityRefreshJobs as jobs } from '../../src/domain/entities/commodity-center'
import { ACTIVE_EQUITY_STATUSES } from '../../src/domain/equity-refresh'
import type { Db, Queryable } from '../db/client'
import { writeAudit } from '../api/audit'
import { ACTOR, advanceBatch, claimJob, recordProgress, startJob } from './equity-refresh-steps'

/** Active jobs advanced per tick, oldest first (first come, first served). */
const JOBS_PER_TICK = 20

/**
 * The SKU equity refresh runner: every tick, each active job is claimed and moved one step in its own
 * transaction (a queued job starts, a running one refreshes one batch and records its progress). State lives
 * only in the database, so after a restart running jobs resume from their recorded progress; the first step a
 * process takes on a job that was already running is audited as `resume`.
 */
export function startEquityRefreshRunner(
  db: Db,
  opts: { tickMs: number; onWrite?: () => void; log?: (m: string) => void },
) {
  const advanced = new Set<number>()
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    runEquityRefreshTick(db, advanced)
      .then((n) => n && opts.onWrite?.())
      .catch((e: unknown) =>
        opts.log?.(`equity refresh runner: ${e instanceof Error ? e.message : String(e)}`),
      )
      .finally(() => (busy = false))
  }, opts.tickMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Advances every active job one step; returns how many it moved. `advanced` remembers the jobs this process
 * has moved (a running job not in it is being resumed).
 */
export async function runEquityRefreshTick(db: Db, advanced = new Set<number>()): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select id from ${jobs.table} where status = any($1::text[]) order by id limit ${JOBS_PER_TICK}`,
    [[...ACTIVE_EQUITY_STATUSES]],
  )
  let moved = 0
  for (const { id } of rows)
    if (await db.transaction((tx) => step(tx, Number(id), advanced))) {
      advanced.add(Number(id))
      moved++
    }
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
