import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import type { AppEnv } from '../api/auth'
import { badRequest, ok } from '../api/envelope'
import { parseJsonBody } from '../api/request-body'
import type { IdentityContext } from './identity-context'
import type { IssuedTokens } from './session-tokens'
import type { UserRow } from './users'

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/

type Redeemed =
  | { tokens: IssuedTokens }
  | { error: 'invalid_grant' | 'invalid_request'; field: string; description: string }

const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
const malformed = (v: string | undefined) => v !== undefined && (v.length > 2000 || v.includes('\0'))

/** Code exchange (the console's and the standard token endpoint), OpenID discovery and the public key. */
export function tokenRoutes(app: Hono<AppEnv>, ctx: IdentityContext) {
  const { cfg, db } = ctx
  const endpoint = (path: string) => `${cfg.issuer}${path}`

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
    const sid = await ctx.createSession(Number(user.id))
    return { tokens: await ctx.tokensFor(user, sid, grant.nonce) }
  }

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
      id_token_signing_alg_values_supported: [(await ctx.key()).alg],
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'name'],
      ui_locales_supported: ['zh', 'en', 'ja'],
    }),
  )

  /** The public key id tokens are signed with (RFC 7517). */
  app.get('/.well-known/jwks.json', async (c) =>
    c.json({ keys: [(await ctx.key()).publicJwk] }, 200, { 'Cache-Control': 'public, max-age=300' }),
  )
}
