import { describe, expect, it } from 'vitest'
import { generatedKey } from '@/domain/entity'
import { call, get, tokenFor } from './client'
import { applyBarter, barterBody, freshOrder } from './orders-helpers'
import { sampleBody, allEntities } from './samples'

/** The seeded format of an entity's key: prefix plus a zero-padded number. */
const seededFormat = (prefix: string, digits: number) => new RegExp(`^${prefix}\\d{${digits}}$`)

describe('one id format per entity', () => {
  it('a new offline order is numbered like the seeded ones (OFF + 8 digits)', async () => {
    const offline = allEntities.find((e) => e.name === 'offlineOrders')!
    const admin = await tokenFor('admin')
    const seeded = await get('/v1/offlineOrders?limit=1', admin)
    const created = await call('POST', '/v1/offlineOrders', admin, sampleBody(offline))
    expect(created.status).toBe(200)
    const format = seededFormat('OFF', 8)
    expect(seeded.body.data.items[0].offlineOrderNo).toMatch(format)
    expect(created.body.data.offlineOrderNo).toMatch(format)
    expect(created.body.data.offlineOrderNo).toBe(generatedKey(offline, created.body.data.id))
  })

  it('a new barter is numbered like the seeded ones (BT + 6 digits)', async () => {
    const { orderNo } = await freshOrder()
    const support = await tokenFor('support')
    const r = await applyBarter(barterBody(orderNo))
    expect(r.status).toBe(200)
    const seeded = await get('/v1/barters?limit=1', support)
    expect(seeded.body.data.items[0].barterNo).toMatch(seededFormat('BT', 6))
    expect(r.body.data.barterNo).toMatch(seededFormat('BT', 6))
  })
})
