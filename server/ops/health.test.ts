import { describe, expect, it } from 'vitest'
import type { Db } from '../db/client'
import { MIGRATIONS } from '../db/migrations'
import { healthRoutes } from './health'
import { Lifecycle } from './lifecycle'

/** A database that has run `applied` migrations, or fails every query. */
const dbWith = (applied: string[] | 'down'): Db =>
  ({
    query: async (sql: string) => {
      if (applied === 'down') throw new Error('connection refused')
      return { rows: sql.includes('to_regclass') ? [{ e: true }] : applied.map((id) => ({ id })) }
    },
  }) as unknown as Db

const all = MIGRATIONS.map((m) => m.id)

describe('health probes', () => {
  it('/healthz answers while the process is up, whatever the database', async () => {
    const r = await healthRoutes(dbWith('down'), new Lifecycle()).request('/healthz')
    expect(r.status).toBe(200)
  })

  it('/readyz is ready only with the database answering, every migration run, and not stopping', async () => {
    const ready = async (db: Db, lifecycle = new Lifecycle()) => {
      const r = await healthRoutes(db, lifecycle).request('/readyz')
      return { status: r.status, body: (await r.json()) as unknown }
    }
    expect(await ready(dbWith(all))).toEqual({ status: 200, body: { ok: true } })
    expect(await ready(dbWith('down'))).toEqual({
      status: 503,
      body: { ok: false, reason: 'database unreachable' },
    })
    expect(await ready(dbWith(all.slice(1)))).toMatchObject({
      status: 503,
      body: { reason: 'migrations pending', pending: [all[0]] },
    })
    const stopping = new Lifecycle()
    await stopping.stop(() => {})
    expect(await ready(dbWith(all), stopping)).toMatchObject({ status: 503, body: { reason: 'stopping' } })
  })
})
