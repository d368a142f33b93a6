import { readCookie } from '@/api/cookies'
import { SIDEBAR_COOKIE } from '@/shell-state/sidebar-cookie'

/**
 * index.html's stand-in for the shell (#boot-shell: the sidebar's colour and name, the navbar and its menu
 * button), drawn with the page's first paint while the console's code downloads, instead of a white page for
 * seconds on a slow network (issue 31). The boot script shows it when the visit opens the console; the console
 * removes it once its first route has loaded, when its own shell draws in the same frame.
 */
export function showBootShell() {
  document.documentElement.dataset.boot = readCookie(SIDEBAR_COOKIE) === '0' ? 'collapsed' : 'open'
}

export function removeBootShell() {
  document.getElementById('boot-shell')?.remove()
  delete document.documentElement.dataset.boot
}
