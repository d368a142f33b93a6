import type { Context, MiddlewareHandler } from 'hono'
import type { ServerConfig } from '../config'
import { ApiError } from '../api/envelope'

/** Origins whose pages may post the sign-in form and call logout: this server's and the registered clients'. */
export function originGuard(cfg: ServerConfig) {
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
  return { foreignOrigin, sameOrigin }
}
