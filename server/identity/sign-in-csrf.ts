import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { ServerConfig } from '../config'
import { isHttps } from '../proxy'
import { randomId } from './tokens'

/** The sign-in form's double-submit cookie; `__Host-` over https, so a sibling subdomain cannot plant one. */
const CSRF_COOKIE = 'boc_csrf'

/** The sign-in form's anti-forgery token, bound to a cookie of the browser. */
export function signInCsrf(cfg: ServerConfig) {
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
  return { csrfFor, csrfValid }
}
