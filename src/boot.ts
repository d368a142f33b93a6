import {
  bootAssets,
  bootConsole,
  currentAppPath,
  menuPermits,
  preloadSignedInCode,
} from '@/auth/boot-sign-in'
import { applyStoredTheme } from '@/shell/settings/theme-boot'
import { showBootShell } from '@/shell/boot-shell'
import { startEarlyReads } from '@/api/early-reads'

// index.html's inline boot script (the `sign-in-boot` plugin in vite.config.ts inlines this file): the
// console's entry and preloads are this script's data, loaded only when the visit does not go to sign in.
applyStoredTheme()
const data = (document.currentScript as HTMLScriptElement | null)?.dataset
const assets = bootAssets(data)
if (bootConsole(assets)) {
  showBootShell()
  const read = data?.read
  // In a task of their own: React's and the entry's downloads, the longest of a start, leave first (issue 31).
  setTimeout(() => {
    startEarlyReads(read ? { read, permitted: menuPermits(`/${currentAppPath()}`) } : undefined)
    preloadSignedInCode(assets)
  }, 0)
}
