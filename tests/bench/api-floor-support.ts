/**
 * The orders page under concurrent load, the product API beside the floor server (floor-server-support.ts)
 * on the same database in the same run. Used by api-list.ts; another bench can reuse `apiTarget`,
 * `compareRounds` and `roundsTable` with its own servers.
 */
import { Agent } from 'node:http'
import { orders } from '@/domain/entities/orders'
import { columnName } from '@/domain/fields'
import { parseListParams } from '@/domain/list-params'
import { buildOrderBy, buildWhere } from '../../server/api/list-query'
import type { RunningServer } from '../support/start-server'
import { loadTest, summarise, type FloorRoute, type LoadResult, type LoadSample } from './api-bench-support'

/** The list's visible columns, as the console names them in its requests (when the API takes `columns`). */
export const ORDER_COLUMNS = Object.entries(orders.fields)
  .filter(([, def]) => def.column)
  .map(([name]) => name)

export interface PageScenario {
  name: string
  /** The API's query string (without `columns`). */
  query: string
}

export const PAGE_SCENARIOS: PageScenario[] = [
  { name: 'orders, default sort', query: 'limit=200' },
  { name: 'orders, USD by amount', query: 'limit=200&sort=actualPayment:desc&currency=USD' },
]

/** The page and count SQL the list endpoint runs for this query on a large table (no merge, no narrowing). */
function statements(query: string, selected: string[]): Omit<FloorRoute, 'path'> {
  const parsed = parseListParams(orders, Object.fromEntries(new URLSearchParams(query)))
  if (!parsed.ok) throw new Error(`bad scenario ${query}`)
  const p = parsed.params
  const where = buildWhere(orders, p)
  const n = where.params.length
  return {
    page: {
      sql: `select ${selected.join(', ')} from ${orders.table} ${where.sql} ${buildOrderBy(p.sort)} limit $${n + 1} offset $${n + 2}`,
      params: [...where.params, p.limit, p.offset],
    },
    count: { sql: `select count(*)::int as n from ${orders.table} ${where.sql}`, params: where.params },
  }
}

export interface ApiTarget {
  /** Path and query of each scenario on the API (with `columns` when the API takes it). */
  paths: string[]
  /** Floor routes running the same SQL, selecting the columns the API's records carry. */
  routes: FloorRoute[]
}

/**
 * Asks the API for each scenario's first page (naming the visible columns; without them when the API refuses
 * the parameter) and builds floor routes that select exactly the columns its records carry.
 */
export async function apiTarget(url: string, token: string): Promise<ApiTarget> {
  const paths: string[] = []
  const routes: FloorRoute[] = []
  for (const [i, s] of PAGE_SCENARIOS.entries()) {
    let path = `/v1/orders?${s.query}&columns=${ORDER_COLUMNS.join(',')}`
    let r = await fetch(`${url}${path}`, { headers: { authorization: token } })
    if (r.status === 400) {
      path = `/v1/orders?${s.query}`
      r = await fetch(`${url}${path}`, { headers: { authorization: token } })
    }
    const body = (await r.json()) as { data: { total: number; items: Record<string, unknown>[] } }
    if (body.data.total <= 20_000) throw new Error(`${s.name}: too few rows for the large-table plan`)
    paths.push(path)
    const selected = Object.keys(body.data.items[0] ?? {}).map(columnName)
    routes.push({ path: `/floor/${i}`, ...statements(s.query, selected) })
  }
  return { paths, routes }
}

/** Seconds each server serves each scenario before the first round is measured. */
const WARM_UP_SECONDS = 3

export interface Round {
  scenario: string
  connections: number
  api: LoadResult
  floor: LoadResult
}

export interface Side {
  server: RunningServer
  /** One path per scenario. */
  paths: string[]
  headers?: Record<string, string>
  /** CPU ms the server and its database have used so far (cpu-cost.ts), to report CPU per request. */
  cpu?: () => number
}

/**
 * Every scenario at every concurrency on the API and on the floor, measured in turns (`slices` alternating runs
 * each, by default one a second) so that load from outside the bench weighs on both alike: this machine's own
 * speed varies by 15 % from one half second to the next. The slices of a round are one measurement on the same
 * open connections; they are opened and used for half a second before the first slice. (Opened anew in every
 * slice, the burst of 50 connection openings put 5 % of a round's requests at 150–350 ms, which made its p99.)
 */
export async function compareRounds(opts: {
  api: Side
  floor: Side
  concurrency: number[]
  seconds: number
  slices?: number
}): Promise<Round[]> {
  const slices = opts.slices ?? Math.max(2, Math.round(opts.seconds))
  const run = async (side: Side, i: number, connections: number, seconds: number, agent?: Agent) => {
    const before = side.cpu?.()
    const sample = await loadTest({
      url: side.server.url,
      path: side.paths[i]!,
      headers: side.headers,
      connections,
      seconds,
      agent,
    })
    return before === undefined ? sample : { ...sample, cpuMs: side.cpu!() - before }
  }
  // The API's code (framework, validation, mapping) takes a few seconds of requests to be compiled optimised,
  // the floor's less: a one-second warm-up left the API's first round 20 % short of its later ones.
  // The scenarios the sides have paths for (a caller may ask for the first only).
  const scenarios = PAGE_SCENARIOS.slice(0, opts.api.paths.length)
  for (const i of scenarios.keys())
    for (const side of [opts.api, opts.floor]) await run(side, i, 10, WARM_UP_SECONDS)
  const rounds: Round[] = []
  for (const [i, scenario] of scenarios.entries()) {
    for (const connections of opts.concurrency) {
      const sides = [opts.api, opts.floor].map((side) => ({
        side,
        agent: new Agent({ keepAlive: true, maxSockets: connections }),
        samples: [] as LoadSample[],
      }))
      for (const { side, agent } of sides) await run(side, i, connections, 0.5, agent)
      for (let k = 0; k < slices; k++) {
        // Each goes first in every other turn, so that a drift in the machine's speed favours neither.
        for (const { side, agent, samples } of k % 2 === 0 ? sides : [...sides].reverse())
          samples.push(await run(side, i, connections, opts.seconds / slices, agent))
      }
      for (const { agent } of sides) agent.destroy()
      const [api, floor] = sides.map(({ samples }) => summarise(samples))
      rounds.push({ scenario: scenario.name, connections, api: api!, floor: floor! })
    }
  }
  return rounds
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1))
const cpu = (r: LoadResult) => (Number.isNaN(r.cpuPerRequest) ? '–' : r.cpuPerRequest.toFixed(2))

/** A markdown table of the rounds, the API beside the floor, with the throughput and p99 ratios. */
export function roundsTable(label: string, rounds: Round[]): string[] {
  const lines = [
    `| ${label} | conns | API req/s | API p50 / p99 ms | floor req/s | floor p50 / p99 ms | req/s ratio | p99 ratio | CPU ms/req API / floor | errors |`,
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ]
  for (const { scenario, connections, api: a, floor: f } of rounds)
    lines.push(
      `| ${scenario} | ${connections} | ${a.perSecond.toFixed(0)} | ${ms(a.p50)} / ${ms(a.p99)} | ${f.perSecond.toFixed(0)} | ${ms(f.p50)} / ${ms(f.p99)} | ${(a.perSecond / f.perSecond).toFixed(2)}× | ${(a.p99 / f.p99).toFixed(2)}× | ${cpu(a)} / ${cpu(f)} | ${a.errors} / ${f.errors} |`,
    )
  return lines
}
