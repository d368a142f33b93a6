import { onLogoutWipe } from '@/auth/logout'
import { wipeDrafts } from './drafts'
import { listenForInstallPrompt } from './install-prompt'
import { wipePersistedQueries } from './persister'
import { registerServiceWorker } from './service-worker'

/** Offline plumbing at start: logout wipers, install offer, service worker. Returns cleanup. */
export async function setupOffline(opts: { basePath: string; embedded: boolean }): Promise<() => void> {
  const removers = [onLogoutWipe(wipePersistedQueries), onLogoutWipe(wipeDrafts), listenForInstallPrompt()]
  if (!opts.embedded) removers.push(registerServiceWorker(opts.basePath))
  return () => removers.forEach((r) => r())
}
