import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CODES } from '@/domain/envelope'

export const MAX_BODY_BYTES = 1024 * 1024
export const MAX_BODY_MIB = MAX_BODY_BYTES / (1024 * 1024)

/** A body declared larger than the limit but within this is read and dropped; a larger one closes the connection. */
const MAX_DROPPED_BYTES = 8 * MAX_BODY_BYTES

function tooLarge(c: Context) {
  return c.json(
    { code: CODES.tooLarge, msg: `request body too large (max ${MAX_BODY_MIB} MiB)`, data: null },
    413,
  )
}

function tooLargeClosing(c: Context) {
  // The rest of the body is never read, so the connection cannot carry another request: say so.
  c.header('Connection', 'close')
  return tooLarge(c)
}

/** Reads a body to its end without keeping it. */
async function drop(body: ReadableStream<Uint8Array> | null) {
  const reader = body?.getReader()
  try {
    while (reader && !(await reader.read()).done);
  } catch {
    // The client went away: nothing left to read.
  }
}

/**
 * Request bodies up to MAX_BODY_BYTES, and a connection that stays usable after any answer (issue 29). A body
 * within the limit is left to the route, and what the route did not read (an early 401 or 400 reads none of
 * it) is read and dropped before the answer goes out, so the client's next request on a kept-alive connection
 * is answered. A body declared larger is refused with 413: read and dropped first up to MAX_DROPPED_BYTES (so
 * the client, still sending, gets the answer), beyond that answered at once with `Connection: close`. Without
 * a declared length (chunked), the body is read up to the limit first, and closes the connection past it.
 */
export function bodySize(): MiddlewareHandler {
  const chunked = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLargeClosing })
  return async (c, next) => {
    // GET and HEAD carry no body; asking for one would build a full Request for every read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    if (declared === undefined || c.req.header('transfer-encoding')) return chunked(c, next)
    const size = Number(declared)
    if (size > MAX_DROPPED_BYTES) return tooLargeClosing(c)
    if (size > MAX_BODY_BYTES) {
      await drop(c.req.raw.body)
      return tooLarge(c)
    }
    await next()
    if (!c.req.raw.bodyUsed) await drop(c.req.raw.body)
  }
}
