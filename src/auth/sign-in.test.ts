import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'
import { handleAuthRedirect, startSignIn } from './sign-in'

/** A browser just big enough for the sign-in flow: storage, cookies, history, location and fetch. */
const store = new Map<string, string>()
let cookies: string[] = []
let assigned = ''
let pageshow: (() => void)[] = []
const tokenCalls: unknown[] = []

beforeEach(() => {
  store.clear()
  cookies = []
  tokenCalls.length = 0
  vi.stubGlobal('__BUILD_ID__', 'test')
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  })
  vi.stubGlobal('document', {
    get cookie() {
      return cookies.map((c) => c.split(';')[0]).join('; ')
    },
    set cookie(c: string) {
      const name = c.split('=')[0]
      cookies = [...cookies.filter((x) => !x.startsWith(`${name}=`)), c]
    },
  })
  vi.stubGlobal('location', {
    origin: 'http://console.test',
    protocol: 'http:',
    assign: (url: string) => (assigned = url),
  })
  vi.stubGlobal('window', { addEventListener: (_: string, fn: () => void) => pageshow.push(fn) })
  vi.stubGlobal('history', { replaceState: vi.fn() })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      tokenCalls.push(JSON.parse(String(init.body)))
      const data = { token_type: 'Bearer', access_token: 'acc', id_token: 'idt', expires_in: 60 }
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

async function beginAttempt() {
  assigned = ''
  void startSignIn('/orderCenter/orders?q=1')
  await vi.waitFor(() => expect(assigned).toContain('/oauth/authorize?'))
  const url = new URL(assigned, 'http://console.test')
  // Callers at once share one trip; coming back (pageshow) allows the next one.
  pageshow.forEach((fn) => fn())
  pageshow = []
  return url.searchParams
}

describe('sign-in flow (spec section 4, safer)', () => {
  it('asks for a code with a fresh state, PKCE S256 and a nonce', async () => {
    const p = await beginAttempt()
    expect(p.get('response_type')).toBe('code')
    expect(p.get('scope')).toBe('openid profile')
    expect(p.get('client_id')).toBe('22')
    expect(p.get('redirect_uri')).toBe('http://console.test/auth-redirect')
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(p.get('code_challenge_method')).toBe('S256')
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(p.get('nonce')).toBeTruthy()
  })

  it('exchanges a code with a matching state once, with the verifier; a replay never reaches the exchange', async () => {
    const p = await beginAttempt()
    const back = new URLSearchParams({ code: 'c0de', state: p.get('state')! })
    await expect(handleAuthRedirect(back)).resolves.toEqual({
      kind: 'signedIn',
      returnTo: '/orderCenter/orders?q=1',
    })
    expect(tokenCalls).toHaveLength(1)
    expect(tokenCalls[0]).toMatchObject({ code: 'c0de', code_verifier: expect.stringMatching(/^.{43}$/) })
    expect(document.cookie).toContain('Admin-Token=Bearer%20acc')
    expect(document.cookie).toContain('Code-To-Token=true')
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/auth-redirect')

    await expect(handleAuthRedirect(back)).resolves.toEqual({ kind: 'badState' })
    expect(tokenCalls).toHaveLength(1)
  })

  it('refuses a tampered or missing state without calling the token endpoint', async () => {
    await beginAttempt()
    await expect(handleAuthRedirect(new URLSearchParams({ code: 'c', state: 'forged' }))).resolves.toEqual({
      kind: 'badState',
    })
    await expect(handleAuthRedirect(new URLSearchParams({ code: 'c' }))).resolves.toEqual({
      kind: 'badState',
    })
    await expect(handleAuthRedirect(new URLSearchParams({ code: 'c', state: '__proto__' }))).resolves.toEqual(
      {
        kind: 'badState',
      },
    )
    expect(tokenCalls).toHaveLength(0)
  })

  it('stores an implicit token answer and reports an address error, both only with a valid state', async () => {
    let p = await beginAttempt()
    const implicit = new URLSearchParams({
      access_token: 'imp',
      expires_in: '60',
      id_token: 'idt',
      state: p.get('state')!,
      token_type: 'Bearer',
    })
    await expect(handleAuthRedirect(implicit)).resolves.toMatchObject({ kind: 'signedIn' })
    expect(document.cookie).toContain('Admin-Token=Bearer%20imp')
    p = await beginAttempt()
    const error = new URLSearchParams({
      error: 'access_denied',
      error_description: 'no',
      state: p.get('state')!,
    })
    await expect(handleAuthRedirect(error)).resolves.toEqual({ kind: 'error', error: 'access_denied' })
    const forged = new URLSearchParams({ error: 'call +1 555', state: 'x' })
    await expect(handleAuthRedirect(forged)).resolves.toEqual({ kind: 'badState' })
  })

  it('takes an attempt the server started (its cookie at auth-redirect) once, and returns to the root', async () => {
    document.cookie = `Sign-In-srv0state=v3rifier.${Date.now()}; path=/auth-redirect`
    const back = new URLSearchParams({ code: 'c0de', state: 'srv0state' })
    await expect(handleAuthRedirect(back)).resolves.toEqual({ kind: 'signedIn', returnTo: '/' })
    expect(tokenCalls[0]).toMatchObject({ code: 'c0de', code_verifier: 'v3rifier' })
    await expect(handleAuthRedirect(back)).resolves.toEqual({ kind: 'badState' })
    document.cookie = `Sign-In-old=v3rifier.${Date.now() - 11 * 60 * 1000}; path=/auth-redirect`
    const stale = new URLSearchParams({ code: 'c0de', state: 'old' })
    await expect(handleAuthRedirect(stale)).resolves.toEqual({ kind: 'badState' })
    expect(tokenCalls).toHaveLength(1)
  })

  it('parallel callers (several 401s at once) share one trip', async () => {
    assigned = ''
    void startSignIn('/a')
    void startSignIn('/b')
    await vi.waitFor(() => expect(assigned).toContain('/oauth/authorize?'))
    expect(Object.keys(JSON.parse(store.get('boc.signin.pending') ?? '{}'))).toHaveLength(1)
    pageshow.forEach((fn) => fn())
    pageshow = []
  })
})

describe('the sign-in page language', () => {
  it("is always the console's current language, with or without a language cookie", async () => {
    i18n.loadAndActivate({ locale: 'zh', messages: {} })
    expect((await beginAttempt()).get('ui_locales')).toBe('zh')
    i18n.loadAndActivate({ locale: 'ja', messages: {} })
    expect((await beginAttempt()).get('ui_locales')).toBe('ja')
  })
})
