import { MENU_TREE, type MenuNode } from '@/domain/menu'
import { isGranted } from '@/domain/permissions'

/** A menu entry as the account service sends it (spec sections 3 and 7). */
export interface MenuEntry {
  path: string
  title: string
  icon: string
  settings: { icon: string; hidden: '0' | '1' }
  actions: { permission: string }[]
  children: MenuEntry[]
  redirect?: string
}

/** The entries this user may reach: a leaf needs `<resource>:<needs|view>`; a parent needs a reachable child. */
export function menuFor(grants: readonly string[], nodes: readonly MenuNode[] = MENU_TREE): MenuEntry[] {
  const out: MenuEntry[] = []
  for (const n of nodes) {
    const children = menuFor(grants, n.children ?? [])
    const reachable = n.resource
      ? isGranted(grants, `${n.resource}:${n.needs ?? 'view'}`)
      : children.length > 0
    if (!reachable) continue
    out.push({
      path: n.path,
      title: n.title.zh,
      icon: n.icon ?? '',
      settings: { icon: n.icon ?? '', hidden: n.hidden ? '1' : '0' },
      actions: (n.actions ?? [])
        .map((a) => `${n.resource}:${a}`)
        .filter((p) => isGranted(grants, p))
        .map((permission) => ({ permission })),
      children,
      ...(n.redirect ? { redirect: n.redirect } : {}),
    })
  }
  return out
}

/** The menu response's data: one root whose children are the user's entries (empty = no permission). */
export function menuResponse(grants: readonly string[]): MenuEntry[] {
  return [
    {
      path: '/',
      title: 'root',
      icon: '',
      settings: { icon: '', hidden: '0' },
      actions: [],
      children: menuFor(grants),
    },
  ]
}
