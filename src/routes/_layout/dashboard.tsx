import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/dashboard-page'

export const Route = createFileRoute('/_layout/dashboard')({
  // Starts the one request while the page's code loads (and on hover of a link to it); never blocks.
  // The query module is imported lazily: it brings the response schema (zod), which start-up must not load.
  loader: ({ context }) =>
    void import('@/features/dashboard/dashboard-query').then(({ dashboardQuery }) =>
      context.queryClient.prefetchQuery(dashboardQuery),
    ),
  component: DashboardPage,
})
