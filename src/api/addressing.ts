import type { RuntimeConfig } from '@/domain/config'

/** Paths that go to the account (identity) service host (spec section 7, "Request addressing"). */
export const ACCOUNT_PATHS = ['/api/v1/authority/menu', '/oauth/authorize'] as const

export interface Addressed {
  url: string
  /** Send cookies. */
  credentials: RequestCredentials
  /** Attach Authorization and Id-Token headers. */
  withTokens: boolean
  role: 'account' | 'api' | 'product'
}

const join = (host: string, path: string) => `${host.replace(/\/+$/, '')}${path}`

/**
 * Where a request goes:
 * - the authority-menu and oauth-authorize paths: the account service host, with cookies;
 * - other /api/ paths: the configured API base, with cookies;
 * - everything else: the product API host, with Authorization and Id-Token headers and no cookies.
 */
export function addressRequest(
  path: string,
  cfg: Pick<RuntimeConfig, 'accountHost' | 'apiBase' | 'productHost'>,
): Addressed {
  const pathname = path.split('?')[0] ?? path
  if (ACCOUNT_PATHS.some((p) => pathname === p))
    return { url: join(cfg.accountHost, path), credentials: 'include', withTokens: false, role: 'account' }
  if (pathname.startsWith('/api/'))
    return { url: join(cfg.apiBase, path), credentials: 'include', withTokens: false, role: 'api' }
  return { url: join(cfg.productHost, path), credentials: 'omit', withTokens: true, role: 'product' }
}
