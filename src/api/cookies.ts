import { runtimeConfig } from './runtime-config'
import type { RuntimeConfig } from '@/domain/config'

/** Cookies the console keeps: the token pair (spec section 9) and shell preferences. */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix))
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined
}

/** SameSite=Lax always; Secure when served over https; the configured domain when there is one. */
export function cookieString(
  name: string,
  value: string,
  cfg: Pick<RuntimeConfig, 'basePath' | 'cookieDomain'>,
  protocol: string,
  opts: { maxAgeSeconds?: number } = {},
): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${cfg.basePath}`,
    'SameSite=Lax',
  ]
  if (cfg.cookieDomain) parts.push(`domain=${cfg.cookieDomain}`)
  if (protocol === 'https:') parts.push('Secure')
  if (opts.maxAgeSeconds !== undefined) parts.push(`max-age=${opts.maxAgeSeconds}`)
  return parts.join('; ')
}

export function writeCookie(name: string, value: string, opts: { maxAgeSeconds?: number } = {}) {
  document.cookie = cookieString(name, value, runtimeConfig(), location.protocol, opts)
}

export function deleteCookie(name: string) {
  writeCookie(name, '', { maxAgeSeconds: 0 })
}
