import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import type { Db } from '../../server/db/client'
import { authorizeParams, postSignInForm, type Fetch } from '../support/sign-in'
import { startServer, type RunningServer } from '../support/start-server'
import { api, get, tokenFor } from './client'

/** Issue 18, section 6: CSP without 'unsafe-inline' scripts, no framing, no-store API JSON, HSTS over https. */
const signInUrl = () => `${api()}/oauth/authorize?${new URLSearchParams(authorizeParams(api()).params)}`

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values]
    }),
  )

describe('security headers', () => {
  it('the sign-in page has a strict CSP and cannot be framed', async () => {
    const r = await fetch(signInUrl())
    expect(r.status).toBe(200)
    const csp = directives(r.headers.get('content-security-policy'))
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(r.headers.get('x-frame-options')).toBe('DENY')
    expect(r.headers.get('strict-transport-security')).toBeNull() // plain http
  })

  it("index.html's inline scripts (runtime configuration, boot) are allowed by their hashes, not by 'unsafe-inline'", async () => {
    const r = await fetch(`${api()}/`)
    if (r.status === 503) return // the console is not built in this run; the hash is checked in process below
    const html = await r.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    )
    expect(inline[0]).toContain('window.__CONSOLE_CONFIG__=')
    const hashes = inline.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`)
    const csp = directives(r.headers.get('content-security-policy'))
    expect(csp['script-src']).toEqual(["'self'", ...hashes])
    // The console's entry is not a tag the browser fetches by itself: the boot script adds it when signed in.
    const tags = html.replace(/(<script[^>]*>)[\s\S]*?<\/script>/g, '$1</script>')
    expect(tags).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/)
  })

  it('every answer, page or API, an error or not, is nosniff and sends no referrer', async () => {
    const admin = await tokenFor('admin')
    for (const [path, headers] of [
      ['/v1/licenses?limit=1', { authorization: `Bearer ${admin}` }],
      ['/v1/licenses?limit=0', { authorization: `Bearer ${admin}` }],
      ['/v1/nosuch', {}],
      ['/healthz', {}],
    ] as const) {
      const r = await fetch(`${api()}${path}`, { headers })
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(r.headers.get('referrer-policy'), path).toBe('no-referrer')
    }
    const page = await fetch(signInUrl())
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('API JSON is never stored by caches', async () => {
    const admin = await tokenFor('admin')
    const r = await fetch(`${api()}/v1/licenses?limit=1`, { headers: { authorization: `Bearer ${admin}` } })
    expect(r.headers.get('cache-control')).toBe('no-store')
    const refused = await fetch(`${api()}/v1/licenses?limit=0`, {
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${api()}/api/oauth/menu`)).headers.get('cache-control')).toBe('no-store')
    expect((await get('/v1/licenses?limit=1', admin)).status).toBe(200)
  })

  it('sends HSTS over https, and frame-ancestors from FRAME_ANCESTORS', async () => {
    const cfg = {
      ...loadConfig({ TOKEN_SECRET: 'x', FRAME_ANCESTORS: 'https://portal.example' }),
      jobTickMs: 2_000_000_000,
    }
    const app = createApp(cfg, {} as Db, { buildId: 'headers' })
    const r = await app.request('https://console.example/healthz')
    expect(r.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    const csp = directives(r.headers.get('content-security-policy'))
    expect(csp['frame-ancestors']).toEqual(['https://portal.example'])
    expect(r.headers.get('x-frame-options')).toBeNull()
    expect(() => loadConfig({ TOKEN_SECRET: 'x', FRAME_ANCESTORS: 'portal.example' })).toThrow(
      /FRAME_ANCESTORS/,
    )
  })

  describe('behind an https proxy', () => {
    let proxied: RunningServer
    beforeAll(async () => {
      proxied = await startServer({ env: { TRUST_PROXY: '1', SEED_ORDERS: '0', DATABASE_URL: '' } })
    })
    afterAll(() => proxied?.stop())

    /** fetch as a TLS-ending proxy forwards it. */
    const viaProxy: Fetch = (url, init) =>
      fetch(url, { ...init, headers: { ...(init?.headers as object), 'x-forwarded-proto': 'https' } })
    const ssoCookie = (r: Response) => r.headers.getSetCookie().find((c) => c.startsWith('boc_sso=')) ?? ''

    it('with TRUST_PROXY, X-Forwarded-Proto: https makes the SSO cookie Secure and sends HSTS', async () => {
      const r = await postSignInForm(
        proxied.url,
        authorizeParams(proxied.url).params,
        'viewer',
        'demo1234',
        viaProxy,
      )
      expect(r.status).toBe(302)
      expect(ssoCookie(r)).toMatch(/;\s*Secure/i)
      expect(r.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
      const page = await viaProxy(
        `${proxied.url}/oauth/authorize?${new URLSearchParams(authorizeParams(proxied.url).params)}`,
      )
      expect(page.headers.getSetCookie().join()).toMatch(/^__Host-boc_csrf=.*;\s*Secure/i)
    })

    it('without it, the header is ignored (any client could send it)', async () => {
      const r = await postSignInForm(api(), authorizeParams(api()).params, 'viewer', 'demo1234', viaProxy)
      expect(r.status).toBe(302)
      expect(ssoCookie(r)).toBeTruthy()
      expect(ssoCookie(r)).not.toMatch(/Secure/i)
      expect(r.headers.get('strict-transport-security')).toBeNull()
    })
  })
})
