import { useSyncExternalStore } from 'react'

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | undefined
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

/** Keeps the browser's install offer so an "Install app" control can show it later. Returns a remover. */
export function listenForInstallPrompt(): () => void {
  const onPrompt = (e: Event) => {
    e.preventDefault()
    deferred = e as BeforeInstallPromptEvent
    emit()
  }
  const onInstalled = () => {
    deferred = undefined
    emit()
  }
  window.addEventListener('beforeinstallprompt', onPrompt)
  window.addEventListener('appinstalled', onInstalled)
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt)
    window.removeEventListener('appinstalled', onInstalled)
  }
}

export async function promptInstall() {
  const e = deferred
  if (!e) return
  await e.prompt()
  await e.userChoice
  deferred = undefined
  emit()
}

export const useInstallAvailable = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
    () => deferred !== undefined,
    () => false,
  )
