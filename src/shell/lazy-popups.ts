import { lazyExports } from '@/ui/lazy-with-preload'

// The popups of the navbar and the tab strip, one chunk (shell-popups.ts): loading any of them loads them all.
const popup = lazyExports(() => import('./shell-popups'))

export const ErrorLogDialog = popup('ErrorLogDialog')
export const LanguageList = popup('LanguageList')
export const SettingsDialog = popup('SettingsDialog')
export const TabMenu = popup('TabMenu')
export const UserMenuPopup = popup('UserMenuPopup')

/** Starts the download of every shell popup (they are one chunk). */
export const preloadShellPopups = UserMenuPopup.preload
