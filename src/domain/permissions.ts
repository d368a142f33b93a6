/**
 * The permission vocabulary. A permission is `<area>:<resource>:<action>` in colon form as the account
 * service sends it in menu actions; the console records it in slash form (spec section 6). Role grants are
 * patterns in which `*` matches one segment, and a trailing `**` matches the rest.
 */

/** The areas of the console, each a top-level menu: the first segment of a permission. */
export type Area =
  'dashboard' | 'priceCenter' | 'productCenter' | 'backstageManagement' | 'commodityCenter' | 'orderCenter'

/** What a permission is on, `<area>:<resource>` (e.g. 'orderCenter:orders'): an entity's or a screen's. */
export type Resource = `${Area}:${string}`

/**
 * The last segment of a permission: the CRUD actions (see `operationAction`), then the business actions beyond
 * them (each entity's `actions`, the refund and barter workflows, imports and jobs). The type check refuses any
 * other.
 */
export type Action =
  | 'view'
  | 'add'
  | 'edit'
  | 'delete'
  | 'export'
  | 'resendInvoice'
  | 'apply'
  | 'review'
  | 'csReview'
  | 'financialReview'
  | 'cancel'
  | 'refund'
  | 'close'
  | 'complete'
  | 'import'
  | 'start'
  | 'stop'

/**
 * `<area>:<resource>:<action>`, what the console and the server build from the declarations
 * (`${entity.resource}:${action}`): a misspelt action or area fails the type check. What a user holds (menu
 * actions, role grants) arrives as plain strings and is checked against these.
 */
export type Permission = `${Resource}:${Action}`
/** A permission in the slash form the console records (spec section 6). */
export type SlashPermission = `${Area}/${string}/${Action}`

export function toSlash(permission: string): string {
  return permission.replaceAll(':', '/')
}

export function matchesGrant(grant: string, permission: string): boolean {
  const g = grant.split(':')
  const p = permission.split(':')
  for (let i = 0; i < g.length; i++) {
    if (g[i] === '**') return true
    if (i >= p.length) return false
    if (g[i] !== '*' && g[i] !== p[i]) return false
  }
  return g.length === p.length
}

export function isGranted(grants: readonly string[], permission: string): boolean {
  return grants.some((g) => matchesGrant(g, permission))
}

export const ROLES = ['admin', 'finance', 'support', 'pricing', 'operator', 'viewer'] as const
export type RoleName = (typeof ROLES)[number]

/**
 * Managing access: a user granted both may change users and roles. The server keeps at least one enabled user
 * who has both, and refuses a change that takes them from the user making it.
 */
export const MANAGE_ACCESS: readonly Permission[] = [
  'backstageManagement:users:edit',
  'backstageManagement:permissions:edit',
]

export const canManageAccess = (grants: readonly string[]) => MANAGE_ACCESS.every((p) => isGranted(grants, p))

/** A role's stored grants (the roles table's comma-joined `grants`) as a list of patterns. */
export function parseGrants(text: unknown): string[] {
  if (typeof text !== 'string') return []
  return [
    ...new Set(
      text
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean),
    ),
  ]
}

export const joinGrants = (grants: readonly string[]) => [...new Set(grants)].join(',')
