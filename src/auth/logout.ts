import type { QueryClient } from '@tanstack/react-query'
import { request } from '@/api/client'
import { clearTokens } from './tokens'

/** Hooks other modules register to wipe what they keep (persisted cache, drafts). */
const wipers = new Set<() => Promise<void> | void>()
export const onLogoutWipe = (fn: () => Promise<void> | void) => {
  wipers.add(fn)
  return () => void wipers.delete(fn)
}

/** Ends the server session (best effort, also offline), wipes every cached business datum, then reloads. */
export async function logout(queryClient: QueryClient) {
  await request('/api/oauth/logout', { method: 'POST', quiet: true }).catch(() => undefined)
  clearTokens()
  queryClient.clear()
  await Promise.allSettled([...wipers].map((w) => w()))
  sessionStorage.clear()
  location.reload()
}
