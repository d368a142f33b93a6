import { useSyncExternalStore } from 'react'

/** Which keyboard overlay is open: the command palette, the shortcut help, or none. */
export type Overlay = 'palette' | 'help' | null

let current: Overlay = null
const listeners = new Set<() => void>()
const set = (next: Overlay) => {
  current = next
  listeners.forEach((l) => l())
}

export const overlays = {
  get: () => current,
  subscribe(l: () => void) {
    listeners.add(l)
    return () => void listeners.delete(l)
  },
  open: (o: Exclude<Overlay, null>) => set(o),
  toggle: (o: Exclude<Overlay, null>) => set(current === o ? null : o),
  close: () => set(null),
}

export const useOverlay = () => useSyncExternalStore(overlays.subscribe, overlays.get, overlays.get)
