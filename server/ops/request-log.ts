import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { Logger } from './logger'

export const REQUEST_ID_HEADER = 'X-Request-Id'
/** An id a trusted proxy sent along: short, and only characters that cannot forge a log line. */
const SAFE_ID = /^[\w=-]{1,64}$/

/** The request id the log line and any error answer carry. */
export const requestIdOf = (c: Context): string | undefined => c.get('requestId') as string | undefined

/**
 * One JSON log line per request: id (also answered in X-Request-Id), method, route (the matched pattern),
 * path, status, duration and the signed-in user's name. Never the query string (an export ticket travels
 * there), headers or bodies. A proxy's X-Request-Id is kept only with TRUST_PROXY, so clients cannot choose
 * the ids in the log. Probes of /healthz and /readyz log at debug level.
 */
export function requestLog(logger: Logger, opts: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const sent = opts.trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined
    const id = sent && SAFE_ID.test(sent) ? sent : randomUUID()
    c.set('requestId', id)
    await next()
    // On the answer's own headers: c.header() once the answer is made rebuilds it as a stream.
    c.res.headers.set(REQUEST_ID_HEADER, id)
    const status = c.res.status
    const user = (c.get('user') as { username?: string } | undefined)?.username
    const line = {
      req: id,
      method: c.req.method,
      route: routePath(c),
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(user ? { user } : {}),
    }
    if (status >= 500) logger.error(line, 'request failed')
    else if (c.req.path === '/healthz' || c.req.path === '/readyz') logger.debug(line, 'probe')
    else logger.info(line, 'request')
  }
}
