import { skuEquityRefreshJobs } from '@/domain/entities/commodity-center'
import { equityRefreshCancelSchema } from '@/domain/equity-refresh'
import { validate } from '@/domain/schemas'
import { cancelJob, claimJob } from '../../jobs/equity-refresh-steps'
import { badRequest, conflict, notFound } from '../envelope'
import { findRecord } from '../records'
import type { ActionHandler } from './types'

/**
 * Cancels a queued or running refresh. It waits for a batch in progress to commit (the job's row lock), so
 * the job stops exactly where its recorded progress says; a job that has already ended is a 409.
 */
export const equityRefreshCancel: ActionHandler = async ({ tx, user, id, body }) => {
  const parsed = validate(equityRefreshCancelSchema, body)
  if (!parsed.ok) throw badRequest('invalid cancel', parsed.issues)
  const job = await claimJob(tx, id as number)
  if (!job) {
    const ended = await findRecord(tx, skuEquityRefreshJobs, id as number)
    if (!ended) throw notFound()
    throw conflict('the refresh has already ended', [
      { field: 'status', message: `already ${String(ended.status)}` },
    ])
  }
  return { data: await cancelJob(tx, job, user.username) }
}
