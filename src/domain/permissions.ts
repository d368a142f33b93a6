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
  'approve',
  'reject',
  'cancel',
  'refund',
  'close',
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

/** What each demo role may do. Deny by default: anything not matched here is refused. */
export const ROLE_GRANTS: Record<RoleName, readonly string[]> = {
  admin: ['**'],
  /** Order center read; runs the money side of refunds (review, approve/reject, refund, close). */
  finance: [
    'dashboard:**',
    'orderCenter:*:view',
    'orderCenter:*:export',
    'orderCenter:refunds:review',
    'orderCenter:refunds:approve',
    'orderCenter:refunds:reject',
    'orderCenter:refunds:refund',
    'orderCenter:refunds:close',
  ],
  /** Order center read; applies for (and may cancel) refunds, applies for and edits barters, keeps customers. */
  support: [
    'dashboard:**',
    'orderCenter:*:view',
    'orderCenter:refunds:apply',
    'orderCenter:refunds:cancel',
    'orderCenter:barters:apply',
    'orderCenter:barters:edit',
    'orderCenter:orders:resendInvoice',
    'orderCenter:customers:**',
  ],
  pricing: ['dashboard:**', 'priceCenter:**', 'productCenter:**'],
  operator: ['dashboard:**', 'commodityCenter:**'],
  viewer: ['dashboard:**', '*:*:view'],
}
