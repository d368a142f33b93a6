import type { MenuEntry } from '@/auth/access'
import { menuNodeByPath } from '@/domain/menu'

export interface SidebarItem {
  path: string
  title: string
  icon: string
  external: boolean
  children: SidebarItem[]
}

const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path)

/**
 * Sidebar items from the server menu: hidden entries skipped; a parent with exactly one visible child
 * collapses to that child unless the screen registry marks it alwaysShow.
 */
export function sidebarItems(entries: readonly MenuEntry[]): SidebarItem[] {
  return entries.flatMap((e): SidebarItem[] => {
    if (e.settings?.hidden === '1') return []
    const children = sidebarItems(e.children ?? [])
    const hadChildren = (e.children ?? []).length > 0
    if (hadChildren && children.length === 0) return []
    if (children.length === 1 && !menuNodeByPath(e.path)?.alwaysShow) return children
    return [
      {
        path: e.path,
        title: e.title,
        icon: e.icon || e.settings?.icon || '',
        external: isExternal(e.path),
        children,
      },
    ]
  })
}

/** The sidebar entry to highlight: the route's activeMenu (detail pages), else the path itself. */
export function activeSidebarPath(pathname: string): string {
  return menuNodeByPath(pathname)?.activeMenu ?? pathname
}
