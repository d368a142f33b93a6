import { useSyncExternalStore } from 'react'
import { DASHBOARD, flattenMenu } from '@/domain/menu'

/** A visited tab (spec section 3): path, fullPath (with query), whether it is pinned. */
export interface VisitedTab {
  path: string
  fullPath: string
  affix: boolean
}

const PINNED: VisitedTab[] = flattenMenu()
  .filter((n) => n.affix)
  .map((n) => ({ path: n.path, fullPath: n.path, affix: true }))

let tabs: VisitedTab[] = PINNED
const listeners = new Set<() => void>()
const set = (next: VisitedTab[]) => {
  tabs = next
  listeners.forEach((l) => l())
}

/** Pure tab operations, unit-tested; pinned tabs survive every close. */
export const tabOps = {
  visit(list: VisitedTab[], path: string, fullPath: string): VisitedTab[] {
    const i = list.findIndex((t) => t.path === path)
    if (i >= 0) return list.map((t, j) => (j === i ? { ...t, fullPath } : t))
    return [...list, { path, fullPath, affix: false }]
  },
  close: (list: VisitedTab[], path: string) => list.filter((t) => t.affix || t.path !== path),
  closeOthers: (list: VisitedTab[], path: string) => list.filter((t) => t.affix || t.path === path),
  closeAll: (list: VisitedTab[]) => list.filter((t) => t.affix),
  /** Where to go after closing the active tab: the last remaining tab, or the root. */
  fallback: (list: VisitedTab[]) => list.at(-1)?.fullPath ?? '/',
}

export const tabsStore = {
  get: () => tabs,
  subscribe: (l: () => void) => {
    listeners.add(l)
    return () => void listeners.delete(l)
  },
  visit: (path: string, fullPath: string) => set(tabOps.visit(tabs, path, fullPath)),
  close: (path: string) => set(tabOps.close(tabs, path)),
  closeOthers: (path: string) => set(tabOps.closeOthers(tabs, path)),
  closeAll: () => set(tabOps.closeAll(tabs)),
}

export const useTabs = () => useSyncExternalStore(tabsStore.subscribe, tabsStore.get, tabsStore.get)

/** Only screens of the registry become tabs (the "named route" rule). */
export const isTabbable = (path: string) => flattenMenu().some((n) => n.path === path)
export const DASHBOARD_PATH = DASHBOARD.path
