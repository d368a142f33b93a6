import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import type { RouterContext } from './-router-context'
import { DocumentTitle } from '@/shell/document-title'
import { ThemeApplier } from '@/shell/settings/theme-applier'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentTitle />
      <ThemeApplier />
      <Outlet />
    </>
  ),
  notFoundComponent: () => <Navigate to="/404" replace />,
})
