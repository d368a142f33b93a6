/**
 * The orders page (limit 200, filtered and sorted, with its total) on PostgreSQL, one server process and a
 * cluster of two (server/cluster.ts), each beside the floor (cluster-floor-support.ts: plain http + pg
 * running the same SQL) with as many processes, at 1, 10 and 50 connections.
 *   DATABASE_URL=postgres://… node --import tsx tests/bench/api-cluster.ts
 * Skipped without DATABASE_URL. The first run seeds 200,000 orders into that database. Each target runs
 * alone (2 cores: anything else running skews the figures); BENCH_SECONDS per level (default 5).
 * Fails only when a request fails: the throughput and p99 targets against the floor are printed as ratios.
 */
import { startChild, load, type Child, type Load } from './cluster-support'

const DATABASE_URL = process.env.DATABASE_URL
const QUERY = 'limit=200&sort=actualPayment:desc&currency=USD&status=normal'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const LEVELS = [1, 10, 50]
const SERVER_ENV = {
  DATABASE_URL: DATABASE_URL ?? '',
  SEED_ORDERS: '200000',
  DATA_DIR: '.bench/cluster-data',
}

async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  })
  return ((await login.json()) as { data: { token: string } }).data.token
}

interface Target {
  name: string
  processes: number
  start: () => Promise<Child>
  path: string
  api: boolean
}

const targets: Target[] = [1, 2].flatMap((processes) => [
  {
    name: `floor, ${processes} process${processes > 1 ? 'es' : ''}`,
    processes,
    api: false,
    path: '/floor',
    start: () =>
      startChild(
        'tests/bench/cluster-floor-support.ts',
        { DATABASE_URL: DATABASE_URL ?? '', FLOOR_QUERY: QUERY, FLOOR_WORKERS: String(processes) },
        '/floor',
      ),
  },
  {
    name: `API, ${processes} process${processes > 1 ? 'es' : ''}`,
    processes,
    api: true,
    path: `/v1/orders?${QUERY}`,
    start: () =>
      processes === 1
        ? startChild('server/index.ts', SERVER_ENV, '/readyz')
        : startChild('server/cluster.ts', { ...SERVER_ENV, WORKERS: String(processes) }, '/readyz'),
  },
])

const ms = (x: number) => `${x.toFixed(1)} ms`

async function main() {
  if (!DATABASE_URL) {
    console.log('api-cluster: skipped (set DATABASE_URL to a PostgreSQL database to measure on)')
    return
  }
  // Seed (first run only) before anything is measured.
  const seeding = await startChild('server/index.ts', SERVER_ENV, '/readyz')
  await seeding.stop()
  const results = new Map<string, Load>()
  let failed = 0
  for (const t of targets) {
    const child = await t.start()
    const headers: Record<string, string> = t.api ? { authorization: await adminToken(child.url) } : {}
    const url = `${child.url}${t.path}`
    await load(url, headers, 10, 2) // warm: plans, caches, connection pools
    for (const connections of LEVELS) {
      const r = await load(url, headers, connections, SECONDS)
      results.set(`${t.name}|${connections}`, r)
      failed += r.errors
    }
    await child.stop()
  }
  console.log(`\nOrders page (${QUERY}, total included), PostgreSQL, ${SECONDS} s per level\n`)
  console.log('| target | connections | requests/s | p50 | p99 | errors | API / floor: throughput, p99 |')
  console.log('| --- | --- | --- | --- | --- | --- | --- |')
  for (const t of targets)
    for (const connections of LEVELS) {
      const r = results.get(`${t.name}|${connections}`)!
      const floor = results.get(`floor, ${t.processes} process${t.processes > 1 ? 'es' : ''}|${connections}`)!
      const ratio = t.api
        ? `${((100 * r.rps) / floor.rps).toFixed(0)} %, ${(r.p99 / floor.p99).toFixed(2)} ×`
        : ''
      console.log(
        `| ${t.name} | ${connections} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${ratio} |`,
      )
    }
  console.log('\nTarget at 50 connections: API throughput ≥ 70 % of the floor, p99 ≤ 1.5 × the floor.')
  if (failed) {
    console.log(`${failed} request(s) failed`)
    process.exitCode = 1
  }
}

await main()
