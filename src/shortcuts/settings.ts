import { useSyncExternalStore } from 'react'
import { shellSettings } from '@/shell-state/settings-store'

/** "Are single-key shortcuts on?" (WCAG 2.1.4): the settings drawer's switch, one source of truth. */
export const singleKeyShortcuts = {
  get: () => shellSettings.get().singleKeyShortcuts,
  set: (next: boolean) => shellSettings.update({ singleKeyShortcuts: next }),
  subscribe: shellSettings.subscribe,
}

export const useSingleKeyShortcuts = () =>
  useSyncExternalStore(singleKeyShortcuts.subscribe, singleKeyShortcuts.get, singleKeyShortcuts.get)
