import { onLogoutWipe } from '@/auth/logout'
import { wipeDrafts } from '@/offline/drafts'
import { listenForInstallPrompt } from '@/offline/install-prompt'
import { wipePersistedQueries } from '@/offline/persister'
import { registerServiceWorker } from '@/offline/service-worker'

/** Offline plumbing at start: logout wipers, install offer, service worker. Returns cleanup. */
export async function setupOffline(opts: { basePath: string; embedded: boolean }): Promise<() => void> {
  const removers = [onLogoutWipe(wipePersistedQueries), onLogoutWipe(wipeDrafts), listenForInstallPrompt()]
  if (!opts.embedded) removers.push(registerServiceWorker(opts.basePath))
  return () => removers.forEach((r) => r())
}
