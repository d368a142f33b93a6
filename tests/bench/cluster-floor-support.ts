/**
 * The floor for tests/bench/api-cluster.ts: the least a server can do to answer the orders page. Plain
 * node:http on node-postgres, FLOOR_WORKERS processes (node:cluster) on PORT, one route (GET /floor) that runs
 * the page query the list endpoint runs for FLOOR_QUERY and its count (cached per process, as the product
 * caches totals), and writes the rows as JSON: no framework, authentication, validation or record mapping.
 */
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import pg from 'pg'
import { orders } from '@/domain/entities/orders'
import { parseListParams } from '@/domain/list-params'
import { buildOrderBy, buildWhere, selectColumns } from '../../server/api/list-query'

const workers = Number(process.env.FLOOR_WORKERS ?? 1)
if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork()
} else {
  const parsed = parseListParams(
    orders,
    Object.fromEntries(new URLSearchParams(process.env.FLOOR_QUERY ?? '')),
  )
  if (!parsed.ok) throw new Error('bad FLOOR_QUERY')
  const p = parsed.params
  const where = buildWhere(orders, p)
  const n = where.params.length
  const pageSql = `select ${selectColumns(orders)} from ${orders.table} ${where.sql} ${buildOrderBy(p.sort)} limit $${n + 1} offset $${n + 2}`
  const countSql = `select count(*)::int as n from ${orders.table} ${where.sql}`
  pg.types.setTypeParser(20, (v) => Number(v))
  pg.types.setTypeParser(1700, (v) => Number(v))
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  let total: number | undefined
  createServer((_req, res) => {
    void (async () => {
      try {
        total ??= Number((await pool.query(countSql, where.params)).rows[0].n)
        const { rows } = await pool.query(pageSql, [...where.params, p.limit, p.offset])
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ code: 0, msg: 'ok', data: { items: rows, total } }))
      } catch (e) {
        res.writeHead(500).end(String(e))
      }
    })()
  }).listen(Number(process.env.PORT), '127.0.0.1')
}
