import { useSyncExternalStore } from 'react'
import { connectivity } from '@/api/connectivity'

/** Browser events feed the same state: going offline shows at once, coming back probes the server now. */
function subscribe(onChange: () => void) {
  const online = () => {
    connectivity.checkNow()
    onChange()
  }
  window.addEventListener('online', online)
  window.addEventListener('offline', onChange)
  const unsubscribe = connectivity.subscribe(onChange)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', onChange)
    unsubscribe()
  }
}

/**
 * Whether the console is online: the browser says so and the server answers (api/connectivity.ts). Write
 * controls read it to disable themselves; the banner reads it to explain.
 */
export const useOnline = () => useSyncExternalStore(subscribe, connectivity.online, () => true)

/** Whether the browser itself is offline (as opposed to the server not answering): the banner's wording. */
export const useBrowserOffline = () =>
  useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  )
