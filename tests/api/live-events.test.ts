import { afterAll, describe, expect, it } from 'vitest'
import { entityByName } from '@/domain/registry'
import { changeOf, EventStream } from '../support/event-stream'
import { api, call, tokenFor } from './client'
import { sampleBody } from './samples'

/**
 * Issue 28: GET /v1/events, the live change events of the shared server. Each test waits for events, never
 * for a time. (Two processes on one PostgreSQL: cluster.test.ts.)
 */
const streams: EventStream[] = []
const created: { entity: string; id: number }[] = []

async function open(user: string | undefined, lastEventId?: string) {
  const s = await EventStream.open(api(), user ? await tokenFor(user) : undefined, lastEventId)
  streams.push(s)
  return s
}

/** Creates a sample record as admin; its id and version. */
async function create(entity: string): Promise<{ id: number; version: number }> {
  const r = await call('POST', `/v1/${entity}`, await tokenFor('admin'), sampleBody(entityByName(entity)!))
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  created.push({ entity, id: r.body.data.id })
  return { id: r.body.data.id, version: r.body.data.version }
}

afterAll(async () => {
  for (const s of streams) s.close()
  const admin = await tokenFor('admin')
  for (const { entity, id } of created.reverse()) {
    const r = await call('GET', `/v1/${entity}/${id}`, admin)
    if (r.status === 200) await call('DELETE', `/v1/${entity}/${id}?version=${r.body.data.version}`, admin)
  }
})

describe('the live event stream (issue 28)', () => {
  it('needs a signed-in user and refuses a malformed Last-Event-ID', async () => {
    expect((await open(undefined)).status).toBe(401)
    const bad = await open('viewer', '12abc')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body).data.issues[0].field).toBe('Last-Event-ID')
  })

  it('sends each user only the changes of entities they may read', async () => {
    // pricing reads the price center only, operator the commodity center only.
    const pricing = await open('pricing')
    const operator = await open('operator')
    await Promise.all([pricing.until((m) => m.event === 'ready'), operator.until((m) => m.event === 'ready')])
    const license = await create('licenses')
    const activity = await create('activities')
    const heard = await pricing.until(changeOf('licenses', license.id))
    expect(JSON.parse(heard.data)).toMatchObject({
      entity: 'licenses',
      recordId: license.id,
      kind: 'create',
      version: license.version,
      who: 'admin',
    })
    // Events come in commit order: once operator has the later write, the earlier one would be there too.
    await operator.until(changeOf('activities', activity.id))
    expect(operator.changes().filter((e) => e.entity === 'licenses')).toEqual([])
    expect(pricing.changes().filter((e) => e.entity === 'activities')).toEqual([])
  })

  it('replays what was missed after the Last-Event-ID it reconnects with', async () => {
    const first = await open('pricing')
    const ready = await first.until((m) => m.event === 'ready')
    first.close()
    const license = await create('licenses')
    const admin = await tokenFor('admin')
    const edited = await call('PUT', `/v1/licenses/${license.id}`, admin, {
      version: license.version,
      description: 'changed while the console was away',
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)

    const again = await open('pricing', ready.id)
    const replayedReady = await again.until((m) => m.event === 'ready')
    const changes = again.changes().filter((e) => e.entity === 'licenses' && e.recordId === license.id)
    expect(changes.map((e) => [e.kind, e.version])).toEqual([
      ['create', license.version],
      ['update', license.version + 1],
    ])
    // The replay comes before `ready`, whose id is where the next reconnect starts.
    expect(Number(replayedReady.id)).toBeGreaterThanOrEqual(changes.at(-1)!.id)
    // Reconnecting from there replays nothing already had.
    const third = await open('pricing', replayedReady.id)
    await third.until((m) => m.event === 'ready')
    expect(third.changes().filter((e) => e.recordId === license.id && e.entity === 'licenses')).toEqual([])
  })
})
