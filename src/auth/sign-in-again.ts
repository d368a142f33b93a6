import { redirect } from '@tanstack/react-router'
import { runtimeConfig } from '@/api/runtime-config'
import { mayTripAutomatically } from './auto-sign-in'
import { appPathOf } from './app-path'

/** The in-app path (base path stripped) plus query: where to come back to after signing in. */
export const currentAppPath = () => appPathOf(runtimeConfig().basePath)

/**
 * The trip's code (PKCE, the authorize address) is loaded when a trip starts: a start that is signed in does
 * without it (issue 31). Should it not load, the console's own sign-in page takes over.
 */
const startSignIn = (returnTo: string): Promise<never> =>
  import('./sign-in').then(
    (m) => m.startSignIn(returnTo),
    () => toLoginPage(returnTo),
  )

function toLoginPage(returnTo: string): Promise<never> {
  location.assign(`${runtimeConfig().basePath}login?redirect=${encodeURIComponent(returnTo)}`)
  return new Promise<never>(() => {})
}

/**
 * Sends the user to the account service and back to `returnTo`, unless automatic trips keep bouncing, in
 * which case the console's own sign-in page takes over (see auto-sign-in.ts).
 */
export function signInAgain(returnTo: string = currentAppPath()): Promise<never> {
  return mayTripAutomatically() ? startSignIn(returnTo) : toLoginPage(returnTo)
}

/** The same, inside a route guard: a router redirect to /login when the budget is spent. */
export function signInAgainFromGuard(returnTo: string): Promise<never> {
  if (mayTripAutomatically()) return startSignIn(returnTo)
  throw redirect({ to: '/login', search: { redirect: returnTo }, replace: true })
}
