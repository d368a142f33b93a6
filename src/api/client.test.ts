import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, request, setClientEffects } from './client'
import { connectivity, READ_TIMEOUT_MS } from './connectivity'

/** The thin side-effect part: the real ofetch over a stubbed global fetch, effects recorded. */
const calls: { url: string; init: RequestInit }[] = []
const effects = { signIn: vi.fn(), toast: vi.fn(), log: vi.fn() }
let flag = true

function answer(body: unknown, status = 200, type = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      const payload = body instanceof Blob ? body : JSON.stringify(body)
      return new Response(payload, { status, headers: { 'content-type': type } })
    }),
  )
}

beforeEach(() => {
  vi.stubGlobal('__BUILD_ID__', 'test') // runtime config defaults (same origin for every role)
  calls.length = 0
  flag = true
  connectivity.reportAnswer()
  setClientEffects({
    ...effects,
    tokens: () => ({ token: 'Bearer t0k', idToken: 'id.t0k' }),
    exchangeSucceeded: () => flag,
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('client', () => {
  it('resolves code 0 with the envelope and sends token headers, no cookies, to the product API', async () => {
    answer({ code: 0, msg: 'ok', data: { n: 1 } })
    await expect(request('/v1/orders')).resolves.toEqual({ code: 0, msg: 'ok', data: { n: 1 } })
    const headers = new Headers(calls[0]?.init.headers)
    expect(headers.get('authorization')).toBe('Bearer t0k')
    expect(headers.get('id-token')).toBe('id.t0k')
    expect(calls[0]?.init.credentials).toBe('omit')
  })

  it('sends cookies and no token headers to /api/ paths', async () => {
    answer({ code: 0, msg: 'ok', data: [] })
    await request('/api/oauth/menu')
    expect(calls[0]?.init.credentials).toBe('include')
    expect(new Headers(calls[0]?.init.headers).has('authorization')).toBe(false)
  })

  it('passes blobs through', async () => {
    answer(new Blob(['a,b\n1,2']), 200, 'text/csv')
    const res = await request<Blob>('/v1/orders/export', { responseType: 'blob' })
    expect(await res.data.text()).toBe('a,b\n1,2')
  })

  it('reads the envelope of a failed download', async () => {
    answer(new Blob([JSON.stringify({ code: 230015, msg: 'data not found', data: null })]), 404)
    await expect(request('/v1/orders/export', { responseType: 'blob' })).rejects.toMatchObject({
      code: 230015,
    })
    expect(effects.toast).toHaveBeenCalledWith({ key: 'dataNotFound' })
  })

  it('returns refund-apply codes to the caller without a toast', async () => {
    answer({ code: 230014, msg: 'already refunded', data: null }, 409)
    await expect(request('/v1/refunds/apply', { method: 'POST' })).resolves.toMatchObject({ code: 230014 })
    expect(effects.toast).not.toHaveBeenCalled()
  })

  it('toasts the translated message of the code and rejects with its code and field issues', async () => {
    const issues = [{ field: 'email', message: 'invalid' }]
    answer({ code: 400, msg: 'bad email', data: { issues } }, 400)
    const err = await request('/v1/customers', { method: 'POST' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ code: 400, message: 'bad email', issues, status: 400 })
    expect(effects.toast).toHaveBeenCalledWith({ key: 'badRequest' })
  })

  it('a quiet call shows no toast', async () => {
    answer({ code: 400, msg: 'bad', data: null }, 400)
    await expect(request('/v1/login', { method: 'POST', quiet: true })).rejects.toBeInstanceOf(ApiError)
    expect(effects.toast).not.toHaveBeenCalled()
  })

  it('code 401 asks for sign-in after a successful exchange, and not before', async () => {
    answer({ code: 401, msg: 'unauthorized', data: null }, 401)
    await expect(request('/v1/orders')).rejects.toMatchObject({ code: 401 })
    expect(effects.signIn).toHaveBeenCalledTimes(1)
    flag = false
    await expect(request('/v1/orders')).rejects.toMatchObject({ code: 401 })
    expect(effects.signIn).toHaveBeenCalledTimes(1)
  })

  it('logs and toasts a transport error with response data, without the query string', async () => {
    answer('<html>Bad gateway</html>', 502, 'text/html')
    await expect(request('/v1/orders?email=a@b.c')).rejects.toMatchObject({ code: 502 })
    expect(effects.log).toHaveBeenCalledWith('[api] GET /v1/orders 502: Request failed with status code 502')
    expect(effects.toast).toHaveBeenCalledWith({ text: 'Request failed with status code 502' })
  })

  it('a bare HTTP 401 triggers the sign-in redirect', async () => {
    answer('Unauthorized', 401, 'text/plain')
    await expect(request('/v1/orders')).rejects.toMatchObject({ status: 401 })
    expect(effects.signIn).toHaveBeenCalledTimes(1)
  })

  it('a network failure is logged, not toasted, and rejects with code -1', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(request('/v1/orders')).rejects.toMatchObject({ code: -1 })
    expect(effects.log).toHaveBeenCalledTimes(1)
    expect(effects.toast).not.toHaveBeenCalled()
  })

  it('a read that gets no answer gives up after its bound and marks the server unreachable', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) =>
              init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            ),
        ),
      )
      const read = request('/v1/orders')
      const settled = expect(read).rejects.toMatchObject({ code: -1 })
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS)
      await settled
      expect(connectivity.online()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('while the server is unreachable reads fail at once without a request, and any answer restores it', async () => {
    connectivity.reportUnreachable()
    answer({ code: 0, msg: 'ok', data: [] })
    await expect(request('/v1/orders')).rejects.toMatchObject({ code: -1 })
    expect(calls).toHaveLength(0)
    // Writes still go out; their answer proves the server is back.
    await request('/v1/orders', { method: 'POST', body: {} })
    expect(connectivity.online()).toBe(true)
    await expect(request('/v1/orders')).resolves.toMatchObject({ code: 0 })
  })

  it('losing the server cuts an in-flight read short', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    )
    const read = request('/v1/orders')
    await Promise.resolve()
    connectivity.reportUnreachable()
    await expect(read).rejects.toMatchObject({ code: -1 })
  })
})
