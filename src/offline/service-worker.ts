import { Workbox } from 'workbox-window'

type Listener = () => void
let applyUpdate: (() => void) | undefined
const listeners = new Set<Listener>()

/** A new version is waiting; the prompt calls applyUpdate() when the user chooses to reload. */
export const updateState = {
  available: () => applyUpdate !== undefined,
  apply: () => applyUpdate?.(),
  subscribe: (l: Listener) => {
    listeners.add(l)
    return () => void listeners.delete(l)
  },
}

/**
 * Registers the shell's service worker (precached assets only) with the prompt flow: a waiting worker never
 * takes over by itself; the user chooses "Reload". Not registered in development or when embedded.
 */
export function registerServiceWorker(basePath: string) {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const wb = new Workbox(`${basePath}sw.js`, { scope: basePath })
  wb.addEventListener('waiting', () => {
    applyUpdate = () => {
      wb.addEventListener('controlling', () => location.reload())
      wb.messageSkipWaiting()
    }
    listeners.forEach((l) => l())
  })
  void wb.register()
}
