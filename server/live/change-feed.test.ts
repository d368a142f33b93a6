import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteDb, type Db } from '../db/client'
import { SHARED_STATE_DDL } from '../db/shared-state-ddl'
import { watchWrites } from '../db/write-watch'
import { ChangeFeed } from './change-feed'
import { eventsAfter, latestEventId, publishChange, type ChangeEvent } from './change-events'

/** The embedded database's side of the live events: published in the writing transaction, heard at commit. */
let db: Db
let feed: ChangeFeed

beforeAll(async () => {
  db = watchWrites(pgliteDb(await PGlite.create()))
  await db.exec(SHARED_STATE_DDL)
  feed = new ChangeFeed(db)
  await feed.start(undefined)
}, 120_000)
afterAll(async () => {
  await feed.close()
  await db.close()
})

const change = (recordId: number) =>
  ({ entity: 'licenses', recordId, kind: 'update', version: 2, who: 'admin' }) as const

describe('change feed on the embedded database', () => {
  it('hears committed writes once each, in order, and never a rolled-back one', async () => {
    const heard: ChangeEvent[] = []
    const off = feed.subscribe((e) => heard.push(e))
    await db.transaction(async (tx) => {
      await publishChange(tx, change(1))
      await publishChange(tx, change(2))
    })
    await db
      .transaction(async (tx) => {
        await publishChange(tx, change(3))
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    await db.transaction((tx) => publishChange(tx, change(4)))
    // The feed reads after the write watch's signal; wait for the last one, then compare.
    while (!heard.some((e) => e.recordId === 4)) await new Promise((r) => setTimeout(r, 5))
    off()
    expect(heard.map((e) => e.recordId)).toEqual([1, 2, 4])
    expect(heard[0]).toMatchObject({ entity: 'licenses', kind: 'update', version: 2, who: 'admin' })
  })

  it('replays after an id, and says reset when the events after it are no longer kept', async () => {
    const latest = await latestEventId(db)
    await db.transaction((tx) => publishChange(tx, change(5)))
    const after = await eventsAfter(db, latest)
    expect(after).not.toBe('reset')
    expect((after as ChangeEvent[]).map((e) => e.recordId)).toEqual([5])
    await db.query(`delete from change_events where id <= $1`, [latest])
    expect(await eventsAfter(db, latest - 1)).toBe('reset')
  })
})
