import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '@/api/client'
import { appKeys } from '@/api/query-keys'
import { trendsSchema, type TrendGrain, type TrendPeriod } from '@/domain/dashboard-trends'

/**
 * The dashboard's trends for one period and grain. The previous answer stays on screen while another period
 * loads, so the charts never collapse (no layout shift) when the user changes the period.
 */
export const trendsQuery = (days: TrendPeriod, by: TrendGrain) =>
  queryOptions({
    queryKey: appKeys.dashboardTrends(days, by),
    queryFn: async ({ signal }) =>
      trendsSchema.parse(
        await requestData<unknown>(`/v1/dashboard/trends?days=${days}&by=${by}`, { signal }),
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
