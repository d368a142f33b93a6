import { queryOptions } from '@tanstack/react-query'
import { requestData } from '@/api/client'
import { appKeys } from '@/api/query-keys'
import { dashboardSchema } from '@/domain/dashboard'

/**
 * The home page's figures: one request. Persisted per user like every query, so a reload offline shows the
 * last figures with the time the server computed them.
 */
export const dashboardQuery = queryOptions({
  queryKey: appKeys.dashboard(),
  queryFn: async ({ signal }) =>
    dashboardSchema.parse(await requestData<unknown>('/v1/dashboard', { signal })),
  staleTime: 30_000,
})
