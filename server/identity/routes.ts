import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import { hashPassword, verifyPassword } from '../db/passwords'
import { requireUser, type AppEnv } from '../api/auth'
import { badRequest, ok } from '../api/envelope'
import { hasNul } from '../api/request-body'
import { errorPage, pickLocale, signInPage, type SignInError } from './sign-in-page'
import { clientAddress, SignInLimiter } from './sign-in-limit'
import { randomId, signToken, verifyToken } from './tokens'
import { menuResponse } from './user-menu'
import { findUserByName, userForSession, type UserRow } from './users'

const SSO_COOKIE = 'boc_sso'
const AUTHORIZE_PARAMS = [
  'response_type',
  'client_id',
  'scope',
  'state',
  'redirect_uri',
  'code_challenge',
  'code_challenge_method',
  'nonce',
  'ui_locales',
] as const

/** The account service: sign-in page, codes, tokens, menus, logout. */
export function identityRoutes(cfg: ServerConfig, db: Db) {
  const app = new Hono<AppEnv>()
  const now = () => Math.floor(Date.now() / 1000)
  const limiter = new SignInLimiter()
  /** Checked for unknown usernames, so they take as long as a wrong password (no telling which names exist). */
  const dummyHash = hashPassword(randomId(16))

  /**
   * The password check behind both sign-ins, under the sign-in limit: `{ retryAfter }` (seconds) when the
   * caller must wait, else `{ user }`, the user when the password is right or null. A hash is always verified.
   */
  async function checkPassword(c: Context, username: string, password: string) {
    const address = clientAddress(c)
    const retryAfter = limiter.retryAfter(username, address)
    if (retryAfter) return { retryAfter }
    const user = await findUserByName(db, username)
    const right = await verifyPassword(password, user?.password_hash ?? (await dummyHash))
    if (!user || !right) {
      limiter.failed(username, address)
      return { user: null }
    }
    limiter.succeeded(username)
    return { user }
  }

  /** A redirect URI is registered when it is this server's own /auth-redirect or listed in REDIRECT_URIS. */
  function isRegisteredRedirect(c: Context, uri: string): boolean {
    if (cfg.redirectUris.includes(uri)) return true
    try {
      const u = new URL(uri)
      const self = new URL(c.req.url)
      const host = c.req.header('host') ?? self.host
      return u.host === host && u.pathname === `${cfg.basePath}auth-redirect` && !u.search && !u.hash
    } catch {
      return false
    }
  }

  type Params = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>

  /** Validates client and redirect first (errors there are shown, never redirected), then the rest. */
  function checkAuthorize(c: Context, p: Params): Response | { redirect: URL } {
    if (p.client_id !== String(cfg.clientId)) return c.html(errorPage('Unknown client.'), 400)
    if (!p.redirect_uri || !isRegisteredRedirect(c, p.redirect_uri))
      return c.html(errorPage('The redirect address is not registered for this client.'), 400)
    const redirect = new URL(p.redirect_uri)
    const oauthError = (error: string, description: string) => {
      redirect.searchParams.set('error', error)
      redirect.searchParams.set('error_description', description)
      if (p.state) redirect.searchParams.set('state', p.state)
      return c.redirect(redirect.toString(), 302)
    }
    if (p.response_type !== 'code')
      return oauthError('unsupported_response_type', 'Only response_type=code is supported.')
    if (!(p.scope ?? '').split(' ').includes('openid'))
      return oauthError('invalid_scope', 'The openid scope is required.')
    if (p.code_challenge && p.code_challenge_method !== 'S256')
      return oauthError('invalid_request', 'Only the S256 code challenge method is supported.')
    if (p.code_challenge && !/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge))
      return oauthError('invalid_request', 'Malformed code_challenge.')
    return { redirect }
  }

  async function issueCode(user: UserRow, p: Params, redirect: URL, c: Context) {
    const code = randomId(32)
    await db.query(
      `insert into auth_codes (code, user_id, client_id, redirect_uri, code_challenge, nonce, expires_at)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [
        code,
        user.id,
        cfg.clientId,
        p.redirect_uri,
        p.code_challenge ?? null,
        p.nonce ?? null,
        cfg.codeTtlSeconds,
      ],
    )
    redirect.searchParams.set('code', code)
    if (p.state) redirect.searchParams.set('state', p.state)
    return c.redirect(redirect.toString(), 302)
  }

  const pickParams = (src: Record<string, string | File | undefined>): Params =>
    Object.fromEntries(
      AUTHORIZE_PARAMS.flatMap((k) => (typeof src[k] === 'string' ? [[k, src[k] as string]] : [])),
    ) as Params

  app.get('/oauth/authorize', async (c) => {
    const p = pickParams(c.req.query())
    const checked = checkAuthorize(c, p)
    if (checked instanceof Response) return checked
    // Single sign-on: a live account-service session skips the form.
    const sso = getCookie(c, SSO_COOKIE)
    const claims = sso ? verifyToken(cfg.tokenSecret, sso, 'sso') : undefined
    if (claims && (await userForSession(db, claims.sid))) {
      const user = await findUserByName(db, claims.sub)
      if (user && !user.disabled) return issueCode(user, p, checked.redirect, c)
    }
    return c.html(
      signInPage({
        action: c.req.path,
        params: p as Record<string, string>,
        locale: pickLocale(p.ui_locales),
      }),
    )
  })

  app.post('/oauth/authorize', async (c) => {
    const form = await c.req.parseBody()
    const p = pickParams(form as Record<string, string>)
    const checked = checkAuthorize(c, p)
    if (checked instanceof Response) return checked
    const username = String(form.username ?? '').trim()
    const password = String(form.password ?? '')
    const again = (error: SignInError, status: 400 | 401 | 403 | 429, retryAfter?: number) =>
      c.html(
        signInPage({
          action: c.req.path,
          params: p as Record<string, string>,
          locale: pickLocale(p.ui_locales),
          username,
          error,
          retryAfter,
        }),
        status,
        retryAfter ? { 'Retry-After': String(retryAfter) } : {},
      )
    if (Object.values(form).some((v) => typeof v === 'string' && v.includes('\0')))
      return c.html(errorPage('The request contains a NUL character.'), 400)
    if (!username || !password || username.length > 100 || password.length > 200) return again('missing', 400)
    const signIn = await checkPassword(c, username, password)
    if (signIn.retryAfter) return again('tooMany', 429, signIn.retryAfter)
    const user = signIn.user
    if (!user) return again('badCredentials', 401)
    if (user.disabled) return again('disabled', 403)
    const sid = await createSession(user.id)
    setCookie(
      c,
      SSO_COOKIE,
      signToken(cfg.tokenSecret, {
        sub: user.username,
        sid,
        typ: 'sso',
        iat: now(),
        exp: now() + cfg.tokenTtlSeconds,
      }),
      {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: new URL(c.req.url).protocol === 'https:',
      },
    )
    return issueCode(user, p, checked.redirect, c)
  })

  async function createSession(userId: number): Promise<string> {
    const sid = randomId()
    await db.query(
      `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
      [sid, userId, cfg.tokenTtlSeconds],
    )
    return sid
  }

  function tokensFor(user: UserRow, sid: string, nonce?: string | null) {
    const iat = now()
    const exp = iat + cfg.tokenTtlSeconds
    return {
      token_type: 'Bearer',
      access_token: signToken(cfg.tokenSecret, { sub: user.username, sid, typ: 'access', iat, exp }),
      id_token: signToken(cfg.tokenSecret, {
        sub: user.username,
        sid,
        typ: 'id',
        iat,
        exp,
        aud: String(cfg.clientId),
        name: user.nickname,
        ...(nonce ? { nonce } : {}),
      }),
      expires_in: cfg.tokenTtlSeconds,
    }
  }

  app.post('/api/oauth/token', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const code = typeof body?.code === 'string' ? body.code : ''
    const verifier = typeof body?.code_verifier === 'string' ? body.code_verifier : undefined
    if (!code || code.length > 200 || code.includes('\0'))
      throw badRequest('code is required', [{ field: 'code', message: 'required' }])
    // Single use: the update claims the code atomically; a second exchange finds used_at set.
    const { rows } = await db.query<{ user_id: number; code_challenge: string | null; nonce: string | null }>(
      `update auth_codes set used_at = now() where code = $1 and used_at is null and expires_at > now()
       returning user_id, code_challenge, nonce`,
      [code],
    )
    const grant = rows[0]
    if (!grant)
      throw badRequest('invalid or expired code', [{ field: 'code', message: 'invalid or expired' }])
    if (grant.code_challenge) {
      const computed = verifier ? createHash('sha256').update(verifier).digest('base64url') : ''
      if (computed !== grant.code_challenge)
        throw badRequest('code_verifier does not match', [{ field: 'code_verifier', message: 'mismatch' }])
    }
    const { rows: users } = await db.query<UserRow>('select * from users where id = $1 and not disabled', [
      grant.user_id,
    ])
    const user = users[0]
    if (!user) throw badRequest('user is disabled')
    const sid = await createSession(Number(user.id))
    return ok(c, tokensFor(user, sid, grant.nonce))
  })

  /** The console's own username/password sign-in (spec section 7). */
  app.post('/v1/login', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const username = typeof body?.username === 'string' ? body.username.trim() : ''
    const password = typeof body?.password === 'string' ? body.password : ''
    const issues = [
      ...(username ? [] : [{ field: 'username', message: 'required' }]),
      ...(password ? [] : [{ field: 'password', message: 'required' }]),
    ]
    if (issues.length || username.length > 100 || password.length > 200 || hasNul(username, password))
      throw badRequest('username and password are required', issues)
    const checked = await checkPassword(c, username, password)
    if (checked.retryAfter) {
      c.header('Retry-After', String(checked.retryAfter))
      return c.json(
        { code: 429, msg: `Too many failed sign-ins; try again in ${checked.retryAfter} s`, data: null },
        429,
      )
    }
    const user = checked.user
    if (!user || user.disabled)
      return c.json({ code: 401, msg: 'Incorrect username or password', data: null }, 401)
    const sid = await createSession(Number(user.id))
    const t = tokensFor(user, sid)
    return ok(c, {
      token: `${t.token_type} ${t.access_token}`,
      id_token: t.id_token,
      nickname: user.nickname,
      avatar: user.avatar,
    })
  })

  const authed = requireUser(db, cfg.tokenSecret)
  const menu = (c: Context<AppEnv>) => ok(c, menuResponse(c.get('user').grants))
  app.get('/api/oauth/menu', authed, menu)
  app.get('/api/v1/authority/menu', authed, menu)
  app.get('/api/oauth/user', authed, (c) => {
    const u = c.get('user')
    return ok(c, {
      name: u.username,
      nickname: u.nickname,
      avatar: u.avatar,
      roles: u.roles,
      introduction: u.introduction,
    })
  })
  app.get('/v1/rbac/roles/menus', authed, (c) => {
    const u = c.get('user')
    return ok(c, { roles: u.roles, grants: u.grants, menus: menuResponse(u.grants) })
  })

  /** Ends the server session (the access token and the single-sign-on cookie stop working at once). */
  app.post('/api/oauth/logout', authed, async (c) => {
    await db.query('update sessions set revoked_at = now() where id = $1', [c.get('user').sessionId])
    const sso = getCookie(c, SSO_COOKIE)
    const claims = sso ? verifyToken(cfg.tokenSecret, sso, 'sso') : undefined
    if (claims) await db.query('update sessions set revoked_at = now() where id = $1', [claims.sid])
    deleteCookie(c, SSO_COOKIE, { path: '/' })
    return ok(c, null)
  })

  return app
}
