import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pgliteDb, type Db } from '../db/client'
import { SHARED_STATE_DDL } from '../db/shared-state-ddl'
import { claimLease, claimLeases, holdsLease, releaseLeases, renewLeases, type LeaseHolder } from './lease'

/** Two processes' holders on one database; the table `jobs` stands for any job table. */
const a: LeaseHolder = { owner: 'host:1:a', ttlMs: 60_000 }
const b: LeaseHolder = { owner: 'host:2:b', ttlMs: 60_000 }
const active = { where: `status = 'active'`, orderBy: 'id', limit: 10 }

describe('job leases', () => {
  let db: Db
  beforeAll(async () => {
    db = pgliteDb(await PGlite.create())
    await db.exec(SHARED_STATE_DDL)
    await db.exec(`create table jobs (id bigserial primary key, status text not null)`)
  }, 60_000)
  beforeEach(async () => {
    await db.exec(`delete from job_leases; delete from jobs;
      insert into jobs (id, status) values (1, 'active'), (2, 'active'), (3, 'done'), (4, 'active');`)
  })
  afterAll(() => db?.close())

  it('give each matching job to one holder; the other gets only what nobody holds', async () => {
    expect(await claimLeases(db, 'jobs', a, { ...active, limit: 2 })).toEqual([1, 2])
    expect(await claimLeases(db, 'jobs', b, active)).toEqual([4])
    expect(await claimLeases(db, 'jobs', b, active)).toEqual([4])
    // The holder's own claim renews what it holds.
    expect(await claimLeases(db, 'jobs', a, active)).toEqual([1, 2])
  })

  it('pass filter parameters through', async () => {
    expect(
      await claimLeases(db, 'jobs', a, {
        ...active,
        where: `status = $1 and id > $2`,
        params: ['active', 1],
      }),
    ).toEqual([2, 4])
  })

  it('let another holder take a job once its lease expired (its process died), never before', async () => {
    expect(await claimLease(db, 'jobs', 1, a)).toBe(true)
    expect(await claimLease(db, 'jobs', 1, b)).toBe(false)
    await db.query(`update job_leases set expires_at = now() - interval '1 second'`)
    expect(await claimLease(db, 'jobs', 1, b)).toBe(true)
    expect(await claimLeases(db, 'jobs', a, active)).toEqual([2, 4])
    expect(await renewLeases(db, 'jobs', [1, 2], a)).toEqual([2])
  })

  it('hold a job inside its step only while the lease is live and own', async () => {
    await claimLease(db, 'jobs', 1, a)
    expect(await db.transaction((tx) => holdsLease(tx, 'jobs', 1, a))).toBe(true)
    expect(await db.transaction((tx) => holdsLease(tx, 'jobs', 1, b))).toBe(false)
    await db.query(`update job_leases set expires_at = now() - interval '1 second'`)
    expect(await db.transaction((tx) => holdsLease(tx, 'jobs', 1, a))).toBe(false)
  })

  it('release some, all of a table, or all of a holder', async () => {
    await claimLeases(db, 'jobs', a, active)
    await claimLease(db, 'other_jobs', 9, a)
    await claimLease(db, 'jobs', 3, b)
    await releaseLeases(db, a, 'jobs', [1])
    const held = async () =>
      (
        await db.query<{ k: string }>(
          `select table_name || ':' || record_id || ':' || owner as k from job_leases order by 1`,
        )
      ).rows.map((r) => r.k)
    expect(await held()).toEqual([
      'jobs:2:host:1:a',
      'jobs:3:host:2:b',
      'jobs:4:host:1:a',
      'other_jobs:9:host:1:a',
    ])
    await releaseLeases(db, a, 'jobs')
    expect(await held()).toEqual(['jobs:3:host:2:b', 'other_jobs:9:host:1:a'])
    await releaseLeases(db, a)
    expect(await held()).toEqual(['jobs:3:host:2:b'])
  })
})
