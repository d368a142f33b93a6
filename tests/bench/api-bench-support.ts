import { spawn } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Agent, request } from 'node:http'
import { SERVER_NODE_FLAGS } from '../../server/node-flags'
import { freePort } from '../support/free-port'
import { startServer, type RunningServer } from '../support/start-server'
import type { FloorRoute } from './floor-server-support'

export type { FloorRoute, FloorStatement } from './floor-server-support'

/**
 * The real server on the bench volumes (200,000 orders); .bench/data is kept, so only a first run seeds.
 * DATABASE_URL (from the environment, or `databaseUrl`) switches it to PostgreSQL.
 */
export function startBenchServer(opts: { databaseUrl?: string } = {}): Promise<RunningServer> {
  return startServer({
    env: {
      DATA_DIR: '.bench/data',
      SEED_ORDERS: '200000',
      DATABASE_URL: opts.databaseUrl ?? process.env.DATABASE_URL ?? '',
    },
  })
}

/**
 * The floor server (floor-server-support.ts) as a child process: on PostgreSQL when `databaseUrl` is given,
 * else on the embedded database in `dataDir` (default .bench/data; not while a bench server holds it: see
 * `floorDataCopy`).
 */
export async function startFloorServer(opts: {
  routes: FloorRoute[]
  databaseUrl?: string
  dataDir?: string
}): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'tests/bench/floor-server-support.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: opts.dataDir ?? '.bench/data',
        DATABASE_URL: opts.databaseUrl ?? '',
        FLOOR_ROUTES: JSON.stringify(opts.routes),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error('the floor server exited')
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) throw new Error('the floor server did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    pid: child.pid ?? 0,
    // Its output goes to the bench's own.
    output: () => '',
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * A copy of the bench's embedded database for the floor server, so both can run at once and be measured in
 * turns. Made once, while no server holds .bench/data (the seed is deterministic, the benches only read orders).
 */
export function floorDataCopy(): string {
  const copy = '.bench/floor-data'
  if (!existsSync(join(copy, 'pglite'))) {
    rmSync(copy, { recursive: true, force: true })
    cpSync('.bench/data/pglite', join(copy, 'pglite'), { recursive: true })
  }
  return copy
}

/** An admin access token ("Bearer ...") from the product API's login. */
export async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  })
  return ((await login.json()) as { data: { token: string } }).data.token
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN
}

/** What a load run saw: each answer's time, failures, body bytes and the seconds it ran. */
export interface LoadSample {
  times: number[]
  errors: number
  bytes: number
  seconds: number
  /** CPU time the server (and its database) spent meanwhile, in ms, where measured. */
  cpuMs?: number
}

export interface LoadResult {
  requests: number
  errors: number
  perSecond: number
  p50: number
  p99: number
  /** Mean response body size in bytes, as sent on the wire. */
  bytes: number
  /** CPU ms the server and its database spent per request (NaN where not measured). */
  cpuPerRequest: number
}

/** Several runs' samples (slices of one measurement taken in turns with another server) summed up. */
export function summarise(samples: LoadSample[]): LoadResult {
  const times = samples.flatMap((s) => s.times)
  const seconds = samples.reduce((a, s) => a + s.seconds, 0)
  const bytes = samples.reduce((a, s) => a + s.bytes, 0)
  return {
    requests: times.length,
    errors: samples.reduce((a, s) => a + s.errors, 0),
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    bytes: times.length ? bytes / times.length : 0,
    cpuPerRequest: samples.every((s) => s.cpuMs !== undefined)
      ? samples.reduce((a, s) => a + s.cpuMs!, 0) / times.length
      : NaN,
  }
}

/**
 * Closed-loop load: `connections` keep-alive connections, each sending its next request as soon as the previous
 * answer is read, for `seconds`. A response that is not a 200 envelope with code 0 counts as an error.
 * Given an `agent`, its open connections are used and left open (slices of one measurement).
 */
export async function loadTest(opts: {
  url: string
  path: string
  headers?: Record<string, string>
  connections: number
  seconds: number
  agent?: Agent
}): Promise<LoadSample> {
  const agent = opts.agent ?? new Agent({ keepAlive: true, maxSockets: opts.connections })
  const target = new URL(opts.path, opts.url)
  const times: number[] = []
  let errors = 0
  let bytes = 0
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now()
      const req = request(target, { agent, headers: opts.headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (d: Buffer) => chunks.push(d))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          times.push(performance.now() - t0)
          bytes += body.length
          const okEnvelope =
            res.headers['content-encoding'] !== undefined || body.subarray(0, 9).toString() === '{"code":0'
          if (res.statusCode !== 200 || !okEnvelope) errors++
          resolve()
        })
      })
      req.on('error', () => {
        errors++
        resolve()
      })
      req.end()
    })
  const started = performance.now()
  const end = started + opts.seconds * 1000
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < end) await one()
    }),
  )
  if (!opts.agent) agent.destroy()
  return { times, errors, bytes, seconds: (performance.now() - started) / 1000 }
}
