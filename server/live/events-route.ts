import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { operationAction } from '@/domain/entity'
import { isGranted } from '@/domain/permissions'
import { entityByName } from '@/domain/registry'
import type { AuthUser } from '../identity/users'
import type { AppEnv } from '../api/auth'
import { badRequest } from '../api/envelope'
import type { Db } from '../db/client'
import { eventsAfter, latestEventId, type ChangeEvent } from './change-events'
import type { ChangeFeed } from './change-feed'

export interface EventStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream and tells the console it is alive. */
  heartbeatMs: number
  /**
   * A stream ends after this long and the console reconnects (with its last event id): the session and the
   * user's permissions are checked again, as on every API call.
   */
  maxStreamMs: number
}

export const EVENT_STREAM_DEFAULTS: EventStreamOptions = { heartbeatMs: 20_000, maxStreamMs: 5 * 60_000 }

/** Whether `user` may read the record an event names: what GET /v1/<entity>/:id needs (deny by default). */
export function mayHear(user: Pick<AuthUser, 'grants'>, event: ChangeEvent): boolean {
  const entity = entityByName(event.entity)
  return !!entity && isGranted(user.grants, `${entity.resource}:${operationAction('get')}`)
}

const LAST_EVENT_ID = /^\d{1,15}$/

/**
 * GET /v1/events: the signed-in user's live change events as Server-Sent Events (one stream per console).
 * With `Last-Event-ID` (the header browsers and the console send on reconnecting) the events after it are
 * replayed first, or `reset` is sent when they are no longer all kept; then `ready` (its id is where a later
 * reconnect starts), then each `change` as it commits, each only if the user may read that entity.
 */
export function eventRoutes(db: Db, feed: ChangeFeed, opts: EventStreamOptions = EVENT_STREAM_DEFAULTS) {
  const app = new Hono<AppEnv>()
  app.get('/', (c) => {
    const user = c.get('user')
    const raw = c.req.header('last-event-id')?.trim()
    if (raw !== undefined && raw !== '' && !LAST_EVENT_ID.test(raw))
      throw badRequest('invalid Last-Event-ID', [
        { field: 'Last-Event-ID', message: 'the id of an event this stream sent' },
      ])
    const after = raw ? Number(raw) : undefined
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      const queue: ChangeEvent[] = []
      let wake: (() => void) | undefined
      let ended = false
      const end = () => {
        ended = true
        wake?.()
      }
      // Heard from now on; what the replay below also finds is sent once.
      const unsubscribe = feed.subscribe((e) => {
        if (!mayHear(user, e)) return
        queue.push(e)
        wake?.()
      })
      const offClose = feed.onClose(end)
      stream.onAbort(end)
      c.req.raw.signal.addEventListener('abort', end, { once: true })
      const lifetime = setTimeout(end, opts.maxStreamMs)
      const sent = new Set<number>()
      const send = async (e: ChangeEvent) => {
        if (sent.has(e.id)) return
        sent.add(e.id)
        await stream.writeSSE({ event: 'change', id: String(e.id), data: JSON.stringify(e) })
      }
      try {
        let last = after ?? (await latestEventId(db))
        if (after !== undefined) {
          const missed = await eventsAfter(db, after)
          if (missed === 'reset') {
            last = await latestEventId(db)
            await stream.writeSSE({ event: 'reset', id: String(last), data: '{}' })
          } else
            for (const e of missed) {
              if (mayHear(user, e)) await send(e)
              last = Math.max(last, e.id)
            }
        }
        await stream.writeSSE({
          event: 'ready',
          id: String(last),
          data: JSON.stringify({ lastEventId: last }),
        })
        while (!ended) {
          while (queue.length && !ended) await send(queue.shift()!)
          if (ended) break
          let heartbeat: ReturnType<typeof setTimeout> | undefined
          const woken = await new Promise<boolean>((resolve) => {
            wake = () => resolve(true)
            heartbeat = setTimeout(() => resolve(false), opts.heartbeatMs)
          })
          wake = undefined
          clearTimeout(heartbeat)
          if (!woken && !ended) await stream.write(': ping\n\n')
        }
      } finally {
        unsubscribe()
        offClose()
        clearTimeout(lifetime)
      }
    })
  })
  return app
}
