import type { Context } from 'hono'
import type { ServerConfig } from './config'

/**
 * Whether the client reached us over https. The request's own URL says so when TLS ends here; behind a proxy
 * that ends TLS, its X-Forwarded-Proto is believed only with TRUST_PROXY (otherwise any client could send it).
 */
export function isHttps(c: Context, cfg: Pick<ServerConfig, 'trustProxy'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  if (!cfg.trustProxy) return false
  const first = (c.req.header('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}

/**
 * The last X-Forwarded-For hop, the address our trusted proxy saw (earlier hops are the client's own claims),
 * with TRUST_PROXY only; undefined otherwise.
 */
export function forwardedFor(c: Context, cfg: Pick<ServerConfig, 'trustProxy'>): string | undefined {
  if (!cfg.trustProxy) return undefined
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((h) => h.trim())
  return hops.filter(Boolean).at(-1)
}
