import { describe, expect, it } from 'vitest'
import { listParamsToQuery } from '@/domain/list-params'
import { DEFAULT_CLAIM_MINUTES, inboxSchema, type Inbox } from '@/domain/work-inbox'
import { call, get, tokenFor } from './client'
import { applyBarter, applyBody, barterBody, freshOrder } from './orders-helpers'

/**
 * Issue 28, item 4: a user's own work and claims on it. A barter applied for by support waits for a review that
 * admin and finance may both do, so they compete for it; refunds show the separation of duties on top.
 */
const claim = async (user: string, entity: string, id: number | string) =>
  call('POST', `/v1/work/claims/${entity}/${id}`, await tokenFor(user))
const release = async (user: string, entity: string, id: number | string) =>
  call('DELETE', `/v1/work/claims/${entity}/${id}`, await tokenFor(user))
const workOf = async (user: string): Promise<Inbox> => {
  const r = await get('/v1/work', await tokenFor(user))
  expect(r.status).toBe(200)
  return inboxSchema.parse(r.body.data)
}
const barterStep = async (user: string, id: number, action: string, version: number) =>
  call('POST', `/v1/barters/${id}/${action}`, await tokenFor(user), { version })
const listTotal = async (entity: string, filters: Record<string, string>) => {
  const qs = new URLSearchParams({ ...listParamsToQuery({ filters }), limit: '1' })
  return Number((await get(`/v1/${entity}?${qs}`, await tokenFor('admin'))).body.data.total)
}

/** A barter awaiting review, applied for by support. */
async function pendingBarter(): Promise<{ id: number; version: number }> {
  const order = await freshOrder()
  const r = await applyBarter(barterBody(order.orderNo))
  expect(r.body.code, JSON.stringify(r.body)).toBe(0)
  return { id: Number(r.body.data.id), version: Number(r.body.data.version) }
}

const holderIn = (r: { body: { data: any } }) =>
  (r.body.data?.issues as { rule?: string; params?: { holder?: string } }[] | undefined)?.find(
    (i) => i.rule === 'claimedByOther',
  )?.params?.holder

describe('claims on work', () => {
  it('are taken by one user; a second claim is refused naming who holds it; others see the holder', async () => {
    const b = await pendingBarter()
    const first = await claim('finance', 'barters', b.id)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ entity: 'barters', id: b.id, holder: 'finance' })
    const minutes = (Date.parse(first.body.data.expiresAt) - Date.parse(first.body.data.claimedAt)) / 60_000
    expect(minutes).toBeCloseTo(DEFAULT_CLAIM_MINUTES, 3)
    const second = await claim('admin', 'barters', b.id)
    expect(second.status).toBe(409)
    expect(holderIn(second)).toBe('finance')
    // The holder claiming again renews the claim.
    expect((await claim('finance', 'barters', b.id)).status).toBe(200)
    // Admin's work lists the barter as finance's (others' claims come before unclaimed records).
    const pending = (await workOf('admin')).queues.find((q) => q.id === 'bartersPending')
    expect(pending?.items.find((i) => i.id === b.id)?.claim?.holder).toBe('finance')
    const own = (await workOf('finance')).queues.find((q) => q.id === 'bartersPending')
    expect(own?.items[0]?.claim?.holder).toBe('finance')
    await release('finance', 'barters', b.id)
  })

  it('of one record at the same instant: exactly one wins, the other is told the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const b = await pendingBarter()
      const answers = await Promise.all([claim('admin', 'barters', b.id), claim('finance', 'barters', b.id)])
      const won = answers.filter((a) => a.status === 200)
      const lost = answers.filter((a) => a.status === 409)
      expect(won).toHaveLength(1)
      expect(lost).toHaveLength(1)
      expect(holderIn(lost[0]!)).toBe(won[0]!.body.data.holder)
      await release(won[0]!.body.data.holder, 'barters', b.id)
    }
  })

  it("refuse a workflow step on a record someone else holds, naming them; the holder's step ends the claim", async () => {
    const b = await pendingBarter()
    expect((await claim('finance', 'barters', b.id)).status).toBe(200)
    const refused = await barterStep('admin', b.id, 'approve', b.version)
    expect(refused.status).toBe(400)
    expect(holderIn(refused)).toBe('finance')
    const done = await barterStep('finance', b.id, 'approve', b.version)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    // The claim ended with the step: support, who carries approved barters out, may claim it at once.
    expect((await claim('support', 'barters', b.id)).status).toBe(200)
    await release('support', 'barters', b.id)
  })

  it('are released by their holder or an admin, never by someone else', async () => {
    const b = await pendingBarter()
    await claim('finance', 'barters', b.id)
    // Support works approved barters (a queue of the same entity), but may not release finance's claim.
    expect((await release('support', 'barters', b.id)).status).toBe(403)
    const released = await release('admin', 'barters', b.id)
    expect(released.status).toBe(200)
    expect(released.body.data).toMatchObject({ holder: 'finance' })
    expect((await release('admin', 'barters', b.id)).body.data).toBeNull()
    expect((await claim('admin', 'barters', b.id)).status).toBe(200)
    expect((await release('admin', 'barters', b.id)).status).toBe(200)
  })

  it('leave separation of duties on top: nobody claims what their duties bar, and their work leaves it out', async () => {
    const order = await freshOrder()
    const applied = await call('POST', '/v1/refunds/apply', await tokenFor('support'), applyBody(order), {
      'Idempotency-Key': `claims-${Math.random()}`,
    })
    expect(applied.body.code).toBe(0)
    const refund = applied.body.data as { id: number }
    const own = await claim('support', 'refunds', refund.id)
    expect(own.status).toBe(409)
    expect(own.body.data.issues[0]).toMatchObject({ field: 'claim', rule: 'notWaitingForYou' })
    expect((await claim('admin', 'refunds', refund.id)).status).toBe(200)
    await release('admin', 'refunds', refund.id)
    // Support's queue counts the refunds awaiting customer service review less those support applied for.
    const filters = { orderSource: 'online', status: 'awaitingCsReview' }
    const waiting = (await workOf('support')).queues.find((q) => q.id === 'refundsCsReview')
    expect(waiting?.count).toBe(
      (await listTotal('refunds', filters)) -
        (await listTotal('refunds', { ...filters, applicant: 'support' })),
    )
    expect(waiting?.items.some((i) => i.id === refund.id)).toBe(false)
  })

  it('need permissions: the work needs its screen; a claim needs a queue of the entity (deny by default)', async () => {
    expect((await workOf('viewer')).queues).toEqual([])
    expect((await get('/v1/work', await tokenFor('nomenu'))).status).toBe(403)
    expect((await get('/v1/work')).status).toBe(401)
    const b = await pendingBarter()
    expect((await claim('viewer', 'barters', b.id)).status).toBe(403)
    expect((await release('viewer', 'barters', b.id)).status).toBe(403)
    expect((await claim('pricing', 'barters', b.id)).status).toBe(403)
    expect((await claim('admin', 'orders', 1)).status).toBe(404)
    expect((await claim('admin', 'nothing', 1)).status).toBe(404)
    expect((await claim('admin', 'barters', 999999999)).status).toBe(404)
    expect((await claim('admin', 'barters', 'abc')).status).toBe(400)
    expect((await call('POST', `/v1/work/claims/barters/${b.id}`)).status).toBe(401)
  })
})
