import { DASHBOARD } from '@/domain/menu'
import type { QueryClient } from '@tanstack/react-query'
import { ApiError, requestData } from '@/api/client'
import { appKeys } from '@/api/query-keys'
import { clearExchangeFlag, setExchangeSucceeded } from '@/api/exchange-flag'
import { finishPendingLogout } from './pending-logout'
import { storeAuthToken } from '@/api/tokens'

interface LoginAnswer {
  token: string
  id_token?: string
  nickname: string
  avatar: string
}

export type LoginResult =
  | { ok: true }
  | {
      ok: false
      /** passwordChangeRequired: an admin's temporary password, changed on the account service's page first. */
      reason: 'badCredentials' | 'passwordChangeRequired' | 'unreachable' | 'other'
      message: string
    }

/** The only places /login may send the user afterwards: an in-app path, never another site. */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return DASHBOARD.path
  if (/^\/(login|auth-redirect)(\?|$)/.test(raw) || raw === '/') return DASHBOARD.path
  return raw
}

const isChangeRequired = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { passwordChangeRequired?: unknown }).passwordChangeRequired === true

/**
 * The console's own sign-in (spec section 7, POST /v1/login): trims the username and stores the token pair in
 * the cookies. Navigating to the return path then fetches the menu (the layout guard).
 */
export async function loginWithPassword(
  queryClient: QueryClient,
  username: string,
  password: string,
): Promise<LoginResult> {
  // No session holds here, so a 401 means wrong credentials, not "go to sign-in".
  clearExchangeFlag()
  void finishPendingLogout()
  let answer: LoginAnswer
  try {
    answer = await requestData<LoginAnswer>('/v1/login', {
      method: 'POST',
      body: { username: username.trim(), password },
      quiet: true,
    })
  } catch (e) {
    if (e instanceof ApiError && e.code === 401)
      return { ok: false, reason: 'badCredentials', message: e.message }
    if (e instanceof ApiError && e.code === 403 && isChangeRequired(e.data))
      return { ok: false, reason: 'passwordChangeRequired', message: e.message }
    if (e instanceof ApiError && e.code === -1)
      return { ok: false, reason: 'unreachable', message: e.message }
    return { ok: false, reason: 'other', message: e instanceof Error ? e.message : String(e) }
  }
  storeAuthToken(answer.token, answer.id_token ?? '')
  setExchangeSucceeded(true)
  // The previous session's menu and user go; the layout guard fetches this user's menu on the way in.
  queryClient.removeQueries({ queryKey: appKeys.session() })
  return { ok: true }
}
