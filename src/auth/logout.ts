import type { QueryClient } from '@tanstack/react-query'
import { clearExchangeFlag } from '@/api/exchange-flag'
import { endServerSession, rememberPendingLogout } from './pending-logout'
import { clearTokens, getToken } from '@/api/tokens'
import { wipeBrowserData } from './wipe'

/** Hooks other modules register to wipe what they keep (persisted cache, drafts, open connections). */
const wipers = new Set<() => Promise<void> | void>()
export const onLogoutWipe = (fn: () => Promise<void> | void) => {
  wipers.add(fn)
  return () => void wipers.delete(fn)
}

/**
 * Ends the server session (best effort; offline it is finished later, see pending-logout.ts), wipes every
 * cached business datum, then reloads.
 */
export async function logout(queryClient: QueryClient) {
  const token = getToken()
  if (token && !(await endServerSession(token))) rememberPendingLogout(token)
  clearTokens()
  clearExchangeFlag()
  await queryClient.cancelQueries()
  queryClient.clear()
  await Promise.allSettled([...wipers].map(async (w) => w()))
  await wipeBrowserData()
  location.reload()
}
