import { QueryClient } from '@tanstack/react-query'
import { connectivity, PROBE_TIMEOUT_MS, setProbeUrl } from '@/api/connectivity'
import { addressRequest } from '@/api/addressing'
import { ApiError, countEarlyAnswers } from '@/api/client'
import { currentUsername } from '@/api/tokens'
import { createUserScopedPersister } from '@/offline/persister'
import { runtimeConfig } from '@/api/runtime-config'
import { afterFirstScreen } from '@/ui/first-screen'

/**
 * Reads retry with backoff on transport errors only (a business error answer is final), and only while the
 * server answers. `offlineFirst` lets a query run its persister offline, so pages seen before render from
 * IndexedDB after a reload.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        networkMode: 'offlineFirst',
        persister: createUserScopedPersister(runtimeConfig().buildId, currentUsername, connectivity.online),
        // No retry while the server is unreachable: the read fails at once, the device's copy (if any) stays
        // on screen, and the probe brings fresh data when the server is back.
        retry: (failures, err) =>
          failures < 3 && err instanceof ApiError && err.code === -1 && connectivity.online(),
        retryDelay: (n) => Math.min(1000 * 2 ** n, 8000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'online' },
    },
  })
}

/**
 * Starts watching whether the server answers (api/connectivity.ts). When it answers again, everything on
 * screen is read afresh without a reload. Returns cleanup.
 */
export function wireConnectivity(queryClient: QueryClient): () => void {
  setProbeUrl(addressRequest('/healthz', runtimeConfig()).url)
  const offRecover = connectivity.onRecover(() => void queryClient.invalidateQueries())
  countEarlyAnswers()
  // The heartbeat's first probe waits for the first screen, by which time a start's reads have answered and made
  // it needless: started beside them, it shared the line with the screen's code (issue 31). A stalled server,
  // which lets no screen be shown, is probed after PROBE_TIMEOUT_MS all the same.
  let stop: (() => void) | undefined
  const begin = () => void (stop ??= connectivity.start())
  const timer = setTimeout(begin, PROBE_TIMEOUT_MS)
  const cancelWait = afterFirstScreen(begin)
  return () => {
    cancelWait()
    clearTimeout(timer)
    stop?.()
    offRecover()
  }
}
