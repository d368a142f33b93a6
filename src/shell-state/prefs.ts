import { useSyncExternalStore } from 'react'
import { readCookie, writeCookie } from '@/api/cookies'
import { SIDEBAR_COOKIE } from './sidebar-cookie'

/** Client preferences (spec section 3): sidebar open/collapsed in a cookie, device from the viewport width. */
export const MOBILE_BREAKPOINT = 992

interface Prefs {
  sidebarOpened: boolean
  withoutAnimation: boolean
  device: 'desktop' | 'mobile'
}

const isMobileWidth = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT

let prefs: Prefs = {
  sidebarOpened: readCookie(SIDEBAR_COOKIE) !== '0' && !isMobileWidth(),
  withoutAnimation: false,
  device: isMobileWidth() ? 'mobile' : 'desktop',
}
const listeners = new Set<() => void>()
const set = (next: Partial<Prefs>) => {
  prefs = { ...prefs, ...next }
  listeners.forEach((l) => l())
}

export const shellPrefs = {
  get: () => prefs,
  subscribe: (l: () => void) => {
    listeners.add(l)
    return () => void listeners.delete(l)
  },
  toggleSidebar: () => {
    set({ sidebarOpened: !prefs.sidebarOpened, withoutAnimation: false })
    writeCookie(SIDEBAR_COOKIE, prefs.sidebarOpened ? '1' : '0')
  },
  closeSidebar: (withoutAnimation: boolean) => {
    // On a phone every route change closes it: when it is closed already nothing moves, so nothing is redrawn
    // (the animation flag only matters for a sidebar that opens or closes; toggleSidebar sets its own).
    if (prefs.sidebarOpened) set({ sidebarOpened: false, withoutAnimation })
    writeCookie(SIDEBAR_COOKIE, '0')
  },
  /** Re-evaluated on resize unless the page is hidden. */
  updateDevice: () => {
    if (document.hidden) return
    const device = isMobileWidth() ? 'mobile' : 'desktop'
    if (device !== prefs.device) set({ device })
    if (device === 'mobile' && prefs.sidebarOpened) set({ sidebarOpened: false, withoutAnimation: true })
  },
}

export function useShellPrefs(): Prefs {
  return useSyncExternalStore(shellPrefs.subscribe, shellPrefs.get, shellPrefs.get)
}
