import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '@/domain/entities/orders'
import { skus } from '@/domain/entities/price-center'
import { entityDdl, entityIndexes } from '../db/schema'
import { searchIndexes } from '../db/search-indexes'
import { seedOrders } from '../db/seed-orders'
import { searchStatement } from './search-routes'

/** Issue 30: the palette's search of one entity is the list's own search, read through its indexes. */
describe('one entity’s search statement', () => {
  it('matches a key-shaped query by the key alone, as typed and upper-cased, exact key first', () => {
    const s = searchStatement(orders, 'od00000012', 5)!
    expect(s.sql).toContain('where order_no = any($')
    expect(s.sql).toMatch(/where order_no like \$\d+ or order_no like \$\d+ limit/)
    expect(s.params).toEqual(
      expect.arrayContaining(['od00000012%', 'OD00000012%', ['od00000012', 'OD00000012']]),
    )
  })

  it('searches names anywhere only from three characters on, codes by their start always', () => {
    expect(searchStatement(skus, 'of', 5)!.sql).not.toContain('ilike')
    const s = searchStatement(skus, 'off', 5)!
    expect(s.sql).toContain('name ilike')
    expect(s.sql).toContain('sku_code like')
    expect(s.routing).toEqual(['type'])
  })

  it('takes LIKE wildcards literally', () => {
    expect(searchStatement(skus, '50%_x', 5)!.params).toContain('%50\\%\\_x%')
  })
})

describe('read through the indexes', () => {
  let pg: PGlite
  beforeAll(async () => {
    pg = await PGlite.create({ extensions: { pg_trgm } })
    await pg.exec('create extension if not exists pg_trgm')
    await pg.exec(entityDdl(orders))
    await seedOrders(pg, 3000)
    await pg.exec(entityIndexes(orders))
    for (const sql of searchIndexes(orders)) await pg.exec(sql)
    await pg.exec('analyze orders')
  }, 120_000)
  afterAll(() => pg.close())

  const plan = async (q: string) => {
    const s = searchStatement(orders, q, 5)!
    await pg.exec('set enable_seqscan = off')
    const { rows } = await pg.query<{ 'QUERY PLAN': string }>(`explain ${s.sql}`, s.params)
    await pg.exec('reset enable_seqscan')
    return rows.map((r) => r['QUERY PLAN']).join('\n')
  }

  it('never scans the table, for a number, an e-mail part or a payment number', async () => {
    for (const q of ['OD0000000012', 'anna', 'PAY']) expect(await plan(q), q).not.toMatch(/Seq Scan/)
  })

  it('puts the exact number first', async () => {
    const s = searchStatement(orders, 'od0000000001', 5)!
    const { rows } = await pg.query<{ key: string; tier: number }>(s.sql, s.params)
    expect(rows[0]).toMatchObject({ key: 'OD0000000001', tier: 0 })
  })
})
