import type { QueryClient } from '@tanstack/react-query'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { ApiError } from '@/api/client'
import { menuNodeByPath } from '@/domain/menu'
import { isPathPermitted, type Access } from './access'
import { menuQuery } from './session-queries'
import { startSignIn } from './sign-in'
import { clearTokens, getToken } from './tokens'

/** Shell routes inside the layout that every signed-in user may open. */
const ALWAYS_PERMITTED = [/^\/$/, /^\/redirect(\/|$)/]

/**
 * The layout's guard: no token → the account service; a dead token → sign in again and come back;
 * a known path outside the user's menu → 401. Returns the access model for the shell.
 */
export async function guardLayout(
  queryClient: QueryClient,
  location: ParsedLocation,
): Promise<{ access: Access }> {
  if (!getToken()) return startSignIn(location.href)
  let access: Access
  try {
    access = await queryClient.ensureQueryData(menuQuery)
  } catch (e) {
    if (e instanceof ApiError && e.code === 401) {
      clearTokens()
      return startSignIn(location.href)
    }
    throw e
  }
  const path = location.pathname
  if (!access.hasMenu || ALWAYS_PERMITTED.some((re) => re.test(path))) return { access }
  if (!isPathPermitted(access, path)) {
    throw redirect({ to: menuNodeByPath(path) ? '/401' : '/404', replace: true })
  }
  return { access }
}
