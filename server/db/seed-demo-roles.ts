import { joinGrants, parseGrants, ROLES, type RoleName } from '@/domain/permissions'
import { DEMO_ROLE_GRANTS } from './demo-role-grants'
import type { Queryable } from './client'

/**
 * The demo roles, seeded from DEMO_ROLE_GRANTS (their only use outside tests): from then on the roles table's
 * grants are the source of truth, edited in the console.
 */

const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  admin: 'Every screen and action, including users, roles and their permissions.',
  finance: 'Financial review and payout of refunds; review of barters and offline orders.',
  support: 'Refund applications and their customer service review; barters and customers.',
  pricing: 'Prices, SKUs, coupons, price rules and bound products.',
  operator: 'The commodity catalog, marketing, recommendations and purchase pages.',
  viewer: 'Reads every screen and changes nothing.',
}

const ROLE_NAMES: Record<RoleName, string> = {
  admin: 'Administrator',
  finance: 'Finance',
  support: 'Customer service',
  pricing: 'Pricing',
  operator: 'Commodity operations',
  viewer: 'Read-only',
}

/** Every demo role, then every role's user count from the staff records holding it. */
export async function seedDemoRoles(tx: Queryable) {
  for (const role of ROLES)
    await tx.query(
      `insert into roles (role_code, name, grants, description, status) values ($1, $2, $3, $4, 'active')
       on conflict (role_code) do nothing`,
      [role, ROLE_NAMES[role], joinGrants(DEMO_ROLE_GRANTS[role]), ROLE_DESCRIPTIONS[role]],
    )
  // Counted in one pass over the staff (a subquery per role read them all for each of 1,500 roles at 10M orders).
  await tx.query(
    `with counts as (
       select role, count(*)::int as n from staff_users, unnest(string_to_array(roles, ',')) as role group by role
     )
     update roles r set user_count = coalesce(c.n, 0)
     from roles x left join counts c on c.role = x.role_code where x.id = r.id`,
  )
}

/**
 * The finance and support demo roles before the refund workflow's duties were separated, as the data
 * migration of the refund grants left them (schema.ts): finance took refunds through both reviews alone.
 */
const BEFORE_SEPARATION: Partial<Record<RoleName, readonly string[]>> = {
  finance: [
    'dashboard:**',
    'orderCenter:*:view',
    'orderCenter:*:export',
    'orderCenter:refunds:csReview',
    'orderCenter:refunds:financialReview',
    'orderCenter:refunds:refund',
    'orderCenter:refunds:close',
  ],
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
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length

/**
 * Demo data seeded before the separation of duties: finance and support get their new grants, unless an admin
 * has changed those roles since (then they are theirs to keep).
 */
export async function separateDemoDuties(tx: Queryable) {
  for (const [role, before] of Object.entries(BEFORE_SEPARATION) as [RoleName, string[]][]) {
    const { rows } = await tx.query<{ grants: string }>('select grants from roles where role_code = $1', [
      role,
    ])
    if (rows[0] && sameSet(parseGrants(rows[0].grants), before))
      await tx.query('update roles set grants = $2 where role_code = $1', [
        role,
        joinGrants(DEMO_ROLE_GRANTS[role]),
      ])
  }
}
