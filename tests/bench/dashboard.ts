/**
 * Latency of GET /v1/dashboard (the home page's one request) on the default volumes (200,000 orders).
 *   node --import tsx tests/bench/dashboard.ts
 * Shares .bench/data with the list bench, so only the first run pays for the seed. Prints median and p95;
 * no budget is enforced here (figures for the README, not a timed assertion).
 */
import { WORK_QUEUES } from '@/domain/dashboard'
import { entities } from '@/domain/registry'
import { sampleBody } from '../api/samples'
import { adminToken, percentile, startBenchServer } from './api-bench-support'

const RUNS = Number(process.env.BENCH_RUNS ?? 50)

async function main() {
  const server = await startBenchServer()
  try {
    const token = await adminToken(server.url)
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: token, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer = (await r.json()) as { code: number; data: unknown }
      if (answer.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 200)}`)
      return answer.data
    }
    const time = async (fn: () => Promise<unknown>) => {
      const t0 = performance.now()
      await fn()
      return performance.now() - t0
    }
    const first = await time(() => call('GET', '/v1/dashboard'))
    const warm: number[] = []
    for (let i = 0; i < RUNS; i++) warm.push(await time(() => call('GET', '/v1/dashboard')))
    // A write drops its table's cached counts: the next dashboard recounts that queue.
    const afterWrite: number[] = []
    for (let i = 0; i < Math.min(RUNS, 20); i++) {
      await call('POST', '/v1/offlineOrders', sampleBody(entities.offlineOrders))
      afterWrite.push(await time(() => call('GET', '/v1/dashboard')))
    }
    const rows = [
      ['first request after start (nothing cached)', first, first],
      ['repeat (counts and sums cached until a write)', percentile(warm, 50), percentile(warm, 95)],
      [
        'after an offline order is added (its queue recounted)',
        percentile(afterWrite, 50),
        percentile(afterWrite, 95),
      ],
    ] as const
    console.log(
      `\nGET /v1/dashboard as admin (${WORK_QUEUES.length} queues + 2 periods), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    )
    console.log('| scenario | median ms | p95 ms |\n|---|---:|---:|')
    for (const [name, p50, p95] of rows) console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`)
  } finally {
    await server.stop()
  }
}

void main()
