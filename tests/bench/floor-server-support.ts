/**
 * The floor: the least a server can do to answer a list page. A plain `node:http` server that runs a fixed page
 * query and its count (the count cached per SQL and parameters, as the product caches totals) and writes the
 * rows as JSON, with no framework, authentication, validation or record mapping. The API benches compare the
 * product against it on the same database in the same run. Started as a child process by `startFloorServer`
 * (api-bench-support.ts); its routes come from the FLOOR_ROUTES environment variable (JSON).
 */
import { createServer } from 'node:http'
import { join } from 'node:path'
import { lockDataDir } from '../../server/db/data-lock'

export interface FloorStatement {
  sql: string
  params: unknown[]
}

/** One floor route: GET <path> runs `page` and (cached) `count` and answers `{code, msg, data: {items, total}}`. */
export interface FloorRoute {
  path: string
  page: FloorStatement
  count: FloorStatement
}

type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>

async function openQuery(): Promise<Query> {
  const url = process.env.DATABASE_URL
  if (url) {
    const { default: pg } = await import('pg')
    pg.types.setTypeParser(20, (v) => Number(v))
    pg.types.setTypeParser(1700, (v) => Number(v))
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.FLOOR_POOL ?? 10) })
    return async (sql, params) => (await pool.query(sql, params)).rows as Record<string, unknown>[]
  }
  const dataDir = process.env.DATA_DIR ?? '.bench/data'
  lockDataDir(dataDir)
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(join(dataDir, 'pglite'))
  return async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows
}

async function main() {
  const routes = new Map(
    (JSON.parse(process.env.FLOOR_ROUTES ?? '[]') as FloorRoute[]).map((r) => [r.path, r]),
  )
  const query = await openQuery()
  const counts = new Map<string, number>()
  const count = async (s: FloorStatement) => {
    const key = `${s.sql}|${JSON.stringify(s.params)}`
    let n = counts.get(key)
    if (n === undefined) {
      n = Number((await query(s.sql, s.params))[0]?.n ?? 0)
      counts.set(key, n)
    }
    return n
  }
  const server = createServer((req, res) => {
    const route = routes.get(req.url ?? '')
    if (!route) {
      res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' })
      res.end('{}')
      return
    }
    void (async () => {
      const total = await count(route.count)
      const items = await query(route.page.sql, route.page.params)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ code: 0, msg: 'ok', data: { items, total } }))
    })().catch((e: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ code: 500, msg: String(e) }))
    })
  })
  server.keepAliveTimeout = 60_000
  server.listen(Number(process.env.PORT), '127.0.0.1')
  process.on('SIGTERM', () => process.exit(0))
}

void main()
