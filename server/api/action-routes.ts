import { Hono } from 'hono'
import type { EntityDef } from '@/domain/entity'
import { isClaimable } from '@/domain/work-inbox'
import type { Db } from '../db/client'
import { ACTION_HANDLERS } from './actions'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { ok } from './envelope'
import { IDEMPOTENCY_HEADER, idempotencyKey, once } from './idempotency'
import { parseId } from './records'
import { readJsonBody } from './request-body'
import { settleClaimForStep } from './work-claims'

/**
 * The entity's business actions as declared in the registry: permission first, then the body, then the
 * handler in one transaction (claimed by the Idempotency-Key when the action is money-moving). A step on a
 * record of a work queue is refused while someone else holds it (work-claims.ts), and ends the actor's own claim.
 */
export function actionRoutes(e: EntityDef, db: Db, counts: CountCache) {
  const app = new Hono<AppEnv>()
  const claimable = isClaimable(e.name)
  for (const action of e.actions ?? []) {
    const handler = ACTION_HANDLERS[e.name]?.[action.name]
    if (!handler) throw new Error(`no handler for ${e.name}.${action.name}`)
    const method = action.method === 'POST' ? app.post.bind(app) : app.put.bind(app)
    method(action.path, async (c) => {
      const user = c.get('user')
      assertGranted(user, `${e.resource}:${action.needs}`)
      const id = action.path.includes(':id') ? parseId(c.req.param('id')) : undefined
      const key = action.idempotent ? idempotencyKey(c.req.header(IDEMPOTENCY_HEADER)) : undefined
      const body = await readJsonBody(c)
      const result = await db.transaction(async (tx) => {
        const run = async () => {
          if (claimable && id !== undefined) await settleClaimForStep(tx, e.name, id, user.username)
          return handler({ tx, entity: e, user, id, body })
        }
        if (!key) return run()
        const scope = `${e.name}.${action.name}${id ? `.${id}` : ''}`
        return once(tx, { actor: user.username, scope, key, request: body }, run)
      })
      counts.invalidate(e.table)
      for (const table of result.alsoWrote ?? []) counts.invalidate(table)
      return ok(c, result.data)
    })
  }
  return app
}
