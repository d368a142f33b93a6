import type { RuntimeConfig } from '@/domain/config'
import { addressRequest } from './addressing'

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | undefined>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Caller shows errors itself (forms with field errors, the sign-in flow): no toast. */
  quiet?: boolean
  responseType?: 'json' | 'blob'
}

export interface RequestInit {
  method: NonNullable<RequestOptions['method']>
  query?: RequestOptions['query']
  body?: BodyInit | Record<string, unknown>
  headers: Record<string, string>
  credentials: RequestCredentials
  signal?: AbortSignal
  responseType: 'json' | 'blob'
}

/**
 * Everything about a request that follows from the addressing rules (spec section 7), computed without side
 * effects: the URL, whether cookies go along, and the token headers for product-API calls only.
 * No timeout here: client.ts bounds reads (api/connectivity.ts); writes and downloads are not bounded.
 */
export function buildRequestInit(
  path: string,
  opts: RequestOptions,
  cfg: Pick<RuntimeConfig, 'accountHost' | 'apiBase' | 'productHost'>,
  tokens: { token?: string; idToken?: string },
): { url: string; init: RequestInit } {
  const addr = addressRequest(path, cfg)
  const headers: Record<string, string> = { ...opts.headers }
  if (addr.withTokens) {
    if (tokens.token) headers.Authorization = tokens.token
    if (tokens.idToken) headers['Id-Token'] = tokens.idToken
  }
  return {
    url: addr.url,
    init: {
      method: opts.method ?? 'GET',
      query: opts.query,
      body: opts.body as RequestInit['body'],
      headers,
      credentials: addr.credentials,
      signal: opts.signal,
      responseType: opts.responseType ?? 'json',
    },
  }
}
