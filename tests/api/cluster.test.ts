import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardSchema, WORK_QUEUES } from '@/domain/dashboard'
import { DOUYIN_SHOPS } from '@/domain/douyin-pull'
import { listParamsToQuery } from '@/domain/list-params'
import { entityByName } from '@/domain/registry'
import { resetSchema, schemaUrl } from '../support/databases'
import { changeOf, EventStream } from '../support/event-stream'
import { accessToken } from '../support/sign-in'
import { startServer, type RunningServer } from '../support/start-server'
import { sampleBody } from './samples'

/**
 * Issue 19: two server processes on one PostgreSQL behave as one. Both start together on an empty schema
 * (migrations and seed run once, under the advisory lock), and have different DATA_DIRs (so the token secret
 * comes from the database). Skipped without DATABASE_URL: the embedded database has one process.
 */
const DATABASE_URL = process.env.DATABASE_URL
const SCHEMA = 'boc_cluster'
const SEED_ORDERS = 2000

let a: RunningServer
let b: RunningServer
let sql: pg.Client
const tokens = new Map<string, string>()
/** Between two polls (a wait ends on a state, never on a time). */
const pause = () => new Promise((r) => setTimeout(r, 50))

async function call(
  server: RunningServer,
  method: string,
  path: string,
  user: string,
  body?: unknown,
  headers = {},
) {
  const key = `${server.url}|${user}`
  if (!tokens.has(key)) tokens.set(key, await accessToken(server.url, user, 'demo1234'))
  const r = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens.get(key)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: r.status, body: (await r.json()) as { code: number; data: any } }
}

describe.skipIf(!DATABASE_URL)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    await resetSchema(DATABASE_URL!, SCHEMA)
    const env = {
      DATABASE_URL: schemaUrl(DATABASE_URL!, SCHEMA),
      SEED_ORDERS: String(SEED_ORDERS),
      JOB_TICK_MS: '200',
      JOB_LEASE_MS: '2000',
      LOG_LEVEL: 'debug',
    }
    ;[a, b] = await Promise.all([startServer({ env }), startServer({ env })])
    sql = new pg.Client({ connectionString: schemaUrl(DATABASE_URL!, SCHEMA) })
    await sql.connect()
  }, 300_000)
  afterAll(async () => {
    await sql?.end()
    await Promise.all([a?.stop(), b?.stop()])
  })

  it('migrated and seeded once, though both started together', async () => {
    const orders = await sql.query(`select count(*)::int as n from orders`)
    expect(orders.rows[0].n).toBe(SEED_ORDERS)
    const runs = await sql.query(`select id, count(*)::int as n from schema_migrations group by id`)
    expect(runs.rows.every((r) => r.n === 1)).toBe(true)
    for (const s of [a, b]) expect((await fetch(`${s.url}/readyz`)).status).toBe(200)
  })

  it("a write through A changes B's list total and dashboard count on the next read", async () => {
    const queue = WORK_QUEUES.find((q) => q.id === 'refundsCsReview')!
    const qs = new URLSearchParams({ ...listParamsToQuery({ filters: queue.filters }), limit: '1' })
    const totalOnB = async () => Number((await call(b, 'GET', `/v1/refunds?${qs}`, 'admin')).body.data.total)
    const countOnB = async () =>
      dashboardSchema
        .parse((await call(b, 'GET', '/v1/dashboard', 'support')).body.data)
        .queues.find((q) => q.id === queue.id)!.count
    // Read twice on B, so both figures are in B's cache.
    const [total, count] = [await totalOnB(), await countOnB()]
    expect([await totalOnB(), await countOnB()]).toEqual([total, count])

    const orders = (await call(a, 'GET', '/v1/orders?status=normal&limit=200&sort=orderNo:asc', 'admin')).body
      .data.items as { orderNo: string; currency: string; actualPayment: number }[]
    let applied = false
    for (const order of orders.filter((o) => Number(o.orderNo.slice(2)) % 6 !== 0)) {
      const r = await call(
        a,
        'POST',
        '/v1/refunds/apply',
        'support',
        {
          orderNo: order.orderNo,
          type: 'partial',
          amount: Math.min(1, order.actualPayment),
          currency: order.currency,
          method: 'invalidateAuthorization',
          reasonType: 'accidentalPurchase',
          description: 'two processes',
        },
        { 'Idempotency-Key': `cluster-${order.orderNo}` },
      )
      if (r.body.code === 0) {
        applied = true
        break
      }
    }
    expect(applied).toBe(true)
    expect(await totalOnB()).toBe(total + 1)
    expect(await countOnB()).toBe(count + 1)
  })

  it("a sign-out through A, and a role narrowed by a write on the database, are refused on B's next request", async () => {
    const as = async (user: string) => {
      const token = await accessToken(a.url, user, 'demo1234')
      return (path: string) => fetch(`${b.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
    }
    // Each read twice on B first, so B answers from its kept session.
    const support = await as('support')
    for (const _ of [1, 2]) expect((await support('/v1/orders?limit=1')).status).toBe(200)
    const token = await accessToken(a.url, 'support', 'demo1234')
    const onB = () => fetch(`${b.url}/v1/orders?limit=1`, { headers: { authorization: `Bearer ${token}` } })
    for (const _ of [1, 2]) expect((await onB()).status).toBe(200)
    const out = await fetch(`${a.url}/api/oauth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: a.url },
    })
    expect(out.status).toBe(200)
    expect((await onB()).status).toBe(401)
    expect((await support('/v1/orders?limit=1')).status).toBe(200)

    await sql.query(`update roles set status = 'inactive' where role_code = 'support'`)
    try {
      expect((await support('/v1/orders?limit=1')).status).toBe(403)
    } finally {
      await sql.query(`update roles set status = 'active' where role_code = 'support'`)
    }
    expect((await support('/v1/orders?limit=1')).status).toBe(200)
  })

  it('an export ticket issued by A downloads from B, and A reports its progress', async () => {
    const ticket = await call(a, 'POST', '/v1/orders/export/tickets', 'admin', {
      format: 'csv',
      query: { currency: 'USD' },
      columns: [{ field: 'orderNo', label: 'No' }],
    })
    expect(ticket.status).toBe(200)
    const { ticket: t, id, total } = ticket.body.data as { ticket: string; id: string; total: number }
    expect(total).toBeGreaterThan(0)
    const file = await fetch(`${b.url}/v1/orders/export?ticket=${t}`)
    expect(file.status).toBe(200)
    const lines = (await file.text()).trim().split(/\r?\n/)
    expect(lines).toHaveLength(total + 1)
    expect((await call(a, 'GET', `/v1/orders/export/progress/${id}`, 'admin')).body.data).toEqual({
      rows: total,
      total,
      done: true,
      failed: false,
    })
    // Single use, whichever process it is shown to.
    expect((await fetch(`${a.url}/v1/orders/export?ticket=${t}`)).status).toBe(404)
  })

  it('a write through A reaches a console listening on B, and one reconnecting to A replays it (issue 28)', async () => {
    const onB = await EventStream.open(b.url, await accessToken(b.url, 'pricing', 'demo1234'))
    try {
      const ready = await onB.until((m) => m.event === 'ready')
      const created = await call(a, 'POST', '/v1/licenses', 'admin', sampleBody(entityByName('licenses')!))
      expect(created.status).toBe(200)
      const id = Number(created.body.data.id)
      const heard = await onB.until(changeOf('licenses', id))
      expect(JSON.parse(heard.data)).toMatchObject({ kind: 'create', who: 'admin' })
      // The ids are the database's: a console reconnecting to the other process replays from its last one.
      const onA = await EventStream.open(a.url, await accessToken(a.url, 'pricing', 'demo1234'), ready.id)
      try {
        expect((await onA.until(changeOf('licenses', id))).id).toBe(heard.id)
      } finally {
        onA.close()
      }
      await call(a, 'DELETE', `/v1/licenses/${id}?version=${created.body.data.version}`, 'admin')
    } finally {
      onB.close()
    }
  })

  it(
    'a job is advanced by exactly one process, and continues when that process is killed',
    { timeout: 90_000 },
    async () => {
      const from = '2026-10-01T00:00:00.000Z'
      const started = await call(a, 'POST', '/v1/douyinPullJobs/pull', 'admin', {
        shopId: DOUYIN_SHOPS[0].shopId,
        fromTime: from,
        toTime: new Date(Date.parse(from) + 20 * 86_400_000).toISOString(),
      })
      expect(started.status).toBe(200)
      const jobId = Number(started.body.data.id)
      const state = async () =>
        (
          await sql.query(
            `select j.status, j.pulled_count as pulled, l.owner from douyin_pull_jobs j
             left join job_leases l on l.table_name = 'douyin_pull_jobs' and l.record_id = j.id where j.id = $1`,
            [jobId],
          )
        ).rows[0] as { status: string; pulled: number | null; owner: string | null }
      let s = await state()
      while (!(s.status === 'running' && s.owner)) s = await pause().then(state)
      const steps = (out: string) =>
        out
          .split('\n')
          .filter((l) => l.includes('"job step"'))
          .map((l) => JSON.parse(l) as { id: number; status: string; owner: string })
          .filter((step) => step.id === jobId)

      // Hold the job's row: the holder's next step waits on it, and the other process cannot claim it.
      await sql.query('begin')
      await sql.query(`select id from douyin_pull_jobs where id = $1 for update`, [jobId])
      const holderPid = Number(s.owner!.split(':').at(-2))
      const [holder, other] = holderPid === a.pid ? [a, b] : [b, a]
      expect(holder.pid).toBe(holderPid)
      // Logs are written in batches (a killed process loses its last 100 ms): kill once its step is out.
      while (!steps(holder.output()).length) await pause()
      process.kill(holder.pid, 'SIGKILL')
      await holder.exited
      const otherBeforeKill = other.output()
      await sql.query('commit')

      while ((s = await pause().then(state)).status !== 'succeeded') expect(s.status).toBe('running')
      // Before the kill only the holder advanced it; after, only the other, which finished it.
      expect(steps(holder.output()).length).toBeGreaterThan(0)
      expect(steps(otherBeforeKill)).toEqual([])
      // Its log line follows the commit: wait for it.
      while (steps(other.output()).at(-1)?.status !== 'succeeded') await pause()
      const afterKill = steps(other.output())
      expect(afterKill.every((x) => x.owner.includes(`:${other.pid}:`))).toBe(true)
      // Finished: its lease was released.
      expect((await state()).owner).toBeNull()
    },
  )

  describe('SIGTERM during a write', () => {
    /** Starts a server on the seeded schema, holds a customer's row, and sends a write that waits on it. */
    async function writeWaitingOnLock(boundMs: number, accountName: string) {
      const server = await startServer({
        env: { DATABASE_URL: schemaUrl(DATABASE_URL!, SCHEMA), SHUTDOWN_TIMEOUT_MS: String(boundMs) },
      })
      const { rows } = await sql.query(`select id, version from customers order by id limit 1`)
      const { id, version } = rows[0] as { id: number; version: number }
      const locker = new pg.Client({ connectionString: schemaUrl(DATABASE_URL!, SCHEMA) })
      await locker.connect()
      await locker.query('begin')
      await locker.query(`select id from customers where id = $1 for update`, [id])
      const write = call(server, 'PUT', `/v1/customers/${id}`, 'admin', { version, accountName }).then(
        (r) => r.status,
        () => 'no answer' as const,
      )
      const waiting = () =>
        sql.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%customers%'`,
        )
      while (!(await waiting()).rows.length) await pause()
      process.kill(server.pid, 'SIGTERM')
      while (!server.output().includes('stopping')) await pause()
      return { server, id, locker, write, waiting }
    }

    it(
      'stops accepting, lets the write finish and commit, then exits cleanly',
      { timeout: 120_000 },
      async () => {
        const { server, id, locker, write } = await writeWaitingOnLock(60_000, 'written while stopping')
        await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
        await locker.query('commit')
        await locker.end()
        expect(await write).toBe(200)
        expect(await server.exited).toBe(0)
        const { rows } = await sql.query(`select account_name from customers where id = $1`, [id])
        expect(rows[0].account_name).toBe('written while stopping')
        await server.stop()
      },
    )

    it(
      'exits at the bound when a write cannot finish, and the write is rolled back',
      { timeout: 120_000 },
      async () => {
        const { server, id, locker, write, waiting } = await writeWaitingOnLock(1500, 'cut off')
        expect(await server.exited).toBe(1)
        expect(await write).toBe('no answer')
        await locker.query('commit')
        await locker.end()
        // The dead process's transaction ends as soon as its database session notices the client is gone.
        while ((await waiting()).rows.length) await pause()
        const { rows } = await sql.query(`select account_name from customers where id = $1`, [id])
        expect(rows[0].account_name).not.toBe('cut off')
        await server.stop()
      },
    )
  })
})
