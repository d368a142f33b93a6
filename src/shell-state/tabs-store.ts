import { useSyncExternalStore } from 'react'
import { currentUsername } from '@/api/tokens'
import { onLogoutWipe } from '@/auth/logout'
import { flattenMenu, menuNodeByPath } from '@/domain/menu'

/** A visited tab (spec section 4): path, fullPath (with query), whether it is pinned. */
export interface VisitedTab {
  path: string
  fullPath: string
  affix: boolean
}

/** Pinned tabs are preloaded at start. */
const pinnedTabs = (): VisitedTab[] =>
  flattenMenu()
    .filter((n) => n.affix)
    .map((n) => ({ path: n.path, fullPath: n.path, affix: true }))

/** Pure tab operations, unit-tested; pinned tabs survive every close. */
export const tabOps = {
  visit(list: VisitedTab[], path: string, fullPath: string): VisitedTab[] {
    const i = list.findIndex((t) => t.path === path)
    // The same list when nothing changes: a store change redraws the tab strip and every kept page.
    if (i >= 0 && list[i]!.fullPath === fullPath) return list
    if (i >= 0) return list.map((t, j) => (j === i ? { ...t, fullPath } : t))
    return [...list, { path, fullPath, affix: false }]
  },
  close: (list: VisitedTab[], path: string) => list.filter((t) => t.affix || t.path !== path),
  closeOthers: (list: VisitedTab[], path: string) => list.filter((t) => t.affix || t.path === path),
  closeAll: (list: VisitedTab[]) => list.filter((t) => t.affix),
  /** Where to go after closing the active tab: the last remaining tab, or the root. */
  fallback: (list: VisitedTab[]) => list.at(-1)?.fullPath ?? '/',
  /** Restores a saved list: unknown screens dropped, pinned tabs first and always present. */
  restore(saved: unknown): VisitedTab[] {
    const pinned = pinnedTabs()
    if (!Array.isArray(saved)) return pinned
    const known = saved.filter(
      (t): t is VisitedTab =>
        typeof t?.path === 'string' &&
        typeof t?.fullPath === 'string' &&
        t.fullPath.startsWith(t.path) &&
        !!menuNodeByPath(t.path),
    )
    return known.reduce(
      (list, t) => (list.some((p) => p.path === t.path) ? list : tabOps.visit(list, t.path, t.fullPath)),
      pinned,
    )
  },
}

/** Open tabs survive a browser reload, per user; wiped on logout. */
const STORAGE_PREFIX = 'boc.tabs.'
const storageKey = () => {
  const user = currentUsername()
  return user ? `${STORAGE_PREFIX}${user}` : undefined
}

function load(): VisitedTab[] {
  const key = storageKey()
  try {
    return tabOps.restore(key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null)
  } catch {
    return pinnedTabs()
  }
}

let tabs: VisitedTab[] = pinnedTabs()
let loadedFor: string | undefined
/** Bumped by Refresh: the kept-alive page of that path is dropped and rendered anew. */
let versions: Record<string, number> = {}
const listeners = new Set<() => void>()
const set = (next: VisitedTab[]) => {
  tabs = next
  const key = storageKey()
  if (key) localStorage.setItem(key, JSON.stringify(tabs.filter((t) => !t.affix)))
  listeners.forEach((l) => l())
}

export const tabsStore = {
  get: () => tabs,
  subscribe: (l: () => void) => {
    listeners.add(l)
    return () => void listeners.delete(l)
  },
  /** Loads the signed-in user's saved tabs (once per user). */
  ensureLoaded: () => {
    const user = currentUsername()
    if (user === loadedFor) return
    loadedFor = user
    tabs = load()
    listeners.forEach((l) => l())
  },
  visit: (path: string, fullPath: string) => {
    const next = tabOps.visit(tabs, path, fullPath)
    if (next !== tabs) set(next)
  },
  close: (path: string) => set(tabOps.close(tabs, path)),
  closeOthers: (path: string) => set(tabOps.closeOthers(tabs, path)),
  closeAll: () => set(tabOps.closeAll(tabs)),
  /** Drops the kept state of the tab at `path`. */
  dropKept: (path: string) => {
    versions = { ...versions, [path]: (versions[path] ?? 0) + 1 }
    listeners.forEach((l) => l())
  },
}

export function wipeSavedTabs() {
  Object.keys(localStorage)
    .filter((k) => k.startsWith(STORAGE_PREFIX))
    .forEach((k) => localStorage.removeItem(k))
  tabs = pinnedTabs()
  loadedFor = undefined
}
onLogoutWipe(wipeSavedTabs)

export const useTabs = () => useSyncExternalStore(tabsStore.subscribe, tabsStore.get, tabsStore.get)
/** Re-renders on Refresh too (the version map changes identity). */
export const useTabVersions = () =>
  useSyncExternalStore(
    tabsStore.subscribe,
    () => versions,
    () => versions,
  )

/** Only screens of the registry become tabs (the "named route" rule). */
export const isTabbable = (path: string) => !!menuNodeByPath(path)
export const isKeptAlive = (path: string) => !!menuNodeByPath(path)?.cache
