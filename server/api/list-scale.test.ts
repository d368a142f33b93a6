import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '@/domain/entities/orders'
import { parseListParams, type ListParams } from '@/domain/list-params'
import { pgliteDb, type Db } from '../db/client'
import { ensureRowCounts } from '../db/row-counts'
import { entityDdl, entityIndexes } from '../db/schema'
import { searchIndexes } from '../db/search-indexes'
import { seedOrders } from '../db/seed-orders'
import { changeTriggerDdl, SHARED_STATE_DDL } from '../db/shared-state-ddl'
import { CountCache } from './count-cache'
import { listAnswer, readPage } from './list-page'
import { buildWhere } from './list-query'
import { exactTotal, listTotal } from './list-total'
import { PositionSamples } from './position-samples'

/** Lists at scale, on a small table with the thresholds scaled down to it. */
describe('lists at scale', () => {
  const ROWS = 3000
  let db: Db
  beforeAll(async () => {
    db = pgliteDb(await PGlite.create({ extensions: { pg_trgm } }))
    await db.exec(SHARED_STATE_DDL + entityDdl(orders) + changeTriggerDdl(orders.table))
    await seedOrders(db, ROWS)
    await db.exec(entityIndexes(orders))
    await db.exec('create extension if not exists pg_trgm')
    for (const sql of searchIndexes(orders)) await db.exec(sql)
    await db.exec('analyze orders')
    await ensureRowCounts(db, [orders.table])
  }, 120_000)
  afterAll(() => db.close())

  const params = (query: Record<string, string>): ListParams => {
    const parsed = parseListParams(orders, query)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    return parsed.params
  }
  const orderNos = (rows: Record<string, unknown>[]) => rows.map((r) => r.orderNo)

  it('keeps the whole table’s row count exact through inserts and deletes, without counting', async () => {
    const counts = new CountCache()
    const total = () => listTotal(db, counts, 'orders', buildWhere(orders, params({})))
    expect(await total()).toEqual({ total: ROWS, estimated: false })
    await db.query(
      `insert into orders (order_no, email, status, order_type, purchase_time, currency)
       select 'OD9' || g, 'x@example.com', 'normal', 'regular', now(), 'USD' from generate_series(1, 5) g`,
    )
    counts.invalidate('orders')
    expect(await total()).toEqual({ total: ROWS + 5, estimated: false })
    await db.query(`delete from orders where order_no like 'OD9%'`)
    counts.invalidate('orders')
    expect(await total()).toEqual({ total: ROWS, estimated: false })
  })

  it('counts a filter exactly up to the limit, estimates past it, and counts exactly on request', async () => {
    const counts = new CountCache()
    const where = buildWhere(orders, params({ status: 'normal' }))
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from orders ${where.sql}`,
      where.params,
    )
    const truth = rows[0]!.n
    expect(await listTotal(db, new CountCache(), 'orders', where, undefined, 10_000)).toEqual({
      total: truth,
      estimated: false,
    })
    const estimate = await listTotal(db, counts, 'orders', where, undefined, 1000)
    expect(estimate.estimated).toBe(true)
    expect(estimate.total).toBeGreaterThan(1000)
    expect(await exactTotal(db, counts, 'orders', where, undefined, 1000)).toBe(truth)
    // The exact count now stands for the list's answers too, until the table is written.
    expect(await listTotal(db, counts, 'orders', where, undefined, 1000)).toEqual({
      total: truth,
      estimated: false,
    })
  })

  it('makes an estimated total exact when a page finds the end of the list', () => {
    const p = params({ offset: '400', limit: '200' })
    const rows = [{}, {}, {}]
    expect(listAnswer(p, rows, { total: 9000, estimated: true })).toEqual({ items: rows, total: 403 })
    expect(listAnswer(p, [], { total: 9000, estimated: true })).toEqual({
      items: [],
      total: 9000,
      totalEstimated: true,
    })
    expect(listAnswer(p, rows, { total: 500, estimated: false })).toEqual({ items: rows, total: 500 })
  })

  it('reads a deep page through a sampled position exactly as OFFSET reads it', async () => {
    const counts = new CountCache()
    const samples = new PositionSamples(db, counts, { fromRows: 1000, every: 100, nearEnd: 150 })
    for (const query of [
      {},
      { sort: 'orderNo:asc' },
      { sort: 'email:desc' },
      { sort: 'currency:asc,purchaseTime:asc', status: 'normal' },
    ] as Record<string, string>[]) {
      const view = params(query)
      const where = buildWhere(orders, view)
      const total = await listTotal(db, counts, 'orders', where)
      expect(await samples.seek(orders, view.sort, where, 1500, total.total)).toBeUndefined()
      await samples.settled()
      for (const offset of [150, 1000, 1234, 1999, total.total - 160]) {
        const p = { ...view, offset, limit: 50, columns: ['orderNo'] }
        const seek = await samples.seek(orders, p.sort, where, offset, total.total)
        expect(seek, JSON.stringify({ query, offset })).toBeDefined()
        const sought = await readPage(db, orders, p, where, total, { seek })
        const plain = await readPage(db, orders, p, where, total)
        expect(orderNos(sought), JSON.stringify({ query, offset })).toEqual(orderNos(plain))
      }
    }
  })

  it('reads pages near either end, short lists and unseekable sorts with OFFSET', async () => {
    const counts = new CountCache()
    const samples = new PositionSamples(db, counts, { fromRows: 1000, every: 100, nearEnd: 150 })
    const where = buildWhere(orders, params({}))
    await samples.seek(orders, params({}).sort, where, 0, ROWS)
    await samples.settled()
    expect(await samples.seek(orders, params({}).sort, where, 100, ROWS)).toBeUndefined()
    expect(await samples.seek(orders, params({}).sort, where, ROWS - 100, ROWS)).toBeUndefined()
    expect(await samples.seek(orders, params({}).sort, where, 1500, 999)).toBeUndefined()
    // finishTime may be empty: no single row comparison orders it.
    const byFinish = params({ sort: 'finishTime:desc' }).sort
    expect(await samples.seek(orders, byFinish, where, 1500, ROWS)).toBeUndefined()
    const mixed = params({ sort: 'currency:asc,purchaseTime:desc' }).sort
    expect(await samples.seek(orders, mixed, where, 1500, ROWS)).toBeUndefined()
  })

  it('searches codes by their start, e-mails by their start in any case, through their indexes', async () => {
    const where = buildWhere(orders, params({ q: 'Anna.12' }))
    const { rows } = await db.query<{ email: string; payment_no: string }>(
      `select email, payment_no from orders ${where.sql}`,
      where.params,
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows)
      expect(r.email.startsWith('anna.12') || r.payment_no.startsWith('Anna.12')).toBe(true)
    expect(searchIndexes(orders)).toEqual([
      'create index if not exists orders_order_no_prefix_idx on orders (order_no text_pattern_ops)',
      'drop index if exists orders_email_trgm_idx',
      'drop index if exists orders_email_lower_prefix_idx',
      'create index if not exists orders_email_lower_cover_idx on orders (lower(email) text_pattern_ops) include (email, purchase_time, id)',
      'create index if not exists orders_payment_no_prefix_idx on orders (payment_no text_pattern_ops)',
    ])
  })
})
