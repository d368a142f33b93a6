import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/start-server'
import { api, authorize, call, exchange, get, signIn, tokenFor } from './client'

const authorizeUrl = (params: Record<string, string>) =>
  `${api()}/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: '22', scope: 'openid profile', state: 'xyz', redirect_uri: `${api()}/auth-redirect`, ...params })}`

describe('authorize', () => {
  it('refuses unknown clients and unregistered redirect URIs without redirecting', async () => {
    for (const params of <Record<string, string>[]>[
      { client_id: '999' },
      { redirect_uri: 'https://evil.example.com/auth-redirect' },
      { redirect_uri: `${api()}/auth-redirect?x=1` },
    ]) {
      const r = await fetch(authorizeUrl(params), { redirect: 'manual' })
      expect(r.status, JSON.stringify(params)).toBe(400)
      expect(r.headers.get('location')).toBeNull()
    }
  })

  it('redirects protocol errors back with error, error_description and state', async () => {
    const r = await fetch(authorizeUrl({ response_type: 'token' }), { redirect: 'manual' })
    const location = new URL(r.headers.get('location') ?? '')
    expect(location.searchParams.get('error')).toBe('unsupported_response_type')
    expect(location.searchParams.get('error_description')).toBeTruthy()
    expect(location.searchParams.get('state')).toBe('xyz')
    const plain = await fetch(
      authorizeUrl({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }),
      { redirect: 'manual' },
    )
    expect(new URL(plain.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request')
  })

  it('shows the sign-in page and returns code and state', async () => {
    expect((await fetch(authorizeUrl({}))).headers.get('content-type')).toContain('text/html')
    const { location } = await authorize('viewer', { state: 'my-state' })
    expect(location?.searchParams.get('state')).toBe('my-state')
    expect(location?.searchParams.get('code')).toBeTruthy()
  })
})

describe('codes and tokens', () => {
  it('a code works once', async () => {
    const code = (await authorize('viewer')).location?.searchParams.get('code') ?? ''
    expect((await exchange(code)).body.code).toBe(0)
    const again = await exchange(code)
    expect(again.status).toBe(400)
    expect(again.body.code).toBe(400)
  })

  it('PKCE S256: a wrong verifier is refused, the right one accepted; the nonce reaches the id token', async () => {
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const params = { code_challenge: challenge, code_challenge_method: 'S256', nonce: 'n-123' }
    const wrong = (await authorize('viewer', params)).location?.searchParams.get('code') ?? ''
    expect((await exchange(wrong, api(), 'not-the-verifier')).status).toBe(400)
    const right = (await authorize('viewer', params)).location?.searchParams.get('code') ?? ''
    const t = await exchange(right, api(), verifier)
    expect(t.body.code).toBe(0)
    const claims = JSON.parse(Buffer.from(t.body.data?.id_token.split('.')[1] ?? '', 'base64url').toString())
    expect(claims.nonce).toBe('n-123')
  })

  it('refuses tampered and missing tokens with 401', async () => {
    const token = await signIn('viewer')
    expect((await get('/v1/orders?limit=1', `${token}x`)).status).toBe(401)
    expect((await get('/v1/orders?limit=1')).status).toBe(401)
  })

  it('revokes the token on logout', async () => {
    const token = await signIn('viewer')
    expect((await get('/v1/orders?limit=1', token)).status).toBe(200)
    expect((await call('POST', '/api/oauth/logout', token)).status).toBe(200)
    expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
    expect((await get('/api/oauth/menu', token)).status).toBe(401)
  })

  it('a disabled user loses access on the next request and cannot sign in until enabled again', async () => {
    const admin = await tokenFor('admin')
    const token = await signIn('contractor')
    expect((await get('/v1/orders?limit=1', token)).status).toBe(200)
    const staff = (await get('/v1/users?username=contractor', admin)).body.data.items[0]
    const disabled = await call('PUT', `/v1/users/${staff.id}`, admin, {
      version: staff.version,
      status: 'disabled',
    })
    expect(disabled.status).toBe(200)
    expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
    expect((await authorize('contractor')).status).toBe(403)
    await call('PUT', `/v1/users/${staff.id}`, admin, {
      version: disabled.body.data.version,
      status: 'enabled',
    })
    expect((await get('/v1/orders?limit=1', await signIn('contractor'))).status).toBe(200)
  })

  it('serves the menu on every path the spec names, with hidden settings and colon actions', async () => {
    const token = await signIn('support')
    for (const path of ['/api/oauth/menu', '/api/v1/authority/menu']) {
      const r = await get(path, token)
      expect(r.body.code).toBe(0)
      const orderCenter = r.body.data[0].children.find((c: { path: string }) => c.path === '/orderCenter')
      const apply = orderCenter.children.find((c: { path: string }) => c.path === '/orderCenter/refund/apply')
      expect(apply.settings.hidden).toBe('1')
      const refunds = orderCenter.children.find((c: { path: string }) => c.path === '/orderCenter/refunds')
      expect(refunds.actions.map((a: { permission: string }) => a.permission)).toContain(
        'orderCenter:refunds:apply',
      )
    }
    expect((await get('/v1/rbac/roles/menus', token)).body.data.roles).toEqual(['support'])
    const login = await call('POST', '/v1/login', undefined, { username: ' support ', password: 'demo1234' })
    expect(login.body.data.token).toMatch(/^Bearer /)
  })
})

describe('code expiry', () => {
  let short: RunningServer
  beforeAll(async () => {
    // A second server whose codes live 1 s (the default and the maximum is 60 s).
    short = await startServer({ env: { CODE_TTL_SECONDS: '1', SEED_ORDERS: '0', DATABASE_URL: '' } })
  })
  afterAll(() => short?.stop())

  it('an expired code is refused', async () => {
    const code =
      (
        await authorize('viewer', { redirect_uri: `${short.url}/auth-redirect` }, short.url)
      ).location?.searchParams.get('code') ?? ''
    await new Promise((r) => setTimeout(r, 1500))
    expect((await exchange(code, short.url)).status).toBe(400)
  })
})
