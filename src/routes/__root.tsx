import { useLayoutEffect } from 'react'
import { createRootRouteWithContext, Navigate, Outlet, useRouterState } from '@tanstack/react-router'
import type { RouterContext } from './-router-context'
import { DocumentTitle } from '@/shell/document-title'
import { ThemeApplier } from '@/shell/settings/theme-applier'
import { removeBootShell } from '@/shell/boot-shell'

/** index.html's stand-in shell goes once the first route has loaded: the commit that draws the real one. */
function BootShellRemover() {
  const loaded = useRouterState({ select: (s) => !!s.resolvedLocation })
  useLayoutEffect(() => {
    if (loaded) removeBootShell()
  }, [loaded])
  return null
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentTitle />
      <ThemeApplier />
      <BootShellRemover />
      <Outlet />
    </>
  ),
  notFoundComponent: () => <Navigate to="/404" replace />,
})
