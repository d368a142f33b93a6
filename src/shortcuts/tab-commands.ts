import { tabOps, tabsStore, type VisitedTab } from '@/shell-state/tabs-store'

/** The tab `delta` steps from the one at `path`, wrapping around the strip. */
export function neighbourTab(
  tabs: readonly VisitedTab[],
  path: string,
  delta: 1 | -1,
): VisitedTab | undefined {
  if (tabs.length < 2) return undefined
  const i = tabs.findIndex((t) => t.path === path)
  if (i < 0) return delta === 1 ? tabs[0] : tabs.at(-1)
  return tabs[(i + delta + tabs.length) % tabs.length]
}

/** Tab-strip commands for the shortcuts and the palette; `navigate` takes an href inside the console. */
export function tabCommands(navigate: (href: string) => void, pathname: string) {
  const current = () => tabsStore.get().find((t) => t.path === pathname)
  const leaveIfClosed = () => {
    if (!tabsStore.get().some((t) => t.path === pathname)) navigate(tabOps.fallback(tabsStore.get()))
  }
  return {
    step(delta: 1 | -1) {
      const next = neighbourTab(tabsStore.get(), pathname, delta)
      if (!next) return false
      navigate(next.fullPath)
      return true
    },
    /** Pinned tabs stay: closing one does nothing. */
    close() {
      const tab = current()
      if (!tab || tab.affix) return false
      tabsStore.close(pathname)
      leaveIfClosed()
      return true
    },
    closeOthers: () => tabsStore.closeOthers(pathname),
    closeAll() {
      tabsStore.closeAll()
      leaveIfClosed()
    },
    /** Refresh goes through the hidden /redirect route, which navigates straight back. */
    refresh: () => navigate(`/redirect${current()?.fullPath ?? pathname}`),
  }
}
