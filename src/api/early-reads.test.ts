import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { request, setClientEffects } from './client'
import { connectivity } from './connectivity'
import { earlyRead } from './early-reads'

const tokens = { token: 'Bearer t0k', idToken: 'id.t0k' }
const effects = { signIn: vi.fn(), toast: vi.fn(), log: vi.fn() }
const fetched = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: 'late' })))

function early(path: string, body: unknown, opts: { status?: number; token?: string; age?: number } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const read = earlyRead(path, { ...tokens, token: opts.token ?? tokens.token }, async () => {
    return new Response(text, { status: opts.status ?? 200 })
  })
  return { ...read, startedAt: read.startedAt - (opts.age ?? 0) }
}

beforeEach(() => {
  vi.stubGlobal('__BUILD_ID__', 'test')
  vi.stubGlobal('fetch', fetched)
  connectivity.reportAnswer()
  setClientEffects({ ...effects, tokens: () => tokens, exchangeSucceeded: () => true })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('early reads (the boot script asked for them)', () => {
  it('answers a read from the early answer once, then asks the server', async () => {
    vi.stubGlobal('window', {
      __BOC_EARLY_READS__: [early('/api/oauth/menu', { code: 0, msg: 'ok', data: 'early' })],
    })
    await expect(request('/api/oauth/menu')).resolves.toMatchObject({ data: 'early' })
    expect(fetched).not.toHaveBeenCalled()
    await expect(request('/api/oauth/menu')).resolves.toMatchObject({ data: 'late' })
    expect(fetched).toHaveBeenCalledTimes(1)
  })

  it('is not used for another address, other tokens or once it is old', async () => {
    vi.stubGlobal('window', {
      __BOC_EARLY_READS__: [
        early('/api/oauth/user', { code: 0, msg: 'ok', data: 'early' }),
        early('/api/oauth/menu', { code: 0, msg: 'ok', data: 'early' }, { token: 'Bearer old' }),
      ],
    })
    await expect(request('/api/oauth/menu')).resolves.toMatchObject({ data: 'late' })
    vi.stubGlobal('window', {
      __BOC_EARLY_READS__: [early('/api/oauth/menu', { code: 0, msg: 'ok', data: 'early' }, { age: 60_000 })],
    })
    await expect(request('/api/oauth/menu')).resolves.toMatchObject({ data: 'late' })
    expect(fetched).toHaveBeenCalledTimes(2)
  })

  it('goes through the error catalogue like any answer: a dead token signs in again', async () => {
    vi.stubGlobal('window', {
      __BOC_EARLY_READS__: [early('/api/oauth/menu', 'Unauthorized', { status: 401 })],
    })
    await expect(request('/api/oauth/menu')).rejects.toMatchObject({ status: 401 })
    expect(fetched).not.toHaveBeenCalled()
  })
})
