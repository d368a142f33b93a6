import { ApiError, request } from '@/api/client'
import { deleteCookie, readCookie, writeCookie } from '@/api/cookies'
import { PENDING_LOGOUT_COOKIE } from '@/api/tokens'

/**
 * A logout the server has not heard of yet (offline, or the call failed). Until it has, the account service's
 * single-sign-on session is alive and would sign the user straight back in, so the console keeps the old token
 * (in a cookie, like every token) only to end that session once the network is back, and meanwhile sends the
 * user to its own /login page instead of the account service.
 */
const COOKIE = PENDING_LOGOUT_COOKIE
const SERVER_LOGOUT_WAIT_MS = 3000

/** Ends the server session of `authToken` ("<type> <token>"); true when it is over (also when already dead). */
export async function endServerSession(authToken: string | undefined): Promise<boolean> {
  if (!authToken) return true
  if (!navigator.onLine) return false
  try {
    await request('/api/oauth/logout', {
      method: 'POST',
      quiet: true,
      headers: { Authorization: authToken },
      signal: AbortSignal.timeout(SERVER_LOGOUT_WAIT_MS),
    })
    return true
  } catch (e) {
    return e instanceof ApiError && e.code === 401
  }
}

export function rememberPendingLogout(authToken: string) {
  writeCookie(COOKIE, authToken)
}

/** Finishes a pending logout if there is one; false while the server still cannot be told. */
export async function finishPendingLogout(): Promise<boolean> {
  const token = readCookie(COOKIE)
  if (!token) return true
  const ended = await endServerSession(token)
  if (ended) deleteCookie(COOKIE)
  return ended
}
