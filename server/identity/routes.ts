import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import { hashPassword, verifyPassword } from '../db/passwords'
import { requireUser, type AppEnv } from '../api/auth'
import { ApiError, badRequest, ok } from '../api/envelope'
import { hasNul, parseJsonBody } from '../api/request-body'
import { changeTicket, newPasswordError, ticketHolds } from './password-change'
import {
  changePasswordPage,
  errorPage,
  pickLocale,
  signInPage,
  type PasswordChangeError,
  type SignInError,
} from './sign-in-page'
import { isHttps } from '../proxy'
import { loadSigningKey, signIdToken, type OidcSigningKey } from './oidc-keys'
import { clientAddress, SignInLimiter } from './sign-in-limit'
import { randomId, signToken, verifyToken } from './tokens'
import { menuResponse } from './user-menu'
import { findUserByName, userForSession, type UserRow } from './users'

const SSO_COOKIE = 'boc_sso'
/** The sign-in form's double-submit cookie; `__Host-` over https, so a sibling subdomain cannot plant one. */
const CSRF_COOKIE = 'boc_csrf'
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/
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
  const limiter = new SignInLimiter(db)
  /** Checked for unknown usernames, so they take as long as a wrong password (no telling which names exist). */
  const dummyHash = hashPassword(randomId(16))
  let signingKey: Promise<OidcSigningKey> | undefined
  const key = () => {
    signingKey ??= loadSigningKey(db, cfg.oidcPrivateKey).catch((e: unknown) => {
      signingKey = undefined
      throw e
    })
    return signingKey
  }
  const endpoint = (path: string) => `${cfg.issuer}${path}`
  /** Origins whose pages may post the sign-in form and call logout: this server's and the registered clients'. */
  const allowedOrigins = new Set(
    [...cfg.publicOrigins, cfg.issuer, ...cfg.redirectUris].flatMap((u) => {
      try {
        return [new URL(u).origin]
      } catch {
        return []
      }
    }),
  )
  /**
   * A state-changing request that a browser could send from another site: refused when its Origin is foreign
   * (browsers send Origin on every cross-origin POST; clients that are not browsers send none). `null` says
   * nothing (our own pages send it, under Referrer-Policy: no-referrer), so it passes to the real checks: the
   * form's anti-forgery token, logout's Authorization header.
   */
  const foreignOrigin = (c: Context) => {
    const origin = c.req.header('origin')
    return origin !== undefined && origin !== 'null' && !allowedOrigins.has(origin)
  }
  const sameOrigin: MiddlewareHandler = async (c, next) => {
    if (foreignOrigin(c)) throw new ApiError(403, 403, 'cross-origin request refused')
    await next()
  }

  const csrfCookieName = (c: Context) => (isHttps(c, cfg) ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE)
  const csrfToken = (seed: string) =>
    createHmac('sha256', cfg.tokenSecret).update(`csrf.${seed}`).digest('base64url')
  /** The form's token for this browser, setting the cookie it is bound to when the browser has none yet. */
  function csrfFor(c: Context): string {
    let seed = getCookie(c, csrfCookieName(c))
    if (!seed || !/^[A-Za-z0-9_-]{32}$/.test(seed)) {
      seed = randomId(24)
      setCookie(c, csrfCookieName(c), seed, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: isHttps(c, cfg),
      })
    }
    return csrfToken(seed)
  }
  /** The posted token matches the one bound to the browser's cookie (a forged post has neither). */
  function csrfValid(c: Context, posted: unknown): boolean {
    const seed = getCookie(c, csrfCookieName(c))
    if (!seed || typeof posted !== 'string') return false
    const a = Buffer.from(posted)
    const b = Buffer.from(csrfToken(seed))
    return a.length === b.length && timingSafeEqual(a, b)
  }

  /**
   * The password check behind both sign-ins, under the sign-in limit: `{ retryAfter }` (seconds) when the
   * caller must wait, else `{ user }`, the user when the password is right or null. A hash is always verified.
   */
  async function checkPassword(c: Context, username: string, password: string) {
    const address = clientAddress(c, cfg)
    const retryAfter = await limiter.retryAfter(username, address)
    if (retryAfter) return { retryAfter }
    const user = await findUserByName(db, username)
    const right = await verifyPassword(password, user?.password_hash ?? (await dummyHash))
    if (!user || !right) {
      await limiter.failed(username, address)
      return { user: null }
    }
    await limiter.succeeded(username)
    return { user }
  }

  /**
   * A redirect URI is registered when it is exactly one of the configured ones (each public origin's
   * <basePath>auth-redirect, plus REDIRECT_URIS): never derived from the request's Host header, and no other
   * scheme, port, path or query of it.
   */
  const isRegisteredRedirect = (uri: string) => cfg.redirectUris.includes(uri)

  type Params = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>

  /** Validates client and redirect first (errors there are shown, never redirected), then the rest. */
  function checkAuthorize(c: Context, p: Params): Response | { redirect: URL } {
    if (p.client_id !== String(cfg.clientId)) return c.html(errorPage('Unknown client.'), 400)
    if (!p.redirect_uri || !isRegisteredRedirect(p.redirect_uri))
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
    // PKCE is required (RFC 9700 §2.1.1): a code is useless to whoever intercepts it without the verifier.
    if (!p.code_challenge) return oauthError('invalid_request', 'A PKCE code_challenge (S256) is required.')
    if (p.code_challenge_method !== 'S256')
      return oauthError('invalid_request', 'Only the S256 code challenge method is supported.')
    if (!/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge))
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
        csrf: csrfFor(c),
        locale: pickLocale(p.ui_locales, c.req.raw.headers),
      }),
    )
  })

  app.post('/oauth/authorize', async (c) => {
    if (foreignOrigin(c)) return c.html(errorPage('The sign-in form was sent from another site.'), 403)
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
          csrf: csrfFor(c),
          locale: pickLocale(p.ui_locales, c.req.raw.headers),
          username,
          error,
          retryAfter,
        }),
        status,
        retryAfter ? { 'Retry-After': String(retryAfter) } : {},
      )
    if (Object.values(form).some((v) => typeof v === 'string' && v.includes('\0')))
      return c.html(errorPage('The request contains a NUL character.'), 400)
    // Login CSRF: a form posted by another site carries no token bound to this browser's cookie.
    if (!csrfValid(c, form.csrf_token)) return again('expired', 403)
    if (!username || !password || username.length > 100 || password.length > 200) return again('missing', 400)
    const signIn = await checkPassword(c, username, password)
    if (signIn.retryAfter) return again('tooMany', 429, signIn.retryAfter)
    const user = signIn.user
    if (!user) return again('badCredentials', 401)
    if (user.disabled) return again('disabled', 403)
    if (user.must_change_password) return askNewPassword(c, user, p)
    return finishSignIn(c, user, p, checked.redirect)
  })

  /** Signed in: the account-service session (single sign-on cookie), then the code back to the client. */
  async function finishSignIn(c: Context, user: UserRow, p: Params, redirect: URL) {
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
        secure: isHttps(c, cfg),
      },
    )
    return issueCode(user, p, redirect, c)
  }

  const PASSWORD_PATH = '/oauth/password'
  const askNewPassword = (c: Context, user: UserRow, p: Params, error?: PasswordChangeError) =>
    c.html(
      changePasswordPage({
        action: PASSWORD_PATH,
        params: p as Record<string, string>,
        csrf: csrfFor(c),
        ticket: changeTicket(cfg.tokenSecret, user),
        locale: pickLocale(p.ui_locales, c.req.raw.headers),
        username: user.username,
        error,
      }),
      error ? 400 : 200,
    )

  /**
   * The new password after a temporary one (password-change.ts): same Origin and CSRF checks as the sign-in
   * form, then the ticket; the temporary password is replaced, other sessions end, and the sign-in completes.
   */
  app.post(PASSWORD_PATH, async (c) => {
    if (foreignOrigin(c)) return c.html(errorPage('The sign-in form was sent from another site.'), 403)
    const form = await c.req.parseBody()
    const p = pickParams(form as Record<string, string>)
    const checked = checkAuthorize(c, p)
    if (checked instanceof Response) return checked
    if (Object.values(form).some((v) => typeof v === 'string' && v.includes('\0')))
      return c.html(errorPage('The request contains a NUL character.'), 400)
    const signInAgain = () =>
      c.html(
        signInPage({
          action: '/oauth/authorize',
          params: p as Record<string, string>,
          csrf: csrfFor(c),
          locale: pickLocale(p.ui_locales, c.req.raw.headers),
          error: 'expired',
        }),
        403,
      )
    if (!csrfValid(c, form.csrf_token)) return signInAgain()
    const user = await findUserByName(db, String(form.username ?? '').trim())
    if (!ticketHolds(cfg.tokenSecret, form.ticket, user)) return signInAgain()
    const chosen = typeof form.new_password === 'string' ? form.new_password.slice(0, 201) : ''
    const repeated = typeof form.repeat_password === 'string' ? form.repeat_password.slice(0, 201) : ''
    const error = await newPasswordError(user, chosen, repeated)
    if (error) return askNewPassword(c, user, p, error)
    const { rows } = await db.query<{ id: number }>(
      `update users set password_hash = $3, must_change_password = false
       where id = $1 and password_hash = $2 returning id`,
      [user.id, user.password_hash, await hashPassword(chosen)],
    )
    if (!rows[0]) return signInAgain()
    await db.query('update sessions set revoked_at = now() where revoked_at is null and user_id = $1', [
      user.id,
    ])
    return finishSignIn(c, user, p, checked.redirect)
  })

  async function createSession(userId: number): Promise<string> {
    const sid = randomId()
    await db.query(
      `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
      [sid, userId, cfg.tokenTtlSeconds],
    )
    return sid
  }

  async function tokensFor(user: UserRow, sid: string, nonce?: string | null) {
    const iat = now()
    const exp = iat + cfg.tokenTtlSeconds
    return {
      token_type: 'Bearer',
      access_token: signToken(cfg.tokenSecret, { sub: user.username, sid, typ: 'access', iat, exp }),
      // Signed with the published key (ES256 or RS256), so any OpenID client can verify it against the JWKS.
      id_token: await signIdToken(await key(), {
        iss: cfg.issuer,
        sub: user.username,
        aud: String(cfg.clientId),
        iat,
        exp,
        auth_time: iat,
        sid,
        name: user.nickname,
        ...(nonce ? { nonce } : {}),
      }),
      expires_in: cfg.tokenTtlSeconds,
    }
  }

  type Redeemed =
    | { tokens: Awaited<ReturnType<typeof tokensFor>> }
    | { error: 'invalid_grant' | 'invalid_request'; field: string; description: string }

  /**
   * Exchanges a code once (the update claims it atomically; a second exchange finds used_at set). The PKCE
   * verifier must match; client_id and redirect_uri, when given (always at the standard endpoint), must be
   * the ones the code was issued for.
   */
  async function redeem(g: {
    code: string
    verifier: string | undefined
    clientId: string | undefined
    redirectUri: string | undefined
  }): Promise<Redeemed> {
    const { rows } = await db.query<{
      user_id: number
      client_id: number
      redirect_uri: string
      code_challenge: string | null
      nonce: string | null
    }>(
      `update auth_codes set used_at = now() where code = $1 and used_at is null and expires_at > now()
       returning user_id, client_id, redirect_uri, code_challenge, nonce`,
      [g.code],
    )
    const grant = rows[0]
    const refuse = (field: string, description: string) =>
      ({ error: 'invalid_grant', field, description }) as const
    if (!grant) return refuse('code', 'invalid or expired code')
    if (g.clientId !== undefined && g.clientId !== String(grant.client_id))
      return refuse('client_id', 'the code was issued to another client')
    if (g.redirectUri !== undefined && g.redirectUri !== grant.redirect_uri)
      return refuse('redirect_uri', 'redirect_uri differs from the authorization request')
    const computed = g.verifier ? createHash('sha256').update(g.verifier).digest('base64url') : ''
    if (!grant.code_challenge || computed !== grant.code_challenge)
      return refuse('code_verifier', 'code_verifier does not match')
    const { rows: users } = await db.query<UserRow>('select * from users where id = $1 and not disabled', [
      grant.user_id,
    ])
    const user = users[0]
    if (!user) return refuse('code', 'the user is disabled')
    const sid = await createSession(Number(user.id))
    return { tokens: await tokensFor(user, sid, grant.nonce) }
  }

  const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
  const malformed = (v: string | undefined) => v !== undefined && (v.length > 2000 || v.includes('\0'))

  /** The console's exchange (spec): JSON `{code, code_verifier, redirect_uri?}`, answered in the envelope. */
  app.post('/api/oauth/token', async (c) => {
    // The body reader's checks (depth, NUL, prototype keys) before anything is read from it.
    const body = parseJsonBody(await c.req.text()) as Record<string, unknown> | null
    const code = str(body?.code) ?? ''
    const verifier = str(body?.code_verifier)
    // A client id is a string or a number; anything else (an object, a nested array) is malformed.
    const id = body?.client_id
    const clientId =
      id === undefined ? undefined : typeof id === 'string' || typeof id === 'number' ? String(id) : '\0'
    const redirectUri = str(body?.redirect_uri)
    if (!code || code.length > 200 || code.includes('\0'))
      throw badRequest('code is required', [{ field: 'code', message: 'required' }])
    if ([verifier, clientId, redirectUri].some(malformed)) throw badRequest('malformed request')
    const r = await redeem({ code, verifier, clientId, redirectUri })
    if ('error' in r) throw badRequest(r.description, [{ field: r.field, message: r.description }])
    return ok(c, r.tokens)
  })

  /**
   * The standard token endpoint (RFC 6749 §4.1.3 with RFC 7636): form-encoded request from a public client
   * (client_id in the body), plain JSON answer (§5.1), errors as `{error, error_description}` (§5.2).
   */
  app.post('/oauth/token', async (c) => {
    const fail = (error: string, description: string, status: 400 | 401 = 400) =>
      c.json({ error, error_description: description }, status, {
        'Cache-Control': 'no-store',
        Pragma: 'no-cache',
      })
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded')
      return fail('invalid_request', 'the body must be application/x-www-form-urlencoded')
    const form = new URLSearchParams(await c.req.text())
    for (const name of new Set(form.keys()))
      if (form.getAll(name).length > 1) return fail('invalid_request', `${name} is repeated`)
    const field = (name: string) => form.get(name) ?? undefined
    const [grantType, code, redirectUri, clientId, verifier] = [
      'grant_type',
      'code',
      'redirect_uri',
      'client_id',
      'code_verifier',
    ].map(field)
    if ([grantType, code, redirectUri, clientId, verifier].some(malformed))
      return fail('invalid_request', 'a parameter is malformed')
    if (grantType !== 'authorization_code')
      return fail('unsupported_grant_type', 'only authorization_code is supported')
    if (c.req.header('authorization'))
      return fail('invalid_client', 'this is a public client: send client_id in the body', 401)
    if (clientId !== String(cfg.clientId)) return fail('invalid_client', 'unknown client_id', 401)
    if (!code) return fail('invalid_request', 'code is required')
    if (!redirectUri) return fail('invalid_request', 'redirect_uri is required')
    if (!verifier || !VERIFIER.test(verifier))
      return fail('invalid_request', 'code_verifier is required (RFC 7636)')
    const r = await redeem({ code, verifier, clientId, redirectUri })
    if ('error' in r) return fail(r.error, r.description)
    return c.json(r.tokens, 200, {
      'Cache-Control': 'no-store',
      Pragma: 'no-cache',
    })
  })

  /** OpenID Connect Discovery 1.0: where the endpoints are, and what they support. */
  app.get('/.well-known/openid-configuration', async (c) =>
    c.json({
      issuer: cfg.issuer,
      authorization_endpoint: endpoint('/oauth/authorize'),
      token_endpoint: endpoint('/oauth/token'),
      jwks_uri: endpoint('/.well-known/jwks.json'),
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [(await key()).alg],
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'name'],
      ui_locales_supported: ['zh', 'en', 'ja'],
    }),
  )

  /** The public key id tokens are signed with (RFC 7517). */
  app.get('/.well-known/jwks.json', async (c) =>
    c.json({ keys: [(await key()).publicJwk] }, 200, { 'Cache-Control': 'public, max-age=300' }),
  )

  /** The console's own username/password sign-in (spec section 7). */
  app.post('/v1/login', async (c) => {
    const body = parseJsonBody(await c.req.text()) as Record<string, unknown> | null
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
    // A temporary password is changed on the account service's page first (the sign-in page asks for it).
    if (user.must_change_password)
      return c.json(
        {
          code: 403,
          msg: 'Choose a new password on the sign-in page first',
          data: { passwordChangeRequired: true },
        },
        403,
      )
    const sid = await createSession(Number(user.id))
    const t = await tokensFor(user, sid)
    return ok(c, {
      token: `${t.token_type} ${t.access_token}`,
      id_token: t.id_token,
      nickname: user.nickname,
      avatar: user.avatar,
    })
  })

  /** The read-only /api/ calls the spec addresses with cookies also take the Admin-Token cookie. */
  const authedRead = requireUser(db, cfg.tokenSecret, { cookie: true })
  const authed = requireUser(db, cfg.tokenSecret)
  const menu = (c: Context<AppEnv>) => ok(c, menuResponse(c.get('user').grants))
  app.get('/api/oauth/menu', authedRead, menu)
  app.get('/api/v1/authority/menu', authedRead, menu)
  app.get('/api/oauth/user', authedRead, (c) => {
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

  /**
   * Ends the server session (the access token and the single-sign-on cookie stop working at once). Only with
   * the token in the Authorization header and from an allowed Origin: another site can make a browser post
   * here with its cookies, but not with that header.
   */
  app.post('/api/oauth/logout', sameOrigin, authed, async (c) => {
    await db.query('update sessions set revoked_at = now() where id = $1', [c.get('user').sessionId])
    const sso = getCookie(c, SSO_COOKIE)
    const claims = sso ? verifyToken(cfg.tokenSecret, sso, 'sso') : undefined
    if (claims) await db.query('update sessions set revoked_at = now() where id = $1', [claims.sid])
    deleteCookie(c, SSO_COOKIE, { path: '/' })
    return ok(c, null)
  })

  return app
}
