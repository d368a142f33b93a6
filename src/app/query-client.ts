import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/client'
import { currentUsername } from '@/api/tokens'
import { createUserScopedPersister } from '@/offline/persister'
import { runtimeConfig } from '@/api/runtime-config'

/**
 * Reads retry with backoff on transport errors only (a business error answer is final). `offlineFirst` lets
 * a query run its persister offline, so pages seen before render from IndexedDB after a reload.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        networkMode: 'offlineFirst',
        persister: createUserScopedPersister(runtimeConfig().buildId, currentUsername),
        retry: (failures, err) => failures < 3 && err instanceof ApiError && err.code === -1,
        retryDelay: (n) => Math.min(1000 * 2 ** n, 8000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'online' },
    },
  })
}
