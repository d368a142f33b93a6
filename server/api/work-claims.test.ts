import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pgliteDb, type Db } from '../db/client'
import { SHARED_STATE_DDL } from '../db/shared-state-ddl'
import { ApiError } from './envelope'
import { claimOn, claimRecord, releaseRecord, settleClaimForStep } from './work-claims'

/** Ages every claim of the record by `minutes` (the database's clock decides expiry). */
const age = (db: Db, id: number, minutes: number) =>
  db.query(
    `update work_claims set claimed_at = claimed_at - make_interval(mins => $2),
       expires_at = expires_at - make_interval(mins => $2) where record_id = $1`,
    [id, minutes],
  )

describe('claims on work', () => {
  let db: Db
  beforeAll(async () => {
    db = pgliteDb(await PGlite.create())
    await db.exec(SHARED_STATE_DDL)
  }, 60_000)
  beforeEach(() => db.exec('delete from work_claims; delete from change_events;'))
  afterAll(() => db?.close())

  it('are taken by one holder; another is told who holds it; the holder renews their own', async () => {
    const first = await claimRecord(db, 'refunds', 1, 'finance', 30)
    expect(first).toMatchObject({ taken: true, claim: { holder: 'finance', entity: 'refunds', id: 1 } })
    const minutes = (Date.parse(first.claim.expiresAt) - Date.parse(first.claim.claimedAt)) / 60_000
    expect(minutes).toBeCloseTo(30, 3)
    expect(await claimRecord(db, 'refunds', 1, 'admin', 30)).toMatchObject({
      taken: false,
      claim: { holder: 'finance' },
    })
    await age(db, 1, 10)
    const renewed = await claimRecord(db, 'refunds', 1, 'finance', 30)
    expect(renewed.taken).toBe(true)
    expect(renewed.claim.claimedAt).toBe(new Date(Date.parse(first.claim.claimedAt) - 600_000).toISOString())
    expect(Date.parse(renewed.claim.expiresAt)).toBeGreaterThan(Date.parse(first.claim.expiresAt))
    // Another record of the same entity, or the same id of another entity, is another claim.
    expect((await claimRecord(db, 'refunds', 2, 'admin', 30)).taken).toBe(true)
    expect((await claimRecord(db, 'barters', 1, 'admin', 30)).taken).toBe(true)
  })

  it('expire: an expired claim is nobody’s, and the next claim takes it over', async () => {
    await claimRecord(db, 'refunds', 1, 'finance', 30)
    await age(db, 1, 31)
    expect(await claimOn(db, 'refunds', 1)).toBeUndefined()
    const next = await claimRecord(db, 'refunds', 1, 'admin', 30)
    expect(next).toMatchObject({ taken: true, claim: { holder: 'admin' } })
    expect(Date.parse(next.claim.expiresAt)).toBeGreaterThan(Date.now())
    await expect(settleClaimForStep(db, 'refunds', 1, 'admin')).resolves.toBeUndefined()
  })

  it('are released by their holder, or by an admin; not by anyone else', async () => {
    await claimRecord(db, 'refunds', 1, 'finance', 30)
    expect(await releaseRecord(db, 'refunds', 1, 'support', false)).toMatchObject({
      heldBy: { holder: 'finance' },
    })
    expect(await releaseRecord(db, 'refunds', 1, 'admin', true)).toMatchObject({ holder: 'finance' })
    expect(await releaseRecord(db, 'refunds', 1, 'admin', true)).toBe('notHeld')
    await claimRecord(db, 'refunds', 1, 'finance', 30)
    expect(await releaseRecord(db, 'refunds', 1, 'finance', false)).toMatchObject({ holder: 'finance' })
    expect(await claimOn(db, 'refunds', 1)).toBeUndefined()
  })

  it("refuse another's workflow step naming the holder, and end the holder's own claim with their step", async () => {
    await claimRecord(db, 'refunds', 1, 'finance', 30)
    const refused = await settleClaimForStep(db, 'refunds', 1, 'admin').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).issues?.[0]).toMatchObject({
      field: 'claim',
      rule: 'claimedByOther',
      params: { holder: 'finance' },
    })
    await settleClaimForStep(db, 'refunds', 1, 'finance')
    expect(await claimOn(db, 'refunds', 1)).toBeUndefined()
  })

  it('are heard of as changes of their record (no version: the record did not change)', async () => {
    await claimRecord(db, 'refunds', 7, 'finance', 30)
    await releaseRecord(db, 'refunds', 7, 'finance', false)
    const { rows } = await db.query(
      `select entity, record_id, kind, version, actor from change_events order by id`,
    )
    expect(rows).toEqual([
      { entity: 'refunds', record_id: 7, kind: 'changed', version: null, actor: 'finance' },
      { entity: 'refunds', record_id: 7, kind: 'changed', version: null, actor: 'finance' },
    ])
  })
})
