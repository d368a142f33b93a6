import { createHash, randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/start-server'
import { authorizeParams, openSignInForm } from '../support/sign-in'
import { api, authorize, call, exchange, get, signIn, tokenFor } from './client'

const authorizeUrl = (params: Record<string, string>) =>
  `${api()}/oauth/authorize?${new URLSearchParams({ ...authorizeParams(api(), { state: 'xyz' }).params, ...params })}`

/** A raw request, so the Host header can be anyone's. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(api())
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('authorize', () => {
  it('refuses unknown clients and unregistered redirect URIs without redirecting', async () => {
    for (const params of <Record<string, string>[]>[
      { client_id: '999' },
      { redirect_uri: 'https://evil.example.com/auth-redirect' },
      { redirect_uri: `${api()}/auth-redirect?x=1` },
      // Another scheme of the registered http:// URI is another URI (exact match).
      { redirect_uri: `${api().replace('http:', 'https:')}/auth-redirect` },
      { redirect_uri: `${api().replace('http:', 'ftp:')}/auth-redirect` },
      { redirect_uri: `${api()}/auth-redirect/` },
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

  it('never takes the registered redirect from the Host header', async () => {
    const { params } = authorizeParams('http://evil.example', { state: 'x' })
    const page = await rawRequest('GET', `/oauth/authorize?${new URLSearchParams(params)}`, {
      host: 'evil.example',
    })
    expect(page.status).toBe(400)
    expect(page.headers.location).toBeUndefined()
    const form = await openSignInForm(api(), authorizeParams(api()).params)
    const post = await rawRequest(
      'POST',
      '/oauth/authorize',
      { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie },
      new URLSearchParams({
        ...params,
        csrf_token: form.csrf,
        username: 'viewer',
        password: 'demo1234',
      }).toString(),
    )
    expect(post.status).toBe(400)
    expect(post.headers.location).toBeUndefined()
  })

  it('requires a PKCE S256 challenge', async () => {
    for (const drop of [['code_challenge'], ['code_challenge_method']]) {
      const params = Object.fromEntries(
        Object.entries(authorizeParams(api(), { state: 'xyz' }).params).filter(([k]) => !drop.includes(k)),
      )
      const r = await fetch(`${api()}/oauth/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' })
      const location = new URL(r.headers.get('location') ?? '')
      expect(location.searchParams.get('error'), drop.join()).toBe('invalid_request')
      expect(location.searchParams.get('code')).toBeNull()
    }
  })

  it('refuses a sign-in form without its anti-forgery token, from another site, or without the cookie', async () => {
    const { params } = authorizeParams(api())
    const form = await openSignInForm(api(), params)
    expect(form.csrf).toMatch(/^[\w-]{43}$/)
    expect(form.cookie).toMatch(/^boc_csrf=/)
    const post = (fields: Record<string, string>, headers: Record<string, string>) =>
      fetch(`${api()}/oauth/authorize`, {
        method: 'POST',
        body: new URLSearchParams({ ...params, username: 'viewer', password: 'demo1234', ...fields }),
        headers,
        redirect: 'manual',
      })
    const refusals = [
      post({}, { cookie: form.cookie }),
      post({ csrf_token: 'forged' }, { cookie: form.cookie }),
      post({ csrf_token: form.csrf }, {}),
      post({ csrf_token: form.csrf }, { cookie: form.cookie, origin: 'https://evil.example' }),
    ]
    for (const [i, r] of (await Promise.all(refusals)).entries()) {
      expect(r.status, `refusal ${i}`).toBe(403)
      expect(r.headers.get('location'), `refusal ${i}`).toBeNull()
      expect(r.headers.get('set-cookie') ?? '', `refusal ${i}`).not.toContain('boc_sso')
    }
    // The page shown instead says the form expired (translated) and carries a fresh token.
    expect(await (await post({}, { cookie: form.cookie })).text()).toContain('csrf_token')
    const ok = await post({ csrf_token: form.csrf }, { cookie: form.cookie, origin: api() })
    expect(ok.status).toBe(302)
    expect(new URL(ok.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy()
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
    const first = await authorize('viewer')
    const code = first.location?.searchParams.get('code') ?? ''
    expect((await exchange(code, api(), first.verifier)).body.code).toBe(0)
    const again = await exchange(code, api(), first.verifier)
    expect(again.status).toBe(400)
    expect(again.body.code).toBe(400)
  })

  it('PKCE S256: a wrong verifier is refused, the right one accepted; the nonce reaches the id token', async () => {
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const params = { code_challenge: challenge, code_challenge_method: 'S256', nonce: 'n-123' }
    const wrong = (await authorize('viewer', params)).location?.searchParams.get('code') ?? ''
    expect((await exchange(wrong, api(), 'not-the-verifier')).status).toBe(400)
    const none = (await authorize('viewer', params)).location?.searchParams.get('code') ?? ''
    expect((await exchange(none, api())).status).toBe(400)
    const right = (await authorize('viewer', params)).location?.searchParams.get('code') ?? ''
    const t = await exchange(right, api(), verifier)
    expect(t.body.code).toBe(0)
    const claims = JSON.parse(Buffer.from(t.body.data?.id_token.split('.')[1] ?? '', 'base64url').toString())
    expect(claims.nonce).toBe('n-123')
    expect(claims.iss).toBe(api())
    expect(
      JSON.parse(Buffer.from(t.body.data?.id_token.split('.')[0] ?? '', 'base64url').toString()).alg,
    ).toBe('ES256')
  })

  it('checks client_id and redirect_uri against the code', async () => {
    for (const extra of <Record<string, string>[]>[{ client_id: '18' }, { redirect_uri: `${api()}/other` }]) {
      const a = await authorize('viewer')
      const r = await exchange(a.location?.searchParams.get('code') ?? '', api(), a.verifier, extra)
      expect(r.status, JSON.stringify(extra)).toBe(400)
    }
    const a = await authorize('viewer')
    const r = await exchange(a.location?.searchParams.get('code') ?? '', api(), a.verifier, {
      client_id: '22',
      redirect_uri: `${api()}/auth-redirect`,
    })
    expect(r.body.code).toBe(0)
  })

  it('the product API takes no cookie: a cross-site request with the Admin-Token cookie is refused', async () => {
    const token = await signIn('admin')
    const cookie = `Admin-Token=${encodeURIComponent(`Bearer ${token}`)}`
    const created = await call('POST', '/v1/customers', undefined, '{"name":"csrf"}', {
      cookie,
      origin: 'https://evil.example',
      'content-type': 'text/plain; charset=application/json',
    })
    expect(created.status).toBe(401)
    expect((await call('GET', '/v1/orders?limit=1', undefined, undefined, { cookie })).status).toBe(401)
    // The account service's read-only calls keep the cookie the spec addresses them with.
    expect((await call('GET', '/api/oauth/menu', undefined, undefined, { cookie })).status).toBe(200)
  })

  it('logout cannot be triggered cross-site: it needs the Authorization header and an allowed Origin', async () => {
    const token = await signIn('viewer')
    const cookie = `Admin-Token=${encodeURIComponent(`Bearer ${token}`)}`
    expect((await call('POST', '/api/oauth/logout', undefined, undefined, { cookie })).status).toBe(401)
    const foreign = await call('POST', '/api/oauth/logout', token, undefined, {
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    expect((await get('/v1/orders?limit=1', token)).status).toBe(200)
    expect((await call('POST', '/api/oauth/logout', token, undefined, { origin: api() })).status).toBe(200)
    expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
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
    const a = await authorize('viewer', { redirect_uri: `${short.url}/auth-redirect` }, short.url)
    const code = a.location?.searchParams.get('code') ?? ''
    await new Promise((r) => setTimeout(r, 1500))
    expect((await exchange(code, short.url, a.verifier)).status).toBe(400)
  })
})
