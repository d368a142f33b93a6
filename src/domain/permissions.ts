/**
 * The permission vocabulary. A permission is `<area>:<resource>:<action>` in colon form as the account
 * service sends it in menu actions; the console records it in slash form (spec section 6). Role grants are
 * patterns in which `*` matches one segment, and a trailing `**` matches the rest.
 */
export type Permission = string

export const ACTIONS = ['view', 'add', 'edit', 'delete', 'export'] as const
/** Business actions beyond CRUD (see each entity's `actions` and the refund transition table). */
export const BUSINESS_ACTIONS = [
  'resendInvoice',
  'apply',
  'review',
  'csReview',
  'financialReview',
  'approve',
  'reject',
  'cancel',
  'refund',
  'close',
  'complete',
  'import',
] as const

export function toSlash(permission: Permission): string {
  return permission.replaceAll(':', '/')
}

export function matchesGrant(grant: string, permission: Permission): boolean {
  const g = grant.split(':')
  const p = permission.split(':')
  for (let i = 0; i < g.length; i++) {
    if (g[i] === '**') return true
    if (i >= p.length) return false
    if (g[i] !== '*' && g[i] !== p[i]) return false
  }
  return g.length === p.length
}

export function isGranted(grants: readonly string[], permission: Permission): boolean {
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
