import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { signInFirst } from './sign-in-first'

const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }

function appWith(env: Record<string, string> = {}) {
  const cfg = loadConfig({ TOKEN_SECRET: 'x', PORT: '8080', HOST: '127.0.0.1', ...env })
  const app = new Hono()
  app.get(cfg.basePath, signInFirst(cfg))
  app.get(`${cfg.basePath}*`, (c) => c.html('<p>console</p>'))
  return (path: string, headers: Record<string, string>) =>
    app.request(`http://localhost:8080${path}`, { headers: { host: 'localhost:8080', ...headers } })
}

describe('a signed-out visit of the root goes to the sign-in page from the server', () => {
  it('redirects a navigation without a token to authorize, with PKCE whose verifier only auth-redirect reads', async () => {
    const res = await appWith()('/', { ...NAVIGATION, cookie: 'language=en' })
    expect(res.status).toBe(302)
    const to = new URL(res.headers.get('location') ?? '', 'http://localhost:8080')
    expect(to.pathname).toBe('/oauth/authorize')
    const p = to.searchParams
    expect(p.get('redirect_uri')).toBe('http://localhost:8080/auth-redirect')
    expect(p.get('code_challenge_method')).toBe('S256')
    expect(p.get('ui_locales')).toBe('en')
    expect(p.get('client_id')).toBe('22')
    const state = p.get('state') ?? ''
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^Sign-In-${state}=`))
    expect(cookie).toMatch(/Path=\/auth-redirect/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const verifier = /=([^.;]+)\./.exec(cookie)?.[1] ?? ''
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(p.get('code_challenge'))
  })

  it('serves the console to a signed-in visit, a pending logout, a non-navigation, an unknown origin and other paths', async () => {
    const get = appWith()
    const console = async (path: string, headers: Record<string, string>) =>
      expect((await get(path, headers)).status).toBe(200)
    await console('/', { ...NAVIGATION, cookie: 'Admin-Token=Bearer%20x' })
    await console('/', { ...NAVIGATION, cookie: 'Pending-Logout=x' })
    await console('/', {})
    await console('/', { ...NAVIGATION, host: 'evil.test' })
    await console('/orderCenter/orders', NAVIGATION)
  })

  it('follows the base path', async () => {
    const res = await appWith({ BASE_PATH: '/console/' })('/console/', NAVIGATION)
    expect(res.status).toBe(302)
    expect(res.headers.get('set-cookie')).toMatch(/Path=\/console\/auth-redirect/)
    const to = new URL(res.headers.get('location') ?? '', 'http://localhost:8080')
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:8080/console/auth-redirect')
  })
})
