import { useEffect } from 'react'
import { idleAfterFirstScreen } from '@/ui/first-screen'

/**
 * Loads `preload`'s code once the first screen is shown and the browser is idle, on a page the service worker
 * does not control. That is the first visit (the worker takes over at the next start, decision 0071): there a
 * menu whose code loads on first use would not open once the network is gone. A page the worker controls gets
 * that code from the precache, so it loads it only when the user shows intent.
 */
export function useWarmForOffline(preload: () => unknown) {
  useEffect(() => {
    if (typeof navigator === 'undefined' || navigator.serviceWorker?.controller) return
    return idleAfterFirstScreen(preload)
  }, [preload])
}
