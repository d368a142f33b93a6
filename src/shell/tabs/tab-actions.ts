import { useLocation, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { tabOps, tabsStore, type VisitedTab } from '@/shell-state/tabs-store'

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll'

/** The tab operations with their navigation: closing the active tab moves to the last remaining one. */
export function useTabActions() {
  const pathname = useLocation({ select: (l) => l.pathname })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const goIfActiveClosed = () => {
    if (!tabsStore.get().some((t) => t.path === pathname)) {
      void navigate({ href: tabOps.fallback(tabsStore.get()) })
    }
  }
  return (action: TabAction, tab: VisitedTab) => {
    switch (action) {
      case 'refresh':
        // Drop the kept page and mark cached data stale, then come back through /redirect (spec section 4).
        tabsStore.dropKept(tab.path)
        void queryClient.invalidateQueries({ refetchType: 'none' })
        void navigate({ href: `/redirect${tab.fullPath}`, replace: true })
        return
      case 'close':
        tabsStore.close(tab.path)
        return goIfActiveClosed()
      case 'closeOthers':
        tabsStore.closeOthers(tab.path)
        if (tab.path !== pathname) void navigate({ href: tab.fullPath })
        return
      case 'closeAll':
        tabsStore.closeAll()
        return goIfActiveClosed()
    }
  }
}
