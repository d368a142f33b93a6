import type { Context, Hono } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { requireUser, type AppEnv } from '../api/auth'
import { badRequest, ok } from '../api/envelope'
import { hasNul, parseJsonBody } from '../api/request-body'
import type { IdentityContext } from './identity-context'
import { SSO_COOKIE } from './session-tokens'
import { verifyToken } from './tokens'
import { menuResponse } from './user-menu'

/** The console's own sign-in, the signed-in user's menus and details, and logout. */
export function accountRoutes(app: Hono<AppEnv>, ctx: IdentityContext) {
  const { cfg, db } = ctx

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
    const checked = await ctx.checkPassword(c, username, password)
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
    const sid = await ctx.createSession(Number(user.id))
    const t = await ctx.tokensFor(user, sid)
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
  app.post('/api/oauth/logout', ctx.sameOrigin, authed, async (c) => {
    await db.query('update sessions set revoked_at = now() where id = $1', [c.get('user').sessionId])
    const sso = getCookie(c, SSO_COOKIE)
    const claims = sso ? verifyToken(cfg.tokenSecret, sso, 'sso') : undefined
    if (claims) await db.query('update sessions set revoked_at = now() where id = $1', [claims.sid])
    deleteCookie(c, SSO_COOKIE, { path: '/' })
    return ok(c, null)
  })
}
