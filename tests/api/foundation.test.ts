import { describe, expect, it } from 'vitest'
import { get, signIn } from './client'

describe('foundation API', () => {
  it('refuses the product API without a token', async () => {
    const r = await get('/v1/orders')
    expect(r.status).toBe(401)
    expect(r.body.code).toBe(401)
  })

  it('lists seeded orders with a total, sorted and filtered', async () => {
    const token = await signIn('admin')
    const r = await get('/v1/orders?limit=50&sort=actualPayment:desc&currency=USD,EUR', token)
    expect(r.status).toBe(200)
    expect(r.body.code).toBe(0)
    expect(r.body.data.total).toBeGreaterThan(0)
    expect(r.body.data.items).toHaveLength(50)
    const amounts = r.body.data.items.map((o: { actualPayment: number }) => o.actualPayment)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    expect([...new Set(r.body.data.items.map((o: { currency: string }) => o.currency))].sort()).toEqual([
      'EUR',
      'USD',
    ])
  })

  it('reads the last page from the far end in the right order', async () => {
    const token = await signIn('admin')
    const { body } = await get('/v1/orders?limit=1', token)
    const total = body.data.total as number
    const tail = await get(`/v1/orders?offset=${total - 3}&limit=3`, token)
    const ids = tail.body.data.items.map((o: { orderNo: string }) => o.orderNo)
    expect(ids).toEqual([...ids].sort())
    expect(ids.at(-1)).toBe(`OD${String(total).padStart(10, '0')}`)
  })

  it('rejects unknown filters with a 400 envelope naming the field', async () => {
    const token = await signIn('admin')
    const r = await get('/v1/orders?nope=1', token)
    expect(r.status).toBe(400)
    expect(r.body.data.issues[0].field).toBe('nope')
  })

  it('returns the menu as one root with the permitted children', async () => {
    const token = await signIn('admin')
    const r = await get('/api/oauth/menu', token)
    expect(r.body.code).toBe(0)
    const paths = r.body.data[0].children.map((c: { path: string }) => c.path)
    expect(paths).toContain('/orderCenter')
  })
})
