import type { QueryClient } from '@tanstack/react-query'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { ApiError } from '@/api/client'
import { DASHBOARD, menuNodeByPath } from '@/domain/menu'
import { showToast } from '@/ui/toast-store'
import { homePath, isPathPermitted, type Access } from './access'
import { resetAutomaticTrips } from './auto-sign-in'
import { exchangeSucceeded } from '@/api/exchange-flag'
import { decideMenuStep, type MenuStep } from './menu-step'
import { finishPendingLogout } from './pending-logout'
import { fetchFreshMenu, menuQuery } from './session-queries'
import { signInAgainFromGuard } from './sign-in-again'
import { clearTokens, getToken } from '@/api/tokens'
import { connectivity } from '@/api/connectivity'

/** Shell routes inside the layout that every signed-in user may open. */
const ALWAYS_PERMITTED = [/^\/$/, /^\/redirect(\/|$)/]

/** Whether this page has fetched the menu from the server yet (the routes are "set up"). */
let routesSetUp = false

/** Online (the server answering), the first navigation of a page asks the server; offline (or after that), the cached menu serves. */
async function loadAccess(queryClient: QueryClient): Promise<Access> {
  if (!routesSetUp && connectivity.online()) {
    try {
      const access = await fetchFreshMenu(queryClient)
      routesSetUp = true
      return access
    } catch (e) {
      if (!(e instanceof ApiError && e.code === -1)) throw e
    }
  }
  return queryClient.ensureQueryData(menuQuery)
}

async function menuStep(queryClient: QueryClient): Promise<MenuStep> {
  try {
    const access = await loadAccess(queryClient)
    return decideMenuStep({ ok: true, access }, { exchangeSucceeded: exchangeSucceeded() })
  } catch (error) {
    queryClient.removeQueries({ queryKey: menuQuery.queryKey })
    return decideMenuStep({ ok: false, error }, { exchangeSucceeded: exchangeSucceeded() })
  }
}

/** The empty-menu warning is shown once per menu load, not on every navigation. */
const warned = new WeakSet<Access>()

/**
 * The layout's guard: no token → the account service; a dead token → sign in again and come back;
 * a known path outside the user's menu → 401, an unknown one → 404.
 * Returns the access model for the shell.
 */
export async function guardLayout(
  queryClient: QueryClient,
  location: ParsedLocation,
): Promise<{ access: Access }> {
  if (!getToken()) {
    // Until the server hears of an offline logout, the account service would sign the user straight back in.
    if (!(await finishPendingLogout()))
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
    return signInAgainFromGuard(location.href)
  }
  const step = await menuStep(queryClient)
  if (step.kind === 'signIn') {
    clearTokens()
    return signInAgainFromGuard(location.href)
  }
  if (step.kind === 'fail') throw step.error
  resetAutomaticTrips()
  const { access } = step
  if (step.kind === 'noPermission') {
    if (!warned.has(access)) showToast({ tone: 'warning', message: 'noPermission', translate: true })
    warned.add(access)
    return { access }
  }
  const path = location.pathname
  if (!ALWAYS_PERMITTED.some((re) => re.test(path)) && !isPathPermitted(access, path)) {
    // The start page ("/" and every "back to the dashboard") of a user whose roles do not grant the dashboard.
    const home = path === DASHBOARD.path ? homePath(access, DASHBOARD.path) : undefined
    if (home) throw redirect({ href: home, replace: true })
    throw redirect({ to: menuNodeByPath(path) ? '/401' : '/404', replace: true })
  }
  return { access }
}
