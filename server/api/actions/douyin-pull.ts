import { douyinPullSchema, shopNameOf } from '@/domain/douyin-pull'
import { douyinPullJobs } from '@/domain/entities/order-center'
import { validate } from '@/domain/schemas'
import { badRequest } from '../envelope'
import { insertAudited } from '../records'
import type { ActionHandler } from './types'

/** Queues a pull job; the job runner (server/jobs/douyin-pull-runner.ts) picks it up within a tick. */
export const douyinPull: ActionHandler = async ({ tx, user, body }) => {
  const parsed = validate(douyinPullSchema, body)
  if (!parsed.ok) throw badRequest('invalid pull', parsed.issues)
  const { shopId, fromTime, toTime } = parsed.value
  const record = await insertAudited(
    tx,
    douyinPullJobs,
    { shopId, shopName: shopNameOf(shopId), fromTime, toTime, status: 'queued', pulledCount: 0 },
    user.username,
    'pull',
  )
  return { data: record }
}
