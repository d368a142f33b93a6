import { beforeAll, describe, expect, it } from 'vitest'
import { get, tokenFor } from './client'

let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
})

/** Issue 21: a list names the columns it shows, and the server sends only those (plus id and version). */
describe('list columns', () => {
  it('selects only the named fields, with id and version, in the same rows and order', async () => {
    const full = await get('/v1/orders?limit=20&sort=actualPayment:desc', admin)
    const narrow = await get(
      '/v1/orders?limit=20&sort=actualPayment:desc&columns=orderNo,actualPayment,currency',
      admin,
    )
    expect(narrow.status).toBe(200)
    expect(narrow.body.data.total).toBe(full.body.data.total)
    const items = narrow.body.data.items as Record<string, unknown>[]
    expect(items.length).toBe(20)
    for (const [i, item] of items.entries()) {
      expect(Object.keys(item).sort()).toEqual(['actualPayment', 'currency', 'id', 'orderNo', 'version'])
      const whole = full.body.data.items[i] as Record<string, unknown>
      for (const k of Object.keys(item)) expect(item[k], k).toEqual(whole[k])
    }
  })

  it('keeps null values of named fields and the record fields when named', async () => {
    const r = await get('/v1/orders?limit=5&columns=updatedAt,id,coupon', admin)
    expect(r.status).toBe(200)
    for (const item of r.body.data.items as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(['coupon', 'id', 'updatedAt', 'version'])
      expect(typeof item.updatedAt).toBe('string')
    }
  })

  it('reads the far end and merged currencies with the same columns', async () => {
    const total = (await get('/v1/orders?limit=1&columns=orderNo', admin)).body.data.total as number
    const last = await get(`/v1/orders?offset=${total - 3}&limit=3&columns=orderNo`, admin)
    expect(last.body.data.items.map((i: object) => Object.keys(i).length)).toEqual([3, 3, 3])
    const merged = await get(
      '/v1/orders?currency=USD,EUR&sort=actualPayment:desc&limit=10&columns=actualPayment,currency',
      admin,
    )
    expect(merged.status).toBe(200)
    expect(Object.keys(merged.body.data.items[0]).sort()).toEqual([
      'actualPayment',
      'currency',
      'id',
      'version',
    ])
  })

  it('refuses an unknown, write-only, repeated or hostile column with a 400 naming columns', async () => {
    for (const columns of [
      'orderNo,nope',
      'order_no',
      'orderNo,orderNo',
      '*',
      'id;drop table orders',
      '"orderNo"',
      '__proto__',
      'constructor',
      ',',
      'x'.repeat(5000),
      Array.from({ length: 500 }, () => 'orderNo').join(','),
    ]) {
      const r = await get(`/v1/orders?columns=${encodeURIComponent(columns)}`, admin)
      expect(r.status, columns.slice(0, 40)).toBe(400)
      expect(r.body.code).toBe(400)
      expect(r.body.data.issues.some((i: { field: string }) => i.field === 'columns')).toBe(true)
    }
    const secret = await get('/v1/users?columns=username,password', admin)
    expect(secret.status).toBe(400)
    expect(secret.body.data.issues).toEqual([{ field: 'columns', message: 'unknown column password' }])
  })

  it('still needs the list permission', async () => {
    const pricing = await tokenFor('pricing')
    expect((await get('/v1/orders?columns=orderNo', pricing)).status).toBe(403)
  })
})
