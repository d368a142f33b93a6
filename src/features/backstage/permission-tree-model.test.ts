import { describe, expect, it } from 'vitest'
import { DEMO_ROLE_GRANTS as ROLE_GRANTS } from '../../../server/db/demo-role-grants'
import {
  buildPermissionTree,
  checkState,
  compressGrants,
  effectivePermissions,
  filterTree,
  grantedLeaves,
  leavesOf,
  toggle,
  visibleOrder,
  type PermissionNode,
} from './permission-tree-model'

const tree = buildPermissionTree()
const find = (id: string, nodes: readonly PermissionNode[] = tree): PermissionNode | undefined =>
  nodes.map((n) => (n.id === id ? n : find(id, n.children))).find(Boolean)

describe('the permission tree from the menu registry', () => {
  it('has the centers, each resource once with the actions of all its screens', () => {
    expect(tree.map((c) => c.id)).toEqual([
      'dashboard',
      'priceCenter',
      'productCenter',
      'backstageManagement',
      'commodityCenter',
      'orderCenter',
    ])
    const refunds = find('orderCenter:refunds')!
    expect(refunds.titles?.map((t) => t.en)).toHaveLength(2)
    expect(refunds.children.map((a) => a.action)).toEqual(
      expect.arrayContaining(['view', 'export', 'apply', 'csReview', 'financialReview', 'refund', 'close']),
    )
    expect(find('orderCenter:barters')!.children.map((a) => a.action)).toEqual(
      expect.arrayContaining(['view', 'apply', 'edit', 'review', 'complete']),
    )
    expect(find('orderCenter:refunds:view')?.permission).toBe('orderCenter:refunds:view')
    const ids = tree.flatMap(function all(n): string[] {
      return [n.id, ...n.children.flatMap(all)]
    })
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('checks what grant patterns match, tri-state up the tree', () => {
    const granted = grantedLeaves(tree, ROLE_GRANTS.viewer)
    expect(checkState(find('dashboard')!, granted)).toBe('checked')
    expect(checkState(find('orderCenter')!, granted)).toBe('mixed')
    expect(checkState(find('orderCenter:orders:view')!, granted)).toBe('checked')
    expect(checkState(find('orderCenter:orders:export')!, granted)).toBe('unchecked')
    expect(grantedLeaves(tree, ROLE_GRANTS.admin).size).toBe(tree.flatMap(leavesOf).length)
  })

  it('toggles a node and all its leaves; a mixed node checks everything first', () => {
    const granted = grantedLeaves(tree, ['orderCenter:refunds:view'])
    const refunds = find('orderCenter:refunds')!
    const on = toggle(refunds, granted)
    expect(checkState(refunds, on)).toBe('checked')
    expect(checkState(refunds, toggle(refunds, on))).toBe('unchecked')
  })

  it('writes checked leaves back as the fewest patterns granting exactly them', () => {
    const all = new Set(tree.flatMap(leavesOf))
    expect(compressGrants(tree, all)).toEqual(['**'])
    expect(compressGrants(tree, new Set())).toEqual([])
    for (const role of ['finance', 'support', 'pricing', 'operator', 'viewer'] as const) {
      const granted = grantedLeaves(tree, ROLE_GRANTS[role])
      const patterns = compressGrants(tree, granted)
      expect(grantedLeaves(tree, patterns), role).toEqual(granted)
    }
    expect(compressGrants(tree, grantedLeaves(tree, ROLE_GRANTS.pricing))).toEqual([
      'dashboard:**',
      'priceCenter:**',
      'productCenter:**',
    ])
    expect(compressGrants(tree, new Set(['orderCenter:orders:view', 'orderCenter:refunds:view']))).toEqual([
      'orderCenter:orders:view',
      'orderCenter:refunds:view',
    ])
  })

  it('search keeps matching nodes with their ancestors', () => {
    const label = (n: PermissionNode) => n.titles?.map((t) => t.en).join(' / ') ?? n.action ?? ''
    const found = filterTree(tree, 'refund', label)
    expect(found.map((c) => c.id)).toEqual(['orderCenter'])
    expect(found[0]!.children.map((r) => r.id)).toContain('orderCenter:refunds')
    expect(filterTree(tree, 'financialReview', label).flatMap(leavesOf)).toContain(
      'orderCenter:refunds:financialReview',
    )
    expect(filterTree(tree, '  ', label)).toHaveLength(tree.length)
  })

  it('visible order follows expansion', () => {
    expect(visibleOrder(tree, new Set()).map((v) => v.node.id)).toEqual(tree.map((c) => c.id))
    const open = visibleOrder(tree, new Set(['dashboard', 'dashboard:home']))
    expect(open.slice(0, 3).map((v) => v.node.id)).toEqual([
      'dashboard',
      'dashboard:home',
      'dashboard:home:view',
    ])
    expect(open[2]?.parent?.id).toBe('dashboard:home')
  })

  it('effective permissions name the roles each permission comes through', () => {
    const eff = effectivePermissions(tree, [
      { roleCode: 'viewer', grants: ROLE_GRANTS.viewer },
      { roleCode: 'support', grants: ROLE_GRANTS.support },
    ])
    expect(eff.get('orderCenter:orders:view')).toEqual(['viewer', 'support'])
    expect(eff.get('orderCenter:refunds:apply')).toEqual(['support'])
    expect(eff.get('orderCenter:refunds:csReview')).toEqual(['support'])
    expect(eff.has('orderCenter:refunds:financialReview')).toBe(false)
  })
})
