import { useSyncExternalStore } from 'react'

/**
 * "Are single-key shortcuts on?" (WCAG 2.1.4). A tiny store the settings screen can drive; persisted in
 * localStorage because it is a harmless preference, not a secret.
 */
const KEY = 'boc.singleKeyShortcuts'
const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off'
  } catch {
    return true
  }
}

let enabled = typeof localStorage === 'undefined' ? true : read()

export const singleKeyShortcuts = {
  get: () => enabled,
  set(next: boolean) {
    enabled = next
    try {
      localStorage.setItem(KEY, next ? 'on' : 'off')
    } catch {
      // Private mode: the choice still holds for this page.
    }
    listeners.forEach((l) => l())
  },
  subscribe(l: () => void) {
    listeners.add(l)
    return () => void listeners.delete(l)
  },
}

export const useSingleKeyShortcuts = () =>
  useSyncExternalStore(singleKeyShortcuts.subscribe, singleKeyShortcuts.get, singleKeyShortcuts.get)
