import { afterStartupWork } from '@/ui/first-screen'
import { warmAssetCache } from './asset-cache'
import { prefetchFeatureCatalogs } from '@/i18n'

type Listener = () => void
let applyUpdate: (() => void) | undefined
const listeners = new Set<Listener>()

/** A new version is waiting; the prompt calls apply() when the user chooses to reload. */
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
export function registerServiceWorker(basePath: string): () => void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return () => {}
  let stopped = false
  let timer: ReturnType<typeof setInterval> | undefined
  // Its own chunk, registered once the start is over: the worker's install downloads the whole precache, which
  // would share the line (and this machine's processor) with the screen's code and rows and with the code fetched
  // ahead of use (issue 31); start-up's JavaScript has a budget too.
  const cancelWait = afterStartupWork(
    () =>
      void import('workbox-window').then(
        ({ Workbox }) => {
          if (stopped) return
          const wb = new Workbox(`${basePath}sw.js`, { scope: basePath })
          const offer = () => {
            applyUpdate = () => {
              navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
                once: true,
              })
              wb.messageSkipWaiting()
            }
            listeners.forEach((l) => l())
          }
          // Watched on the registration itself: a worker that finishes installing while another controls the page
          // waits.
          const watch = (reg: ServiceWorkerRegistration) => {
            if (reg.waiting && navigator.serviceWorker.controller) offer()
            reg.addEventListener('updatefound', () => {
              const installing = reg.installing
              installing?.addEventListener('statechange', () => {
                if (installing.state === 'installed' && navigator.serviceWorker.controller) offer()
              })
            })
          }
          // Offline or with the server stalled, the worker's script cannot be fetched: the next start registers it.
          wb.register().then(
            (reg) => {
              if (reg) watch(reg)
              // Marks that update detection is wired (tests wait for it before deploying a new version).
              document.documentElement.dataset.swRegistered = 'true'
            },
            () => undefined,
          )
          // The feature areas' words load with their first screen; offline, that screen needs them cached already.
          void navigator.serviceWorker.ready
            .then(prefetchFeatureCatalogs)
            .then(warmAssetCache)
            .catch(() => undefined)
          // Staff keep the console open all day: look for a new version hourly.
          timer = setInterval(() => void wb.update().catch(() => undefined), 60 * 60 * 1000)
        },
        () => undefined,
      ),
  )
  return () => {
    stopped = true
    cancelWait()
    clearInterval(timer)
  }
}
