import { deleteCookie, readCookie, writeCookie } from './cookies'

import { PENDING_LOGOUT_COOKIE, TOKEN_COOKIE } from '@/domain/session-cookies'

/** Cookie names as the old console used them; the account service also reads Admin-Token on /api/ calls. */
export { PENDING_LOGOUT_COOKIE, TOKEN_COOKIE }
export const ID_TOKEN_COOKIE = 'Id-Token'

export const getToken = () => readCookie(TOKEN_COOKIE)

const stored = new Set<() => void>()
/** Hears each sign-in of this page (a token stored), so what waits for one starts at once. */
export function onTokensStored(fn: () => void): () => void {
  stored.add(fn)
  return () => void stored.delete(fn)
}
export const getIdToken = () => readCookie(ID_TOKEN_COOKIE)

/** Stores "<token_type> <access_token>" and the id token. Never localStorage or IndexedDB. */
export function storeTokens(
  tokenType: string,
  accessToken: string,
  idToken: string,
  expiresInSeconds?: number,
) {
  storeAuthToken(`${tokenType} ${accessToken}`, idToken, expiresInSeconds)
}

/** Stores an auth token that already reads "<token_type> <access_token>" (the /v1/login answer). */
export function storeAuthToken(authToken: string, idToken: string, expiresInSeconds?: number) {
  const opts = expiresInSeconds ? { maxAgeSeconds: expiresInSeconds } : {}
  writeCookie(TOKEN_COOKIE, authToken, opts)
  writeCookie(ID_TOKEN_COOKIE, idToken, opts)
  for (const fn of [...stored]) fn()
}

export function clearTokens() {
  deleteCookie(TOKEN_COOKIE)
  deleteCookie(ID_TOKEN_COOKIE)
}

/** The signed-in user's name, read from the id token (used to key per-user state, never for trust). */
export function currentUsername(): string | undefined {
  const idToken = getIdToken()
  const body = idToken?.split('.')[1]
  if (!body) return undefined
  try {
    const json = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string }
    return json.sub
  } catch {
    return undefined
  }
}
