import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/client'

/** Reads retry with backoff on transport errors only; a business error answer is final. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: (failures, err) => failures < 3 && err instanceof ApiError && err.code === -1,
        retryDelay: (n) => Math.min(1000 * 2 ** n, 8000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
