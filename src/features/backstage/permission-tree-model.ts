import { MENU_TREE, type MenuNode, type Titles } from '@/domain/menu'
import { isGranted, type Action, type Permission, type Resource } from '@/domain/permissions'

/**
 * The permission tree a role's grants are chosen in, built from the one menu registry: centers → resources
 * (the screens that share one permission resource, e.g. the refund list and the offline refund list) →
 * actions. A leaf is one permission `<resource>:<action>`; a role's grants (patterns) check the leaves they
 * match, and a set of checked leaves is written back as the fewest patterns that grant exactly those leaves
 * (`**`, `<center>:**`, `<resource>:*`, or the leaf itself).
 */
export interface PermissionNode {
  /** Unique in the tree: the center's prefix, the resource, or the permission. */
  id: string
  kind: 'center' | 'resource' | 'action'
  /** Centers and resources: the titles of their screens (several joined with " / "). */
  titles?: Titles[]
  /** Actions: the action name (view, add, …, review). */
  action?: Action
  /** Actions: the permission. */
  permission?: Permission
  children: PermissionNode[]
}

export type CheckState = 'checked' | 'unchecked' | 'mixed'

/** The screens under a node, depth first (groups such as the recommendation pages flattened). */
function screensOf(n: MenuNode): MenuNode[] {
  return [...(n.resource ? [n] : []), ...(n.children ?? []).flatMap(screensOf)]
}

export function buildPermissionTree(menu: readonly MenuNode[] = MENU_TREE): PermissionNode[] {
  // Top-level screens of one area (the dashboard and "my work") are one center, titled by the first.
  const centers: PermissionNode[] = []
  for (const center of menu.flatMap(centerOf)) {
    const same = centers.find((c) => c.id === center.id)
    if (same) same.children.push(...center.children)
    else centers.push(center)
  }
  return centers
}

function centerOf(top: MenuNode): PermissionNode[] {
  const screens = screensOf(top)
  const byResource = new Map<Resource, { titles: Titles[]; actions: Action[] }>()
  for (const s of screens) {
    const resource = s.resource as Resource
    const entry = byResource.get(resource) ?? { titles: [], actions: [] }
    if (!s.hidden && !entry.titles.some((t) => t.en === s.title.en)) entry.titles.push(s.title)
    for (const a of [s.needs ?? 'view', ...(s.actions ?? [])])
      if (!entry.actions.includes(a)) entry.actions.push(a)
    byResource.set(resource, entry)
  }
  const resources = [...byResource].map(([resource, { titles, actions }]): PermissionNode => ({
    id: resource,
    kind: 'resource',
    titles: titles.length ? titles : [top.title],
    children: actions.map((action) => ({
      id: `${resource}:${action}`,
      kind: 'action',
      action,
      permission: `${resource}:${action}`,
      children: [],
    })),
  }))
  if (!resources.length) return []
  const prefix = resources[0]!.id.split(':')[0]!
  return [{ id: prefix, kind: 'center', titles: [top.title], children: resources }]
}

export function leavesOf(node: PermissionNode): string[] {
  return node.permission ? [node.permission] : node.children.flatMap(leavesOf)
}

/** The leaves the grant patterns match. */
export function grantedLeaves(tree: readonly PermissionNode[], grants: readonly string[]): Set<string> {
  return new Set(tree.flatMap(leavesOf).filter((p) => isGranted(grants, p)))
}

export function checkState(node: PermissionNode, granted: ReadonlySet<string>): CheckState {
  const leaves = leavesOf(node)
  const n = leaves.filter((p) => granted.has(p)).length
  return n === 0 ? 'unchecked' : n === leaves.length ? 'checked' : 'mixed'
}

/** Toggles a node: an unchecked or mixed node checks every leaf under it, a checked one clears them. */
export function toggle(node: PermissionNode, granted: ReadonlySet<string>): Set<string> {
  const on = checkState(node, granted) !== 'checked'
  const next = new Set(granted)
  for (const p of leavesOf(node))
    if (on) next.add(p)
    else next.delete(p)
  return next
}

/** The fewest patterns granting exactly the checked leaves of the tree. */
export function compressGrants(tree: readonly PermissionNode[], granted: ReadonlySet<string>): string[] {
  if (tree.length && tree.every((c) => checkState(c, granted) === 'checked')) return ['**']
  const out: string[] = []
  for (const center of tree) {
    const state = checkState(center, granted)
    if (state === 'unchecked') continue
    // `<center>:**` only when every resource of the center starts with that prefix (it grants all of them).
    if (state === 'checked' && center.children.every((r) => r.id.startsWith(`${center.id}:`))) {
      out.push(`${center.id}:**`)
      continue
    }
    for (const resource of center.children) {
      const rs = checkState(resource, granted)
      if (rs === 'checked') out.push(`${resource.id}:*`)
      else if (rs === 'mixed') out.push(...leavesOf(resource).filter((p) => granted.has(p)))
    }
  }
  return out
}

/** The title of a node in a language; an action's is its own label (the caller translates it). */
export const titleOf = (node: PermissionNode, lang: keyof Titles): string =>
  (node.titles ?? []).map((t) => t[lang]).join(' / ')

/**
 * The tree narrowed to what matches `query` (case-insensitive, in the node's title, action label or
 * permission): a matching node keeps all its children, other nodes only their matching descendants.
 */
export function filterTree(
  tree: readonly PermissionNode[],
  query: string,
  label: (node: PermissionNode) => string,
): PermissionNode[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...tree]
  const walk = (nodes: readonly PermissionNode[]): PermissionNode[] =>
    nodes.flatMap((n) => {
      if (label(n).toLowerCase().includes(q) || n.id.toLowerCase().includes(q)) return [n]
      const children = walk(n.children)
      return children.length ? [{ ...n, children }] : []
    })
  return walk(tree)
}

/** The visible nodes in order (children of expanded nodes only), each with its parent: the tree's focus order. */
export function visibleOrder(
  tree: readonly PermissionNode[],
  expanded: ReadonlySet<string>,
): { node: PermissionNode; parent?: PermissionNode }[] {
  const out: { node: PermissionNode; parent?: PermissionNode }[] = []
  const walk = (nodes: readonly PermissionNode[], parent?: PermissionNode) => {
    for (const n of nodes) {
      out.push({ node: n, parent })
      if (n.children.length && expanded.has(n.id)) walk(n.children, n)
    }
  }
  walk(tree)
  return out
}

/** For each granted leaf, the roles granting it (effective permissions of a user with these roles). */
export function effectivePermissions(
  tree: readonly PermissionNode[],
  roles: readonly { roleCode: string; grants: readonly string[] }[],
): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const p of tree.flatMap(leavesOf)) {
    const via = roles.filter((r) => isGranted(r.grants, p)).map((r) => r.roleCode)
    if (via.length) out.set(p, via)
  }
  return out
}
