import { useSyncExternalStore } from 'react'

/** The one tiny external store the shell's state pieces share (prefs, settings, error log). */
export function createStore<T>(initial: T) {
  let value = initial
  const listeners = new Set<() => void>()
  const store = {
    get: () => value,
    set: (next: T) => {
      value = next
      listeners.forEach((l) => l())
    },
    subscribe: (l: () => void) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
  }
  const useValue = () => useSyncExternalStore(store.subscribe, store.get, store.get)
  return { ...store, useValue }
}
