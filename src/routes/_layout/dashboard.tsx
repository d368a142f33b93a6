import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/dashboard-page'
import { dashboardQuery } from '@/features/dashboard/dashboard-query'

export const Route = createFileRoute('/_layout/dashboard')({
  // Starts the one request while the page's code loads (and on hover of a link to it); never blocks.
  loader: ({ context }) => void context.queryClient.prefetchQuery(dashboardQuery),
  component: DashboardPage,
})
