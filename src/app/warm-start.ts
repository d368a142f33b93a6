import type { AnyRouter } from '@tanstack/react-router'
import { getToken } from '@/api/tokens'

/**
 * A signed-in start downloads the code of the screen it opens on (the layout's chunk, the screen's view and
 * its binding) at once, while the console still loads its catalog and the layout's guard asks for the menu:
 * the router would only ask for it after both (issue 31, cold load). Signed out there is nothing to warm: the
 * guard sends the visit to sign in.
 */
export function warmCurrentScreen(router: AnyRouter) {
  if (!getToken()) return
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId] as Parameters<AnyRouter['loadRouteChunk']>[0] | undefined
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined)
  }
}
