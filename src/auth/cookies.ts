import { runtimeConfig } from '@/app/runtime-config'

/** Cookies the console keeps: the token pair (spec section 9) and shell preferences. */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix))
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined
}

/** SameSite=Lax always; Secure when served over https; the configured domain when there is one. */
export function writeCookie(name: string, value: string, opts: { maxAgeSeconds?: number } = {}) {
  const cfg = runtimeConfig()
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${cfg.basePath}`,
    'SameSite=Lax',
  ]
  if (cfg.cookieDomain) parts.push(`domain=${cfg.cookieDomain}`)
  if (location.protocol === 'https:') parts.push('Secure')
  if (opts.maxAgeSeconds !== undefined) parts.push(`max-age=${opts.maxAgeSeconds}`)
  document.cookie = parts.join('; ')
}

export function deleteCookie(name: string) {
  writeCookie(name, '', { maxAgeSeconds: 0 })
}
