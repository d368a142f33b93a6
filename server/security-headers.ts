import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { ServerConfig } from './config'
import { isHttps } from './proxy'
import { builtIndexStamp, builtInlineScripts } from './static'

const API_PATHS = /^\/(v1|api|oauth)\//

const originOf = (url: string) => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Security headers on every response (issue 18, section 6):
 * - Content-Security-Policy: scripts only from this origin plus the inline scripts, the runtime configuration
 *   injected into index.html and the built page's boot script, allowed by their SHA-256 (no 'unsafe-inline'). Styles
 *   allow inline (component libraries set style attributes; the sign-in page has one <style>). Calls go to
 *   this origin and the configured ACCOUNT_HOST, API_BASE and PRODUCT_HOST; forms post to this origin and the
 *   registered redirect URIs' origins (the sign-in form redirects there); framing only by FRAME_ANCESTORS.
 * - X-Frame-Options DENY when no framing is allowed (older browsers ignore frame-ancestors).
 * - Strict-Transport-Security on requests that arrived over https (by X-Forwarded-Proto only with TRUST_PROXY).
 * - Cache-Control: no-store on API JSON (/v1, /api, /oauth) unless the route set its own.
 */
export function securityHeaders(cfg: ServerConfig, inlineScripts: string[]): MiddlewareHandler {
  // The built page's own boot script too, read again when the build changes (it may come after the start).
  let secure: MiddlewareHandler | undefined
  let builtStamp: string | undefined
  return async (c, next) => {
    // Only the console's pages run its scripts: API calls keep the policy as it is (no file check per call).
    const page = !API_PATHS.test(c.req.path)
    if (!secure || (page && builtIndexStamp(cfg.distDir) !== builtStamp)) {
      const built = builtInlineScripts(cfg.distDir)
      builtStamp = built?.stamp
      secure = secureHeadersFor(cfg, [...inlineScripts, ...(built?.scripts ?? [])])
    }
    await secure!(c, async () => {
      await next()
      // Set on the answer's own headers: c.header() after the answer is made rebuilds it as a stream.
      if (isHttps(c, cfg))
        c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
      const path = c.req.path
      const json = (c.res.headers.get('content-type') ?? '').includes('application/json')
      if (json && API_PATHS.test(path) && !c.res.headers.has('cache-control'))
        c.res.headers.set('Cache-Control', 'no-store')
    })
  }
}

function secureHeadersFor(cfg: ServerConfig, inlineScripts: string[]): MiddlewareHandler {
  const hashes = inlineScripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`)
  const hosts = [cfg.accountHost, cfg.apiBase, cfg.productHost].map(originOf).filter((o): o is string => !!o)
  const redirects = cfg.redirectUris.map(originOf).filter((o): o is string => !!o)
  const framing = cfg.frameAncestors.length ? cfg.frameAncestors : ["'none'"]
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...hashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...new Set(hosts)],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...new Set(redirects)],
      frameAncestors: framing,
    },
    xFrameOptions: cfg.frameAncestors.length ? false : 'DENY',
    strictTransportSecurity: false,
    // The console's scripts are loaded by micro-frontend hosts on other origins (embed.js).
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    referrerPolicy: 'no-referrer',
  })
  return secure
}
