/**
 * The product API on the default volumes (200,000 orders).
 *   node --import tsx tests/bench/api-list.ts
 *   BENCH_DATABASE_URL=postgres://.../boc_bench node --import tsx tests/bench/api-list.ts
 * 1. Throughput: the orders page at 1, 10 and 50 connections, the API beside the floor server (the same SQL on
 *    plain node:http) on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL (seeded on first
 *    use). Budgets: on PostgreSQL at least 0.9x the floor's requests/s and at most 1.5x its p99; on PGlite no
 *    error and p99 under 1 s at 50 connections.
 * 2. Latency: one request at a time per scenario on the embedded database (median and p95); budget: a page
 *    of 200 orders, sorted and filtered, with its total, under 50 ms median.
 * The data directory .bench/data is kept, so only the first run pays for the seed. BENCH_SECONDS (per round),
 * BENCH_RUNS (latency requests), BENCH_LATENCY=0 and BENCH_PGLITE=0 (skip parts) shorten a run.
 */
import type { RunningServer } from '../support/start-server'
import { existsSync } from 'node:fs'
import {
  adminToken,
  floorDataCopy,
  percentile,
  startBenchServer,
  startFloorServer,
} from './api-bench-support'
import { apiTarget, compareRounds, roundsTable } from './api-floor-support'
import { databaseCpuMs, processCpuMs } from './cpu-cost'

const RUNS = Number(process.env.BENCH_RUNS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONCURRENCY = [1, 10, 50]
const PG_URL = process.env.BENCH_DATABASE_URL

interface Scenario {
  name: string
  /** The i-th request's path; vary it to defeat the count cache where that is the point. */
  path: (i: number, total: number) => string
}

const day = (i: number) =>
  `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`
const SCENARIOS: Scenario[] = [
  { name: 'first page of 200, default sort', path: () => '/v1/orders?limit=200' },
  {
    name: 'budget: filtered + sorted first page of 200 with total',
    path: (i) =>
      `/v1/orders?limit=200&sort=actualPayment:desc&currency=${['USD,EUR', 'JPY', 'CNY,KRW', 'GBP'][i % 4]}&status=normal`,
  },
  {
    name: 'filtered + sorted, scrolling pages 1-10 (count cached)',
    path: (i) =>
      `/v1/orders?limit=200&offset=${(i % 10) * 200}&sort=actualPayment:desc&currency=USD,EUR&status=normal`,
  },
  {
    name: 'filtered + sorted page of 200 (new filter each time: counted)',
    path: (i) =>
      `/v1/orders?limit=200&sort=purchaseTime:desc,orderNo:asc&country=US,DE,JP&purchaseTime=${day(i)}..2026-11-20`,
  },
  {
    name: 'deep offset: last page of 200',
    path: (_i, total) => `/v1/orders?limit=200&offset=${total - 200}`,
  },
  { name: 'middle page of 200 (offset 100,000)', path: () => '/v1/orders?limit=200&offset=100000' },
  {
    name: 'free-text q (prefix of order number)',
    path: (i) => `/v1/orders?limit=200&q=OD00000${10 + (i % 90)}`,
  },
  {
    name: 'free-text q (substring of email)',
    path: (i) => `/v1/orders?limit=200&q=${['anna', 'kenji', 'maria', 'yuki', 'omar'][i % 5]}.${i}`,
  },
  {
    name: 'refunds: filtered page of 200',
    path: (i) =>
      `/v1/refunds?limit=200&status=awaitingCsReview,approved&sort=amount:desc&offset=${(i % 5) * 200}`,
  },
  {
    name: 'cart orders: filtered page of 200',
    path: (i) => `/v1/cartOrders?limit=200&paymentStatus=failed,submitFailed&offset=${(i % 5) * 200}`,
  },
]

/** The API beside the floor on one database, both running, measured in turns. */
async function throughput(databaseUrl?: string): Promise<{ lines: string[]; missed: string[] }> {
  const label = databaseUrl ? 'PostgreSQL, 1 process' : 'PGlite'
  if (!databaseUrl && !existsSync('.bench/data/pglite'))
    await (await startBenchServer({ databaseUrl: '' })).stop()
  const floorDir = databaseUrl ? undefined : floorDataCopy()
  const api = await startBenchServer({ databaseUrl: databaseUrl ?? '' })
  let floor: RunningServer | undefined
  try {
    const token = await adminToken(api.url)
    const target = await apiTarget(api.url, token)
    floor = await startFloorServer({ routes: target.routes, databaseUrl, dataDir: floorDir })
    // CPU per request: the server process (with the embedded database's thread) and PostgreSQL's backends.
    const dbName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined
    const cpuOf = (pid: number) => () => processCpuMs(pid) + (dbName ? databaseCpuMs(dbName) : 0)
    const apiSide = {
      server: api,
      paths: target.paths,
      headers: { authorization: token },
      cpu: cpuOf(api.pid),
    }
    const floorSide = { server: floor, paths: target.routes.map((r) => r.path), cpu: cpuOf(floor.pid) }
    const rounds = await compareRounds({
      api: apiSide,
      floor: floorSide,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
    })
    // The same page asked for compressed (as browsers ask), beside the plain one.
    const [compressed] = await compareRounds({
      api: {
        ...apiSide,
        paths: target.paths.slice(0, 1),
        headers: { ...apiSide.headers, 'accept-encoding': 'gzip, deflate, br' },
      },
      floor: { ...apiSide, paths: target.paths.slice(0, 1) },
      concurrency: [10],
      seconds: SECONDS,
    })
    const missed: string[] = []
    for (const { scenario, connections, api: a, floor: f } of rounds) {
      const at = `${label}, ${scenario} at ${connections}`
      if (a.errors) missed.push(`${at}: ${a.errors} errors`)
      if (databaseUrl && a.perSecond < 0.9 * f.perSecond) missed.push(`${at}: req/s below 0.9x the floor`)
      if (databaseUrl && a.p99 > 1.5 * f.p99) missed.push(`${at}: p99 above 1.5x the floor`)
      if (!databaseUrl && connections === 50 && a.p99 >= 1000) missed.push(`${at}: p99 not under 1 s`)
    }
    const z = compressed!
    const lines = [
      ...roundsTable(label, rounds),
      '',
      `${label}, ${z.scenario} at 10 connections, compressed vs plain (in turns): ` +
        `${(z.api.bytes / 1024).toFixed(0)} vs ${(z.floor.bytes / 1024).toFixed(0)} kB per page, ` +
        `${z.api.perSecond.toFixed(0)} vs ${z.floor.perSecond.toFixed(0)} req/s, p99 ${z.api.p99.toFixed(0)} vs ${z.floor.p99.toFixed(0)} ms`,
    ]
    return { lines, missed }
  } finally {
    await floor?.stop()
    await api.stop()
  }
}

async function main() {
  const report: string[] = []
  const missed: string[] = []
  const embedded = process.env.BENCH_PGLITE === '0' ? [] : [undefined]
  for (const url of [...embedded, ...(PG_URL ? [PG_URL] : [])]) {
    const r = await throughput(url)
    report.push(...r.lines, '')
    missed.push(...r.missed)
  }
  if (!PG_URL)
    report.push('(PostgreSQL skipped: set BENCH_DATABASE_URL to a database the bench may seed)', '')
  console.log(`\nOrders page, ${SECONDS} s per round\n\n${report.join('\n')}`)
  if (process.env.BENCH_LATENCY !== '0') await latency()
  for (const m of missed) console.log(`BUDGET MISSED: ${m}`)
  if (missed.length) process.exitCode = 1
}

/** One request at a time per scenario, on the embedded database. */
async function latency() {
  const started = Date.now()
  const server = await startBenchServer({ databaseUrl: '' })
  console.log(
    `server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (seed included on the first run)`,
  )
  try {
    const token = await adminToken(server.url)
    const fetchJson = async (path: string) => {
      const r = await fetch(`${server.url}${path}`, { headers: { authorization: token } })
      const body = (await r.json()) as { code: number; data: { total: number; items: unknown[] } }
      if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 200)}`)
      return body.data
    }
    const total = (await fetchJson('/v1/orders?limit=1')).total
    const rows: string[][] = []
    for (const s of SCENARIOS) {
      await fetchJson(s.path(RUNS, total)) // warm-up
      const times: number[] = []
      let items = 0
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now()
        const data = await fetchJson(s.path(i, total))
        times.push(performance.now() - t0)
        items = data.items.length
      }
      rows.push([s.name, String(items), percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)])
    }
    const head = ['scenario', 'rows', 'median ms', 'p95 ms']
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
    const line = (r: string[]) =>
      `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`
    console.log(
      `\n${total.toLocaleString('en')} orders, ${RUNS} requests per scenario, one at a time, PGlite\n`,
    )
    console.log(line(head))
    console.log(
      `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    )
    for (const r of rows) console.log(line(r))
  } finally {
    await server.stop()
  }
}

void main()
