import { queryOptions } from '@tanstack/react-query'
import { request } from '@/api/client'
import { appKeys } from '@/api/query-keys'

/**
 * Role rules for routes that declare meta roles (spec section 6): admin gets every role-gated route, other
 * roles get the routes whose meta roles include one of theirs, and routes without roles are open.
 */
export const ADMIN_ROLE = 'admin'

export function rolesAllow(routeRoles: readonly string[] | undefined, userRoles: readonly string[]): boolean {
  if (!routeRoles || routeRoles.length === 0) return true
  if (userRoles.includes(ADMIN_ROLE)) return true
  return routeRoles.some((r) => userRoles.includes(r))
}

export interface RoleGatedRoute {
  meta?: { roles?: readonly string[] }
  children?: RoleGatedRoute[]
}

/** The routes (and, recursively, their children) these roles may reach. */
export function filterRoutesByRoles<R extends RoleGatedRoute>(
  routes: readonly R[],
  roles: readonly string[],
): R[] {
  return routes
    .filter((r) => rolesAllow(r.meta?.roles, roles))
    .map((r) => (r.children ? { ...r, children: filterRoutesByRoles(r.children, roles) } : r))
}

/** The role fetch failures the spec names (section 8). */
export const ROLE_ERRORS = {
  failed: 'error',
  notArray: 'getInfo: roles must be a non-null array !',
} as const

export class RolesError extends Error {}

/** Reads the roles from an answer: no answer is 'error'; roles that are not a non-empty list are refused. */
export function parseRoles(answer: { code: number; data: unknown } | undefined): string[] {
  if (!answer || answer.code !== 0 || !answer.data) throw new RolesError(ROLE_ERRORS.failed)
  const roles = (answer.data as { roles?: unknown }).roles
  if (!Array.isArray(roles) || roles.length === 0 || roles.some((r) => typeof r !== 'string'))
    throw new RolesError(ROLE_ERRORS.notArray)
  return roles as string[]
}

/** The user's roles; fetched only when a route declares roles. */
export const rolesQuery = queryOptions({
  queryKey: appKeys.roles(),
  queryFn: async () =>
    parseRoles(await request('/v1/rbac/roles/menus', { quiet: true }).catch(() => undefined)),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  meta: { persist: false },
})
