import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootConsole, preloadSignedInCode, signInFirst, type BootFacts } from './boot-sign-in'

const signedOut: BootFacts = {
  appPath: 'orderCenter/orders',
  hasToken: false,
  pendingLogout: false,
  online: true,
}

describe('whether a visit goes to sign in before the console loads', () => {
  it('does for a signed-out visit of a guarded page, online', () => {
    expect(signInFirst(signedOut)).toBe(true)
    expect(signInFirst({ ...signedOut, appPath: '' })).toBe(true) // the dashboard
  })

  it('leaves every other case to the console', () => {
    expect(signInFirst({ ...signedOut, hasToken: true })).toBe(false)
    expect(signInFirst({ ...signedOut, pendingLogout: true })).toBe(false)
    expect(signInFirst({ ...signedOut, online: false })).toBe(false)
    for (const appPath of ['login', 'auth-redirect', 'auth-redirect/', '401', '404'])
      expect(signInFirst({ ...signedOut, appPath }), appPath).toBe(false)
  })
})

/** A page just big enough for the boot script: cookies, session storage, location, head. */
const store = new Map<string, string>()
let cookie = ''
let replaced = ''
let added: Record<string, string>[] = []

beforeEach(() => {
  store.clear()
  cookie = 'language=en'
  replaced = ''
  added = []
  vi.stubGlobal('__BUILD_ID__', 'test')
  vi.stubGlobal('window', {
    __CONSOLE_CONFIG__: {
      env: 'dev',
      clientId: 22,
      basePath: '/console/',
      accountHost: '',
      apiBase: '',
      productHost: '',
      cookieDomain: '',
      buildId: 'b1',
    },
  })
  vi.stubGlobal('navigator', { onLine: true })
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  })
  vi.stubGlobal('location', {
    origin: 'http://console.test',
    pathname: '/console/orderCenter/orders',
    search: '?sort=email:asc',
    replace: (url: string) => (replaced = url),
  })
  vi.stubGlobal('document', {
    get cookie() {
      return cookie
    },
    createElement: (tag: string) => ({
      tag,
      setAttribute(this: Record<string, unknown>, name: string, value: string) {
        this[name] = value
      },
    }),
    head: { append: (el: Record<string, string>) => added.push(el) },
  })
})
afterEach(() => vi.unstubAllGlobals())

const assets = {
  entry: './assets/index-1.js',
  preloads: ['./assets/react-2.js'],
  styles: ['./assets/app-5.css'],
}
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('the boot script', () => {
  it('sends a signed-out visit to the authorize page with a pending attempt, and loads nothing', async () => {
    expect(bootConsole(assets)).toBe(false)
    await vi.waitFor(() => expect(replaced).not.toBe(''))
    expect(added).toEqual([])
    const url = new URL(replaced, 'http://console.test')
    expect(url.pathname).toBe('/oauth/authorize')
    expect(url.searchParams.get('redirect_uri')).toBe('http://console.test/console/auth-redirect')
    expect(url.searchParams.get('ui_locales')).toBe('en')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    const pending = JSON.parse(store.get('boc.signin.pending') ?? '{}') as Record<
      string,
      { returnTo: string }
    >
    expect(pending[url.searchParams.get('state') ?? '']?.returnTo).toBe('/orderCenter/orders?sort=email:asc')
  })

  it('starts the console when signed in (never putting the token anywhere)', async () => {
    cookie = 'Admin-Token=Bearer%20abc'
    expect(bootConsole(assets)).toBe(true)
    await settle()
    expect(replaced).toBe('')
    expect(added.map((e) => [e.tag, e.rel ?? e.type, e.href ?? e.src])).toEqual([
      ['link', 'modulepreload', './assets/react-2.js'],
      ['script', 'module', './assets/index-1.js'],
      ['link', 'stylesheet', './assets/app-5.css'],
    ])
    // The first paint waits for the stylesheet, as it would for a tag of the page.
    expect(added.at(-1)?.blocking).toBe('render')
  })

  it('preloads the catalog of the language the console starts in, beside its modules', async () => {
    cookie = 'Admin-Token=Bearer%20abc; language=ja'
    bootConsole({ ...assets, locales: { zh: './assets/locale-zh-3.js', ja: './assets/locale-ja-4.js' } })
    await settle()
    expect(added.filter((e) => e.rel === 'modulepreload').map((e) => e.href)).toEqual([
      './assets/react-2.js',
      './assets/locale-ja-4.js',
    ])
  })

  it('lets the console take over once automatic trips keep bouncing', async () => {
    for (let i = 0; i < 3; i++) {
      replaced = ''
      bootConsole(assets)
      await vi.waitFor(() => expect(replaced).not.toBe(''))
    }
    replaced = ''
    bootConsole(assets)
    await settle()
    expect(replaced).toBe('')
    expect(added.filter((e) => e.tag === 'script')).toHaveLength(1)
  })

  it("asks for the layout's and the screen's code after the entry, signed in only, never on a signed-out page", () => {
    const signedInCode = { ...assets, layout: ['./assets/layout-5.js'], screen: ['./assets/list-6.js'] }
    const links = () => added.filter((e) => e.rel === 'modulepreload').map((e) => e.href)
    preloadSignedInCode(signedInCode)
    expect(added).toEqual([]) // signed out: the visit goes to sign in

    cookie = 'Admin-Token=Bearer%20abc'
    bootConsole(signedInCode)
    preloadSignedInCode(signedInCode)
    expect(links()).toEqual(['./assets/react-2.js', './assets/list-6.js', './assets/layout-5.js'])
    expect(added.findIndex((e) => e.tag === 'script')).toBe(1)

    // A stylesheet is fetched as the import that needs it will ask for it: as a style, with CORS.
    added = []
    preloadSignedInCode({ ...assets, screen: ['./assets/list-6.js', './assets/list-7.css'] })
    expect(added.map((e) => [e.rel, e.as, e.crossOrigin, e.href])).toEqual([
      ['modulepreload', undefined, '', './assets/list-6.js'],
      ['preload', 'style', '', './assets/list-7.css'],
    ])

    added = []
    vi.stubGlobal('location', { origin: 'http://console.test', pathname: '/console/login', search: '' })
    preloadSignedInCode(signedInCode)
    expect(added).toEqual([])
  })
})
