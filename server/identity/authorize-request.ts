import type { Context } from 'hono'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import { errorPage } from './sign-in-page'
import { randomId } from './tokens'
import type { UserRow } from './users'

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

/** The parameters of an authorization request (RFC 6749 §4.1.1, RFC 7636, OpenID Connect). */
export type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>

/** The authorization parameters among a query's or a form's fields. */
export const pickParams = (src: Record<string, string | File | undefined>): AuthorizeParams =>
  Object.fromEntries(
    AUTHORIZE_PARAMS.flatMap((k) => (typeof src[k] === 'string' ? [[k, src[k] as string]] : [])),
  ) as AuthorizeParams

/**
 * Validates client and redirect first (errors there are shown, never redirected), then the rest. A redirect
 * URI is registered when it is exactly one of the configured ones (each public origin's
 * <basePath>auth-redirect, plus REDIRECT_URIS): never derived from the request's Host header, and no other
 * scheme, port, path or query of it.
 */
export function checkAuthorize(
  cfg: ServerConfig,
  c: Context,
  p: AuthorizeParams,
): Response | { redirect: URL } {
  if (p.client_id !== String(cfg.clientId)) return c.html(errorPage('Unknown client.'), 400)
  if (!p.redirect_uri || !cfg.redirectUris.includes(p.redirect_uri))
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

/** A single-use authorization code for the user, sent back to the client's redirect URI. */
export async function issueCode(
  cfg: ServerConfig,
  db: Db,
  c: Context,
  user: UserRow,
  p: AuthorizeParams,
  redirect: URL,
) {
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
