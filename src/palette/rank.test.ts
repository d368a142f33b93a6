import { describe, expect, it } from 'vitest'
import { MAX_BOOST, prepare, rank, TIER } from './rank'

const item = (id: string, ...keywords: string[]) => ({ id, keywords })
const ids = (list: { item: { id: string } }[]) => list.map((r) => r.item.id)

const pages = prepare([
  item('orders', '订单列表', 'Orders', '注文一覧', '/orderCenter/orders'),
  item('orderDetail', '订单详情', 'Order detail', '注文詳細', '/orderCenter/order/detail'),
  item('refunds', '退款列表', 'Refunds', '返金一覧', '/orderCenter/refunds'),
  item('customers', '客户列表', 'Customers', '顧客一覧', '/orderCenter/customerList'),
  item('skuList', 'SKU 列表', 'SKU list', 'SKU 一覧', '/priceCenter/skuList'),
])

describe('palette ranking', () => {
  it('puts an exact match first, then prefix matches', () => {
    const r = rank(pages, 'orders')
    expect(ids(r)[0]).toBe('orders')
    expect(r[0]?.score).toBe(TIER.exact)
    expect(ids(rank(pages, 'order')).slice(0, 2)).toEqual(['orders', 'orderDetail'])
  })

  it('finds a Chinese title by its English title, its Japanese title or its route name', () => {
    expect(ids(rank(pages, 'Customers'))[0]).toBe('customers')
    expect(ids(rank(pages, '返金'))[0]).toBe('refunds')
    expect(ids(rank(pages, 'customerList'))[0]).toBe('customers')
    expect(ids(rank(pages, '详情'))).toEqual(['orderDetail'])
  })

  it('ranks word starts above inner substrings and those above subsequences', () => {
    const r = rank(
      prepare([item('inner', 'preorderly'), item('word', 'pre order'), item('seq', 'o-r-d-e-r')]),
      'order',
    )
    expect(ids(r)).toEqual(['word', 'inner', 'seq'])
    expect(r[2]!.score).toBeLessThan(TIER.substring)
  })

  it('matches camelCase humps and path segments as word starts', () => {
    const [top] = rank(pages, 'list')
    expect(top!.score).toBeGreaterThanOrEqual(TIER.wordStart)
    expect(top!.score).toBeLessThan(TIER.prefix)
  })

  it('matches a subsequence such as "odt" for Order detail', () => {
    expect(ids(rank(pages, 'odt'))).toContain('orderDetail')
    expect(rank(pages, 'zzz')).toEqual([])
  })

  it('requires every word of a multi-word query', () => {
    expect(ids(rank(pages, 'sku price'))).toEqual(['skuList'])
    expect(rank(pages, 'sku refunds')).toEqual([])
  })

  it('boosts recently used items within a tier, never above a better tier', () => {
    const boosts = new Map([['orderDetail', 1000]])
    expect(ids(rank(pages, 'order', boosts))[0]).toBe('orderDetail')
    expect(ids(rank(pages, 'orders', boosts))[0]).toBe('orders')
    expect(MAX_BOOST).toBeLessThan(TIER.prefix - TIER.wordStart)
  })

  it('keeps the source order for an empty query, boosted items first', () => {
    expect(ids(rank(pages, ''))).toEqual(['orders', 'orderDetail', 'refunds', 'customers', 'skuList'])
    expect(ids(rank(pages, ' ', new Map([['refunds', 10]])))[0]).toBe('refunds')
  })

  it('ignores case and full-width forms', () => {
    expect(ids(rank(pages, 'ＯＲＤＥＲＳ'))[0]).toBe('orders')
    expect(ids(rank(pages, 'sKu LiSt'))[0]).toBe('skuList')
  })

  it('ranks 200 routes with three titles and a path each', () => {
    const many = prepare(
      Array.from({ length: 200 }, (_, i) =>
        item(`r${i}`, `页面${i}`, `Screen number ${i}`, `画面${i}`, `/area${i % 7}/screen${i}List`),
      ),
    )
    expect(ids(rank(many, 'screen 42'))[0]).toBe('r42')
    expect(ids(rank(many, '/area3/screen10'))[0]).toBe('r10')
  })
})
