import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, tokenFor } from './client'

/** Issue 21: API answers compressed by Accept-Encoding (brotli or gzip), the same JSON once decoded. */

let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
})

/** The raw answer (fetch would decode it): status, headers and the bytes as sent. */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${api()}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (d: Buffer) => chunks.push(d))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('compressed API answers', () => {
  const page = '/v1/orders?limit=200&sort=orderNo:asc'

  it('brotli and gzip decode to the same JSON as the plain answer', async () => {
    const auth = { authorization: `Bearer ${admin}` }
    const plain = await raw(page, auth)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    const json = JSON.parse(plain.body.toString()) as { data: { items: unknown[] } }
    expect(json.data.items).toHaveLength(200)

    const br = await raw(page, { ...auth, 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('no-store')
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json)

    const gz = await raw(page, { ...auth, 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(json)
  })

  it('errors are compressed alike; tiny answers are sent as they are', async () => {
    const refused = await raw('/v1/orders?limit=0', {
      authorization: `Bearer ${admin}`,
      'accept-encoding': 'br',
    })
    expect(refused.status).toBe(400)
    const body = refused.headers['content-encoding'] ? brotliDecompressSync(refused.body) : refused.body
    expect(JSON.parse(body.toString())).toMatchObject({ code: expect.any(Number) })

    const tiny = await raw('/healthz', { 'accept-encoding': 'br, gzip' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(tiny.body.toString())).toEqual({ ok: true })
  })
})
