import { describe, expect, it } from 'vitest'
import { DOUYIN_SHOPS, EXPIRED_DOUYIN_SHOP, MAX_PULL_DAYS } from '@/domain/douyin-pull'
import { call, get, tokenFor } from './client'

const SHOP = DOUYIN_SHOPS[0].shopId
const pull = async (body: unknown, user = 'admin') =>
  call('POST', '/v1/douyinPullJobs/pull', await tokenFor(user), body)
const window = (from: string, days: number) => ({
  fromTime: `${from}T00:00:00.000Z`,
  toTime: new Date(Date.parse(`${from}T00:00:00.000Z`) + days * 86_400_000).toISOString(),
})

interface Job {
  id: number
  status: string
  pulledCount: number
  expectedCount: number | null
  message: string | null
}

/** Polls the job until the runner finishes it, recording every state seen on the way. */
async function followJob(id: number): Promise<Job[]> {
  const token = await tokenFor('admin')
  const seen: Job[] = []
  for (let i = 0; i < 300; i++) {
    const job = (await get(`/v1/douyinPullJobs/${id}`, token)).body.data as Job
    seen.push(job)
    if (job.status === 'succeeded' || job.status === 'failed') return seen
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`job ${id} never finished: ${JSON.stringify(seen.at(-1))}`)
}

describe('Douyin pull jobs', () => {
  it('runs queued → running → succeeded, counting up to the orders Douyin reports', async () => {
    const r = await pull({ shopId: SHOP, ...window('2026-10-01', 7) })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      status: 'queued',
      pulledCount: 0,
      shopName: DOUYIN_SHOPS[0].shopName,
    })
    const seen = await followJob(r.body.data.id)
    const last = seen.at(-1) as Job
    expect(last).toMatchObject({ status: 'succeeded', message: 'pullCompleted' })
    expect(last.pulledCount).toBeGreaterThan(0)
    expect(last.pulledCount).toBe(last.expectedCount)
    expect(seen.some((j) => j.status === 'running' && j.pulledCount < (j.expectedCount ?? 0))).toBe(true)
    const counts = seen.map((j) => j.pulledCount)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
  })

  it('gives the same count for the same shop and window (deterministic simulation)', async () => {
    const body = { shopId: SHOP, ...window('2026-09-03', 3) }
    const [a, b] = await Promise.all([pull(body), pull(body)])
    const [ja, jb] = await Promise.all([followJob(a.body.data.id), followJob(b.body.data.id)])
    expect(ja.at(-1)?.pulledCount).toBe(jb.at(-1)?.pulledCount)
  })

  it('fails with a reason when the shop authorization has lapsed', async () => {
    const r = await pull({ shopId: EXPIRED_DOUYIN_SHOP, ...window('2026-10-01', 2) })
    const last = (await followJob(r.body.data.id)).at(-1)
    expect(last).toMatchObject({ status: 'failed', pulledCount: 0, message: 'shopAuthorizationExpired' })
  })

  it('audits the status changes of a job', async () => {
    const r = await pull({ shopId: SHOP, ...window('2026-08-01', 1) })
    await followJob(r.body.data.id)
    const audit = await get(`/v1/douyinPullJobs/${r.body.data.id}/audit`, await tokenFor('admin'))
    const actions = (audit.body.data as { action: string }[]).map((a) => a.action)
    expect(actions).toEqual(expect.arrayContaining(['pull', 'start', 'complete']))
  })

  it('refuses a window that ends before it starts, or is longer than the platform allows', async () => {
    const backwards = await pull({
      shopId: SHOP,
      fromTime: '2026-10-05T00:00:00Z',
      toTime: '2026-10-01T00:00:00Z',
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.data.issues).toEqual([{ field: 'toTime', message: 'fromAfterTo' }])
    const tooLong = await pull({ shopId: SHOP, ...window('2026-08-01', MAX_PULL_DAYS + 1) })
    expect(tooLong.body.data.issues).toEqual([{ field: 'toTime', message: 'rangeTooLong' }])
    const unknownShop = await pull({ shopId: 'DY-0', ...window('2026-08-01', 1) })
    expect(unknownShop.body.data.issues[0].field).toBe('shopId')
  })

  it('is refused to viewer and finance (no add permission), and the generic create is gone', async () => {
    const body = { shopId: SHOP, ...window('2026-10-01', 1) }
    expect((await pull(body, 'viewer')).status).toBe(403)
    expect((await pull(body, 'finance')).status).toBe(403)
    const generic = await call('POST', '/v1/douyinPullJobs', await tokenFor('admin'), body)
    expect(generic.status).toBe(404)
  })
})
