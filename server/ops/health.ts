import { Hono } from 'hono'
import type { Db } from '../db/client'
import { MIGRATIONS } from '../db/migrations'
import { appliedMigrations } from '../db/migrations/runner'
import type { Lifecycle } from './lifecycle'

/** How long /readyz waits for the database before calling it unreachable. */
const DB_PROBE_MS = 2000

/**
 * GET /healthz: the process is up (restart it if not). GET /readyz: send it traffic: the database answers
 * within 2 s, every migration this release knows has run, and the server is not stopping.
 */
export function healthRoutes(db: Db, lifecycle: Lifecycle) {
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ ok: true }))
  app.get('/readyz', async (c) => {
    if (lifecycle.stopping) return c.json({ ok: false, reason: 'stopping' }, 503)
    let timer: NodeJS.Timeout | undefined
    try {
      const applied = await Promise.race([
        appliedMigrations(db),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), DB_PROBE_MS)
        }),
      ])
      const pending = MIGRATIONS.filter((m) => !applied.has(m.id)).map((m) => m.id)
      if (pending.length) return c.json({ ok: false, reason: 'migrations pending', pending }, 503)
      return c.json({ ok: true })
    } catch {
      return c.json({ ok: false, reason: 'database unreachable' }, 503)
    } finally {
      clearTimeout(timer)
    }
  })
  return app
}
