import { describe, expect, it } from 'vitest'
import { DEMO_ROLE_GRANTS as ROLE_GRANTS } from '../../server/db/demo-role-grants'
import { isGranted, matchesGrant, toSlash } from './permissions'

describe('grant matching', () => {
  it('matches * for one segment and a trailing ** for the rest', () => {
    expect(matchesGrant('orderCenter:*:view', 'orderCenter:refunds:view')).toBe(true)
    expect(matchesGrant('orderCenter:*:view', 'orderCenter:refunds:apply')).toBe(false)
    expect(matchesGrant('orderCenter:**', 'orderCenter:refunds:apply')).toBe(true)
    expect(matchesGrant('orderCenter:refunds', 'orderCenter:refunds:view')).toBe(false)
    expect(matchesGrant('**', 'anything:at:all')).toBe(true)
  })

  it('converts colon permissions to slash form', () => {
    expect(toSlash('orderCenter:refunds:apply')).toBe('orderCenter/refunds/apply')
  })
})

describe('demo roles', () => {
  const can = (role: keyof typeof ROLE_GRANTS, p: string) => isGranted(ROLE_GRANTS[role], p)
  it('admin may do everything', () => expect(can('admin', 'priceCenter:skus:delete')).toBe(true))
  it('finance reads the order center and checks the money, after customer service', () => {
    expect(can('finance', 'orderCenter:cartOrders:view')).toBe(true)
    expect(can('finance', 'orderCenter:refunds:financialReview')).toBe(true)
    expect(can('finance', 'orderCenter:refunds:csReview')).toBe(false)
    expect(can('finance', 'orderCenter:barters:review')).toBe(true)
    expect(can('finance', 'orderCenter:offlineOrders:review')).toBe(true)
    expect(can('finance', 'orderCenter:refunds:apply')).toBe(false)
    expect(can('finance', 'priceCenter:skus:view')).toBe(false)
  })
  it('support applies for refunds and barters and keeps customers', () => {
    expect(can('support', 'orderCenter:refunds:apply')).toBe(true)
    expect(can('support', 'orderCenter:barters:apply')).toBe(true)
    expect(can('support', 'orderCenter:customers:delete')).toBe(true)
    expect(can('support', 'orderCenter:refunds:csReview')).toBe(true)
    expect(can('support', 'orderCenter:refunds:financialReview')).toBe(false)
    expect(can('support', 'orderCenter:barters:complete')).toBe(true)
    expect(can('support', 'orderCenter:barters:review')).toBe(false)
  })
  it('pricing and operator own their centers only', () => {
    expect(can('pricing', 'productCenter:boundProducts:add')).toBe(true)
    expect(can('pricing', 'commodityCenter:spus:view')).toBe(false)
    expect(can('operator', 'commodityCenter:abTests:edit')).toBe(true)
    expect(can('operator', 'orderCenter:orders:view')).toBe(false)
  })
  it('viewer reads everything and does nothing', () => {
    expect(can('viewer', 'backstageManagement:users:view')).toBe(true)
    expect(can('viewer', 'backstageManagement:users:edit')).toBe(false)
    expect(can('viewer', 'orderCenter:orders:resendInvoice')).toBe(false)
  })
})

describe("the demo roles' grants", () => {
  it('are seed data: only the seed reads them, and no constant of role grants is left in the shared code', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
      )
    const users = [...files('src'), ...files('server')].filter(
      (f) => !/\.test\.tsx?$/.test(f) && /\b(DEMO_)?ROLE_GRANTS\b/.test(readFileSync(f, 'utf8')),
    )
    expect(users.sort()).toEqual([
      'server/db/demo-role-grants.ts',
      'server/db/seed-demo-roles.ts',
      'server/db/seed-plan.ts',
    ])
  })
})
