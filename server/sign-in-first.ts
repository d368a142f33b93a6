import { createHash, randomBytes } from 'node:crypto'
import type { Context, Next } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/domain/config'
import {
  ATTEMPT_TTL_MS,
  LANGUAGE_COOKIE,
  PENDING_LOGOUT_COOKIE,
  TOKEN_COOKIE,
  serverAttemptCookie,
} from '@/domain/session-cookies'
import type { ServerConfig } from './config'
import { isHttps } from './proxy'

const token = (bytes: number) => randomBytes(bytes).toString('base64url')

/** The origin the browser used, as far as this server can tell (https by the request or a trusted proxy). */
function requestOrigin(c: Context, cfg: ServerConfig): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host
  return `${isHttps(c, cfg) ? 'https' : 'http'}://${host}`
}

/**
 * A signed-out visit of the console's root goes to the sign-in page straight from the server (issue 31), saving
 * the trip through index.html's boot script (src/auth/boot-sign-in.ts), which does the same in the browser.
 * Only where the server knows as much as that script: a top-level navigation, no token and no pending logout
 * in the cookies, and an origin this server is configured to be reached at (the redirect URI must be the one
 * the console will name when it exchanges the code). The PKCE verifier, which the console keeps in its tab's
 * session storage when it starts an attempt itself, goes in a cookie only <basePath>auth-redirect can read;
 * the console takes it from there once (src/auth/authorize-trip.ts). Everything else gets the console as before.
 */
export function signInFirst(cfg: ServerConfig) {
  return async (c: Context, next: Next) => {
    const navigation =
      c.req.header('sec-fetch-mode') === 'navigate' && c.req.header('sec-fetch-dest') === 'document'
    const origin = requestOrigin(c, cfg)
    if (
      !navigation ||
      getCookie(c, TOKEN_COOKIE) ||
      getCookie(c, PENDING_LOGOUT_COOKIE) ||
      !cfg.publicOrigins.includes(origin)
    )
      return next()
    const state = token(16)
    const verifier = token(32)
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const language = LANGUAGES.find((l) => l === getCookie(c, LANGUAGE_COOKIE)) ?? DEFAULT_LANGUAGE
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: String(cfg.clientId),
      scope: 'openid profile',
      state,
      redirect_uri: `${origin}${cfg.basePath}auth-redirect`,
      nonce: token(16),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ui_locales: language,
    })
    setCookie(c, serverAttemptCookie(state), `${verifier}.${Date.now()}`, {
      path: `${cfg.basePath}auth-redirect`,
      sameSite: 'Lax',
      secure: isHttps(c, cfg),
      maxAge: ATTEMPT_TTL_MS / 1000,
    })
    c.header('cache-control', 'no-store')
    return c.redirect(`${cfg.accountHost.replace(/\/+$/, '')}/oauth/authorize?${params}`, 302)
  }
}
