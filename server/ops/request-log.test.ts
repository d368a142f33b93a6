import { Writable } from 'node:stream'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'
import { REQUEST_ID_HEADER, requestIdOf, requestLog } from './request-log'

/** An app with the request log, a signed-in route, a failing one; the log lines it wrote, parsed. */
function appWithLog(trustProxy = false) {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as never)
      done()
    },
  })
  const logger = createLogger('info', sink)
  const app = new Hono()
  app.use('*', requestLog(logger, { trustProxy }))
  app.get('/v1/orders/:id', (c) => {
    c.set('user' as never, { username: 'finance', password: 'never logged' } as never)
    return c.json({ ok: true })
  })
  app.get('/boom', () => {
    throw new Error('database on fire')
  })
  app.onError((err, c) => {
    logger.error({ err, req: requestIdOf(c) }, 'unhandled error')
    return c.json({ code: 500, msg: 'internal error', data: { requestId: requestIdOf(c) } }, 500)
  })
  return { app, lines }
}

describe('the request log', () => {
  it('writes one JSON line per request: id (also answered), user, route, status, duration; never the query', async () => {
    const { app, lines } = appWithLog()
    const r = await app.request('/v1/orders/42?ticket=s3cret&q=anna', {
      headers: { authorization: 'Bearer tok', [REQUEST_ID_HEADER]: 'chosen-by-client' },
    })
    const id = r.headers.get(REQUEST_ID_HEADER)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 30,
      req: id,
      method: 'GET',
      route: '/v1/orders/:id',
      path: '/v1/orders/42',
      status: 200,
      user: 'finance',
    })
    expect(typeof lines[0]!.ms).toBe('number')
    const text = JSON.stringify(lines)
    for (const secret of ['s3cret', 'anna', 'Bearer', 'tok', 'never logged'])
      expect(text).not.toContain(secret)
  })

  it("keeps a trusted proxy's request id, if it is a safe one", async () => {
    const { app } = appWithLog(true)
    const kept = await app.request('/v1/orders/1', { headers: { [REQUEST_ID_HEADER]: 'lb-1234' } })
    expect(kept.headers.get(REQUEST_ID_HEADER)).toBe('lb-1234')
    const forged = await app.request('/v1/orders/1', { headers: { [REQUEST_ID_HEADER]: 'x"} {"level":60' } })
    expect(forged.headers.get(REQUEST_ID_HEADER)).not.toContain('"')
  })

  it('logs an error with its stack; the caller gets only "internal error" and the request id', async () => {
    const { app, lines } = appWithLog()
    const r = await app.request('/boom')
    const body = (await r.json()) as { msg: string; data: { requestId: string } }
    expect(r.status).toBe(500)
    expect(body.msg).toBe('internal error')
    expect(JSON.stringify(body)).not.toContain('fire')
    const id = r.headers.get(REQUEST_ID_HEADER)
    expect(body.data.requestId).toBe(id)
    const error = lines.find((l) => l.msg === 'unhandled error') as { req: string; err: { stack: string } }
    expect(error.req).toBe(id)
    expect(error.err.stack).toContain('database on fire')
    expect(lines.find((l) => l.msg === 'request failed')).toMatchObject({ req: id, status: 500, level: 50 })
  })
})
