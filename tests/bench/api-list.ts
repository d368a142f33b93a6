/**
 * List latency of the product API on the default volumes (200,000 orders).
 *   node --import tsx tests/bench/api-list.ts
 * The data directory .bench/data is kept, so only the first run pays for the seed. Prints median and p95
 * per scenario. Budget: a page of 200 orders, sorted and filtered, with its total, under 50 ms median.
 */
import { adminToken, percentile, startBenchServer } from './api-bench-support'

const RUNS = Number(process.env.BENCH_RUNS ?? 50)

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

async function main() {
  const started = Date.now()
  const server = await startBenchServer()
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
      `\n${total.toLocaleString('en')} orders, ${RUNS} requests per scenario, ${server.url.includes('127.0.0.1') ? 'local' : ''} ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
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
