import { toSlash, type Permission, type SlashPermission } from '@/domain/permissions'

/** A menu entry as the account service sends it (spec section 3). */
export interface MenuEntry {
  path: string
  title: string
  icon: string
  settings?: { icon?: string; hidden?: string }
  actions?: { permission: string }[]
  children?: MenuEntry[]
  redirect?: string
}

/** What the signed-in user may reach and do, built once from the server menu. */
export interface Access {
  /** Top-level entries (the root's children). */
  entries: MenuEntry[]
  permittedPaths: ReadonlySet<string>
  /** Action permissions in slash form (spec section 6). */
  actions: ReadonlySet<string>
  hasMenu: boolean
}

export function buildAccess(menu: MenuEntry[]): Access {
  const entries = menu[0]?.children ?? []
  const permittedPaths = new Set<string>()
  const actions = new Set<string>()
  const walk = (list: MenuEntry[]) => {
    for (const e of list) {
      permittedPaths.add(e.path)
      for (const a of e.actions ?? []) actions.add(toSlash(a.permission))
      walk(e.children ?? [])
    }
  }
  walk(entries)
  return { entries, permittedPaths, actions, hasMenu: entries.length > 0 }
}

/** "May this user do X?" — X in colon or slash form, e.g. 'orderCenter:orders:export'. */
export function can(access: Access | undefined, permission: Permission | SlashPermission): boolean {
  return !!access?.actions.has(toSlash(permission))
}

export function isPathPermitted(access: Access, path: string): boolean {
  return access.permittedPaths.has(path.length > 1 ? path.replace(/\/+$/, '') : path)
}

const EXTERNAL = /^(https?:|mailto:|tel:)/

/**
 * Where this user starts: the dashboard when their roles grant it, else the first screen of their menu that
 * the sidebar shows (a role may grant only, say, the order and refund lists). Undefined without a menu.
 */
export function homePath(access: Access, dashboard: string): string | undefined {
  if (isPathPermitted(access, dashboard)) return dashboard
  const first = (list: readonly MenuEntry[]): string | undefined => {
    for (const e of list) {
      if (e.settings?.hidden === '1' || EXTERNAL.test(e.path)) continue
      const found = e.children?.length ? first(e.children) : e.path
      if (found) return found
    }
    return undefined
  }
  return first(access.entries)
}

/**
 * The entries the console can show: leaves whose screen this build has (or external links), and parents
 * with at least one such child. Screens a later release adds stay reachable by permission, but are not
 * offered in the sidebar or palette until they exist.
 */
export function routableEntries(
  entries: readonly MenuEntry[],
  hasScreen: (path: string) => boolean,
): MenuEntry[] {
  return entries.flatMap((e) => {
    if (e.children?.length) {
      const children = routableEntries(e.children, hasScreen)
      return children.length ? [{ ...e, children }] : []
    }
    return EXTERNAL.test(e.path) || hasScreen(e.path) ? [e] : []
  })
}
