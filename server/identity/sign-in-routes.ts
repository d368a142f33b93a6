import type { Context, Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../api/auth'
import { hashPassword } from '../db/passwords'
import { isHttps } from '../proxy'
import { checkAuthorize, issueCode, pickParams, type AuthorizeParams } from './authorize-request'
import type { IdentityContext } from './identity-context'
import { changeTicket, newPasswordError, ticketHolds } from './password-change'
import { SSO_COOKIE } from './session-tokens'
import {
  changePasswordPage,
  errorPage,
  pickLocale,
  signInPage,
  type PasswordChangeError,
  type SignInError,
} from './sign-in-page'
import { signToken, verifyToken } from './tokens'
import { findUserByName, userForSession, type UserRow } from './users'

const PASSWORD_PATH = '/oauth/password'

const hasNulField = (form: Record<string, unknown>) =>
  Object.values(form).some((v) => typeof v === 'string' && v.includes('\0'))

/** The sign-in page (authorization endpoint), its form, and the new password after a temporary one. */
export function signInRoutes(app: Hono<AppEnv>, ctx: IdentityContext) {
  const { cfg, db, now, foreignOrigin, csrfFor, csrfValid } = ctx

  app.get('/oauth/authorize', async (c) => {
    const p = pickParams(c.req.query())
    const checked = checkAuthorize(cfg, c, p)
    if (checked instanceof Response) return checked
    // Single sign-on: a live account-service session skips the form.
    const sso = getCookie(c, SSO_COOKIE)
    const claims = sso ? verifyToken(cfg.tokenSecret, sso, 'sso') : undefined
    if (claims && (await userForSession(db, claims.sid))) {
      const user = await findUserByName(db, claims.sub)
      if (user && !user.disabled) return issueCode(cfg, db, c, user, p, checked.redirect)
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
    const checked = checkAuthorize(cfg, c, p)
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
    if (hasNulField(form)) return c.html(errorPage('The request contains a NUL character.'), 400)
    // Login CSRF: a form posted by another site carries no token bound to this browser's cookie.
    if (!csrfValid(c, form.csrf_token)) return again('expired', 403)
    if (!username || !password || username.length > 100 || password.length > 200) return again('missing', 400)
    const signIn = await ctx.checkPassword(c, username, password)
    if (signIn.retryAfter) return again('tooMany', 429, signIn.retryAfter)
    const user = signIn.user
    if (!user) return again('badCredentials', 401)
    if (user.disabled) return again('disabled', 403)
    if (user.must_change_password) return askNewPassword(c, user, p)
    return finishSignIn(c, user, p, checked.redirect)
  })

  /** Signed in: the account-service session (single sign-on cookie), then the code back to the client. */
  async function finishSignIn(c: Context, user: UserRow, p: AuthorizeParams, redirect: URL) {
    const sid = await ctx.createSession(user.id)
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
    return issueCode(cfg, db, c, user, p, redirect)
  }

  const askNewPassword = (c: Context, user: UserRow, p: AuthorizeParams, error?: PasswordChangeError) =>
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
    const checked = checkAuthorize(cfg, c, p)
    if (checked instanceof Response) return checked
    if (hasNulField(form)) return c.html(errorPage('The request contains a NUL character.'), 400)
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
}
