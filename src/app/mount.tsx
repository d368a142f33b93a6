import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { setSignInHandler } from '@/api/client'
import { startSignIn } from '@/auth/sign-in'
import { activateLanguage, initialLanguage } from '@/i18n'
import { App } from './app'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { runtimeConfig } from './runtime-config'
import { setupOffline } from '@/offline/setup'
import '@/ui/global.css'

/** Mounts the console into one container element; returns the function that removes every trace of it. */
export async function mountConsole(
  container: HTMLElement,
  opts: { embedded?: boolean } = {},
): Promise<() => void> {
  const [cleanupOffline] = await Promise.all([
    setupOffline({ basePath: runtimeConfig().basePath, embedded: opts.embedded ?? false }),
    activateLanguage(initialLanguage()),
  ])
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, runtimeConfig().basePath)
  setSignInHandler(() => void startSignIn(router.state.location.href))
  const root: Root = createRoot(container)
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
  return () => {
    cleanupOffline()
    root.unmount()
    queryClient.clear()
  }
}
