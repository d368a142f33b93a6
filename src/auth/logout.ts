import type { QueryClient } from '@tanstack/react-query'
import { request } from '@/api/client'
import { clearExchangeFlag } from './exchange-flag'
import { clearTokens } from './tokens'
import { wipeBrowserData } from './wipe'

/** Hooks other modules register to wipe what they keep (persisted cache, drafts, open connections). */
const wipers = new Set<() => Promise<void> | void>()
export const onLogoutWipe = (fn: () => Promise<void> | void) => {
  wipers.add(fn)
  return () => void wipers.delete(fn)
}

/** How long logout waits for the server before wiping anyway (a flaky network must not keep data around). */
const SERVER_LOGOUT_WAIT_MS = 3000

/** Ends the server session (best effort, skipped offline), wipes every cached business datum, then reloads. */
export async function logout(queryClient: QueryClient) {
  if (navigator.onLine) {
    await request('/api/oauth/logout', {
      method: 'POST',
      quiet: true,
      signal: AbortSignal.timeout(SERVER_LOGOUT_WAIT_MS),
    }).catch(() => undefined)
  }
  clearTokens()
  clearExchangeFlag()
  await queryClient.cancelQueries()
  queryClient.clear()
  await Promise.allSettled([...wipers].map(async (w) => w()))
  await wipeBrowserData()
  location.reload()
}
