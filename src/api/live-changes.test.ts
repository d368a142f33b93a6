import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { licenses } from '@/domain/entities/price-center'
import { applyLiveEvents, lastChangeOf, writesOf } from './live-changes'
import type { LiveEvent } from './live-events'
import { entityKeys } from './query-keys'

const event = (e: Partial<LiveEvent>): LiveEvent => ({
  id: 1,
  entity: 'licenses',
  recordId: 5,
  kind: 'update',
  version: 3,
  who: 'pricing',
  ...e,
})

describe('live events as writes', () => {
  it('one record: its write with the last kind; several: one write of the entity; unknown entities: none', () => {
    expect(writesOf([event({ kind: 'create' }), event({ id: 2, kind: 'update' })])).toEqual([
      { entity: licenses, id: 5, kind: 'update' },
    ])
    expect(writesOf([event({}), event({ id: 2, recordId: 6 })])).toEqual([
      { entity: licenses, ids: [5, 6], kind: 'changed' },
    ])
    expect(writesOf([event({ recordId: null, kind: 'changed' })])).toEqual([
      { entity: licenses, kind: 'changed' },
    ])
    expect(writesOf([event({ entity: 'nope' })])).toEqual([])
  })

  it('skips the echo of a write the cache already has, and remembers who changed a record', async () => {
    const qc = new QueryClient()
    const key = entityKeys('licenses').record(5)
    qc.setQueryData(key, { id: 5, version: 3 })
    await applyLiveEvents(qc, [event({ version: 3 })])
    expect(qc.getQueryState(key)?.isInvalidated).toBe(false)
    await applyLiveEvents(qc, [event({ id: 2, version: 4, who: 'admin' })])
    expect(qc.getQueryState(key)?.isInvalidated).toBe(true)
    expect(lastChangeOf('licenses', 5)).toEqual({ who: 'admin', version: 4 })
  })
})
