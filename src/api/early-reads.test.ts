import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countEarlyAnswers, request, setClientEffects } from './client'
import { connectivity } from './connectivity'
import { menuPermits } from '@/auth/boot-sign-in'
import { earlyRead, readAddress, sameRead, startEarlyReads } from './early-reads'

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

  it("answers a list's first read with its query, whatever the parameters' order and escaping", async () => {
    const page = '/v1/orders?offset=0&limit=200&sort=purchaseTime%3Adesc&columns=email%2CorderNo'
    vi.stubGlobal('window', { __BOC_EARLY_READS__: [early(page, { code: 0, msg: 'ok', data: 'early' })] })
    const query = { sort: 'purchaseTime:desc', offset: 0, limit: 200 }
    await expect(request('/v1/orders', { query: { ...query, columns: 'orderNo' } })).resolves.toMatchObject({
      data: 'late',
    })
    await expect(
      request('/v1/orders', { query: { ...query, columns: 'email,orderNo' } }),
    ).resolves.toMatchObject({
      data: 'early',
    })
    expect(fetched).toHaveBeenCalledTimes(1)
  })
})

describe('read addresses', () => {
  it('are one read whatever the order or escaping of their parameters, and not when a value differs', () => {
    expect(sameRead('/v1/x?a=1&b=p:q,r', '/v1/x?b=p%3Aq%2Cr&a=1')).toBe(true)
    expect(sameRead('/v1/x?a=1', '/v1/x?a=2')).toBe(false)
    expect(sameRead('/v1/x?a=1', '/v1/y?a=1')).toBe(false)
    expect(sameRead('/v1/x?a=1', '/v1/x?a=1&b=2')).toBe(false)
  })

  it("carry the request's query as ofetch sends it: a parameter without a value is left out", () => {
    expect(readAddress('/v1/x', { a: 1, b: undefined, c: 'p q' })).toBe('/v1/x?a=1&c=p+q')
    expect(readAddress('/v1/x?a=1', { b: 2 })).toBe('/v1/x?a=1&b=2')
    expect(readAddress('/v1/x')).toBe('/v1/x')
  })
})

describe("a screen's first read", () => {
  const menu = (paths: string[]) =>
    JSON.stringify({ code: 0, msg: 'ok', data: [{ path: '/', children: paths.map((path) => ({ path })) }] })
  const start = (menuPaths: string[]) => {
    const win: { __BOC_EARLY_READS__?: { url: string; response: Promise<Response> }[] } = {}
    vi.stubGlobal('window', win)
    vi.stubGlobal('document', { cookie: 'Admin-Token=Bearer%20t0k' })
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return new Response(url.endsWith('/menu') ? menu(menuPaths) : '{"code":0,"msg":"ok","data":"rows"}')
    })
    startEarlyReads({ read: '/v1/orders?offset=0&limit=200', permitted: menuPermits('/orderCenter/orders') })
    return { reads: win.__BOC_EARLY_READS__!, asked }
  }

  it('goes once the menu lets the user open the page, the menu still readable by the console', async () => {
    const { reads, asked } = start(['/orderCenter/orders'])
    await expect((await reads[2]!.response).text()).resolves.toContain('rows')
    expect(asked.map((u) => u.replace(/\?.*/, ''))).toEqual([
      '/api/oauth/menu',
      '/api/oauth/user',
      '/v1/orders',
    ])
    await expect((await reads[0]!.response).json()).resolves.toMatchObject({ code: 0 })
  })

  it('goes in a task of its own, not in the one that took in the menu', async () => {
    const messages: (() => void)[] = []
    vi.stubGlobal(
      'MessageChannel',
      class {
        port1 = { onmessage: undefined as (() => void) | undefined, close: () => undefined }
        port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) }
      },
    )
    const { reads, asked } = start(['/orderCenter/orders'])
    const ordersAsked = () => asked.some((u) => u.startsWith('/v1/orders'))
    await vi.waitFor(() => expect(messages).toHaveLength(1))
    expect(ordersAsked()).toBe(false)
    messages[0]!()
    await reads[2]!.response
    expect(ordersAsked()).toBe(true)
  })

  it('is never sent for a page outside the menu', async () => {
    const { reads, asked } = start(['/priceCenter/prices'])
    await expect(reads[2]!.response).rejects.toThrow('not in the menu')
    expect(asked).not.toContain('/v1/orders?offset=0&limit=200')
  })
})

describe("the early reads' answers", () => {
  it('count as the server answering (the heartbeat needs no probe at start), a gateway failure not', async () => {
    const answered = vi.spyOn(connectivity, 'reportAnswer')
    vi.stubGlobal('window', {
      __BOC_EARLY_READS__: [early('/api/oauth/menu', 'Bad gateway', { status: 502 })],
    })
    countEarlyAnswers()
    await new Promise((r) => setTimeout(r, 0))
    expect(answered).not.toHaveBeenCalled()
    vi.stubGlobal('window', {
      __BOC_EARLY_READS__: [early('/api/oauth/menu', { code: 0, msg: 'ok', data: [] })],
    })
    countEarlyAnswers()
    await new Promise((r) => setTimeout(r, 0))
    expect(answered).toHaveBeenCalledTimes(1)
  })
})
