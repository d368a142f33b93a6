import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { showToast } from '@/ui/toast-store'
import { rolesAllow, rolesQuery, RolesError, ROLE_ERRORS } from './roles'

/**
 * A route that declares meta roles guards itself with this (spec section 6):
 *   beforeLoad: ({ context }) => requireRoles(context.queryClient, ['finance'])
 * The roles are fetched only then; their failures show the spec's role errors.
 */
export async function requireRoles(queryClient: QueryClient, routeRoles: readonly string[]): Promise<void> {
  let roles: string[]
  try {
    roles = await queryClient.ensureQueryData(rolesQuery)
  } catch (e) {
    const key = e instanceof RolesError && e.message === ROLE_ERRORS.notArray ? 'rolesNotArray' : 'rolesError'
    showToast({ tone: 'error', message: key, translate: true })
    throw redirect({ to: '/401', replace: true })
  }
  if (!rolesAllow(routeRoles, roles)) throw redirect({ to: '/401', replace: true })
}
