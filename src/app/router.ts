import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@/routeTree.gen'
import type { RouterContext } from '@/routes/-router-context'
import { logRenderError, RouteError } from '@/shell/error-log/route-error'

export type { RouterContext }

export function createAppRouter(queryClient: QueryClient, basepath: string) {
  return createRouter({
    routeTree,
    basepath,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Scroll is kept per tab by the shell's keep-alive outlet; the router's own restoration installs
    // document listeners that could never be removed when the console is unmounted from a host page.
    scrollRestoration: false,
    defaultErrorComponent: RouteError,
    defaultOnCatch: logRenderError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Shell routes that have no menu node set their own title key. */
    shellTitle?: 'notFound' | 'unauthorized' | 'signIn'
  }
}
