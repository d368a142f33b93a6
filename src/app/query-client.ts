import { QueryClient } from '@tanstack/react-query'
import { connectivity, setProbeUrl } from '@/api/connectivity'
import { addressRequest } from '@/api/addressing'
import { ApiError, countEarlyAnswers } from '@/api/client'
import { currentUsername } from '@/api/tokens'
import { createUserScopedPersister } from '@/offline/persister'
import { runtimeConfig } from '@/api/runtime-config'

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
  const stop = connectivity.start()
  return () => {
    stop()
    offRecover()
  }
}
