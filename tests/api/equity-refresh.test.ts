import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb, type Db } from '../../server/db/client'
import { ensureIndexes, migrate } from '../../server/db/schema'
import { seedIfEmpty } from '../../server/db/seed'
import { runEquityRefreshTick } from '../../server/jobs/equity-refresh-runner'
import { releaseLeases } from '../../server/jobs/lease'
import { startServer } from '../support/start-server'
import { accessToken } from '../support/sign-in'
import { call, signIn, tokenFor } from './client'

/**
 * SKU equity refresh jobs. The lifecycle runs on an embedded database in this process with the job runner's
 * timer idle, so each step is taken by calling the runner's tick: every state is seen exactly, no waiting on
 * time. The restart test then serves that data directory with the real server, which resumes the job.
 */
const JOBS = '/v1/skuEquityRefreshJobs'

interface Job {
  id: number
  jobNo: string
  status: string
  totalLicenses: number | null
  processedLicenses: number
  affectedLicenses: number
  lastOrderNo: string | null
  message: string | null
  version: number
}

describe('equity refresh permissions (shared server)', () => {
  it('lets viewer read but not create or cancel, and hides the jobs from support', async () => {
    const viewer = await tokenFor('viewer')
    expect((await call('GET', JOBS, viewer)).status).toBe(200)
    expect((await call('POST', JOBS, viewer, { skuCode: 'SKU00001' })).status).toBe(403)
    expect((await call('POST', `${JOBS}/1/cancel`, viewer, {})).status).toBe(403)
    expect((await call('GET', JOBS, await tokenFor('support'))).status).toBe(403)
  })

  it('refuses an unknown SKU and server-owned fields', async () => {
    const operator = await tokenFor('operator')
    const unknown = await call('POST', JOBS, operator, { skuCode: 'NOSUCHSKU' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.data.issues[0]).toMatchObject({ field: 'skuCode', reference: { entity: 'skus' } })
    const owned = await call('POST', JOBS, operator, { skuCode: 'SKU00001', status: 'succeeded' })
    expect(owned.status).toBe(400)
  })
})

describe('equity refresh lifecycle (embedded database, runner stepped by hand)', () => {
  let dataDir: string
  let db: Db | undefined
  let app: ReturnType<typeof createApp>
  let token: string
  const request = async (method: string, path: string, body?: unknown) => {
    const r = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: r.status, body: (await r.json()) as { data: any } }
  }
  const job = async (id: number) => (await request('GET', `${JOBS}/${id}`)).body.data as Job
  const create = (skuCode: string) => request('POST', JOBS, { skuCode, reason: 'Edition upgrade' })
  const lease = { owner: 'equity-refresh-test', ttlMs: 60_000 }
  const tick = () => runEquityRefreshTick(db as Db, lease, advanced)
  const advanced = new Set<number>()

  /** SKUs with an active licence and the most licences (orders not refunded), most first. */
  async function skusWithLicences(licenceActive = true) {
    const { rows } = await (db as Db).query<{ sku: string; n: number }>(
      `select o.sku, count(*)::int as n from orders o join skus s on s.sku_code = o.sku
       join licenses l on l.license_code = s.license_code
       where o.status = 'normal' and (l.status = 'active') = $1
         and not exists (select 1 from sku_equity_refresh_jobs j
                         where j.sku_code = o.sku and j.status in ('queued', 'running'))
       group by o.sku order by n desc, o.sku limit 10`,
      [licenceActive],
    )
    return rows
  }
  const staleOrders = async (sku: string) =>
    (
      await (db as Db).query<{ n: number }>(
        `select count(*)::int as n from orders o join skus s on s.sku_code = o.sku
         where o.sku = $1 and o.status = 'normal' and o.license is distinct from s.license_code`,
        [sku],
      )
    ).rows[0]!.n

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'boc-equity-'))
    const cfg = {
      ...loadConfig({
        DATA_DIR: dataDir,
        SEED_ORDERS: '4000',
        PORT: '0',
        PUBLIC_ORIGINS: 'http://localhost',
      }),
      jobTickMs: 2_000_000_000,
    }
    db = await openDb({ dataDir })
    await migrate(db)
    await seedIfEmpty(db, { orders: 4000, demo: true, log: () => {} })
    await ensureIndexes(db)
    // The seeded jobs still in progress are finished first, so only this test's jobs move.
    while (await tick()) {
      /* next step */
    }
    app = createApp(cfg, db, { buildId: 'equity', log: () => {} })
    token = await accessToken('http://localhost', 'operator', 'demo1234', (url, init) =>
      app.request(url, init),
    )
  }, 180_000)

  afterAll(async () => {
    await db?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('runs queued → running → succeeded, refreshing every licence and counting those it changed', async () => {
    const { sku, n } = (await skusWithLicences())[0]!
    const stale = await staleOrders(sku)
    const created = await create(sku)
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({
      status: 'queued',
      processedLicenses: 0,
      requestedBy: 'operator',
    })
    const id = created.body.data.id as number

    await tick()
    expect(await job(id)).toMatchObject({ status: 'running', totalLicenses: n, processedLicenses: 0 })
    const seen: number[] = []
    for (let i = 0; i < 100 && (await job(id)).status === 'running'; i++) {
      await tick()
      seen.push((await job(id)).processedLicenses)
    }
    const done = await job(id)
    expect(done).toMatchObject({
      status: 'succeeded',
      message: 'refreshCompleted',
      processedLicenses: n,
      affectedLicenses: stale,
    })
    // Progress moved in several visible steps, never backwards.
    expect(seen.length).toBeGreaterThan(2)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(await staleOrders(sku)).toBe(0)

    const audit = (await request('GET', `${JOBS}/${id}/audit`)).body.data as { action: string }[]
    expect(audit.map((a) => a.action)).toEqual(['create', 'start', 'complete'])
  })

  it('allows one queued or running refresh per SKU, with a translated field error naming it', async () => {
    const { sku } = (await skusWithLicences())[0]!
    const first = await create(sku)
    const second = await create(sku)
    expect(second.status).toBe(400)
    expect(second.body.data.issues).toEqual([
      expect.objectContaining({
        field: 'skuCode',
        rule: 'equityRefreshActive',
        params: { jobNo: first.body.data.jobNo },
      }),
    ])
    await request('POST', `${JOBS}/${first.body.data.id}/cancel`, {})
    expect((await create(sku)).status).toBe(200)
  })

  it('cancels a running job where its last batch ended; licences after it keep their old licence', async () => {
    const { sku } = (await skusWithLicences())[0]!
    const id = (await create(sku)).body.data.id as number
    await tick() // start
    await tick() // first batch
    await tick() // second batch
    const before = await job(id)
    expect(before.status).toBe('running')
    expect(before.processedLicenses).toBeGreaterThan(0)

    const cancelled = await request('POST', `${JOBS}/${id}/cancel`, {})
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      message: 'refreshCancelled',
      processedLicenses: before.processedLicenses,
    })
    const staleAfterCancel = await staleOrders(sku)
    await tick()
    expect(await job(id)).toMatchObject({ status: 'cancelled', processedLicenses: before.processedLicenses })
    expect(await staleOrders(sku)).toBe(staleAfterCancel)

    const again = await request('POST', `${JOBS}/${id}/cancel`, {})
    expect(again.status).toBe(409)
    const hostile = await request('POST', `${JOBS}/${id}/cancel`, { force: true })
    expect(hostile.status).toBe(400)
  })

  it('fails a job whose SKU licence is not active, changing nothing', async () => {
    const { sku } = (await skusWithLicences(false))[0]!
    const stale = await staleOrders(sku)
    const id = (await create(sku)).body.data.id as number
    await tick()
    expect(await job(id)).toMatchObject({
      status: 'failed',
      message: 'licenseNotActive',
      processedLicenses: 0,
    })
    expect(await staleOrders(sku)).toBe(stale)
  })

  it('resumes a running job from its recorded progress after a restart', async () => {
    const { sku, n } = (await skusWithLicences())[0]!
    const id = (await create(sku)).body.data.id as number
    await tick()
    await tick()
    await tick()
    const atStop = await job(id)
    expect(atStop.status).toBe('running')
    const progress = atStop.processedLicenses
    // Stopped as a server stops: its job leases released, so the next start takes the job over at once.
    await releaseLeases(db as Db, lease, 'sku_equity_refresh_jobs')
    await (db as Db).close()
    db = undefined

    const server = await startServer({ env: { DATA_DIR: dataDir, JOB_TICK_MS: '50', DATABASE_URL: '' } })
    try {
      const operator = await signIn('operator', 'demo1234', server.url)
      const read = async () => {
        const r = await fetch(`${server.url}${JOBS}/${id}`, {
          headers: { authorization: `Bearer ${operator}` },
        })
        return ((await r.json()) as { data: Job }).data
      }
      let last = await read()
      const seen = [last.processedLicenses]
      for (let i = 0; i < 400 && last.status === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 50))
        last = await read()
        seen.push(last.processedLicenses)
      }
      expect(last).toMatchObject({ status: 'succeeded', processedLicenses: n, totalLicenses: n })
      expect(Math.min(...seen)).toBeGreaterThanOrEqual(progress)
      const audit = await fetch(`${server.url}${JOBS}/${id}/audit`, {
        headers: { authorization: `Bearer ${operator}` },
      })
      const entries = ((await audit.json()) as { data: { action: string; after: Job }[] }).data
      const resume = entries.find((e) => e.action === 'resume')
      expect(resume?.after.processedLicenses).toBe(progress)
      expect(entries.map((e) => e.action)).toEqual(['create', 'start', 'resume', 'complete'])
    } finally {
      await server.stop()
    }
  }, 180_000)
})
