import { startTransition, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { setClientEffects } from '@/api/client'
import { ERROR_TOAST_MS, showToast } from '@/ui/toast-store'
import { signInAgain } from '@/auth/sign-in-again'
import { activateLanguage, initialLanguage } from '@/i18n'
import { collectRuntimeErrors } from '@/shell/error-log/error-log-store'
import { App } from './app'
import { createQueryClient, wireConnectivity } from './query-client'
import { wireLiveUpdates } from './live-updates'
import { createAppRouter } from './router'
import { runtimeConfig } from '@/api/runtime-config'
import { setupOffline } from './setup-offline'
import { warmCurrentScreen } from './warm-start'
import { watchFirstScreen } from './first-screen-watch'
import { maxElementHeight } from '@/table/max-element-height'
import { nextTask } from '@/ui/next-task'
// Registers the saved table views with the palette from the start, not only once a list has loaded.
import '@/table/saved-views-store'
import '@/ui/global.css'
// The shell's and the table's styles travel in the page's own stylesheet: every signed-in screen draws the shell,
// most draw a table, and as files of their own they were two more requests on a cold start's path, which
// Lighthouse's simulation ran ahead of React and the entry (issue 31, decision 0147).
import '@/shell/shell.css'
import '@/shell/overlays.css'
import '@/shell/print.css'
import '@/shortcuts/shortcuts.css'
import '@/table/table.css'

/**
 * Mounts the console into one container element; returns the function that removes every trace of it:
 * the React tree (and its portals), the router's history listeners, the error collectors, the offline layer,
 * cached data. Embedded, no service worker is registered (setupOffline).
 */
export async function mountConsole(
  container: HTMLElement,
  opts: { embedded?: boolean } = {},
): Promise<() => void> {
  const queryClient = createQueryClient()
  // The start's steps each in a task of its own: with the modules' evaluation before them, they blocked the
  // page for one long task (issue 31). Building the router (its route tree) is one of them.
  await nextTask()
  const router = createAppRouter(queryClient, runtimeConfig().basePath)
  const unwatchFirstScreen = watchFirstScreen(router, queryClient)
  await nextTask()
  warmCurrentScreen(router)
  await nextTask()
  const [cleanupOffline] = await Promise.all([
    setupOffline({ basePath: runtimeConfig().basePath, embedded: opts.embedded ?? false }),
    activateLanguage(initialLanguage()),
  ])
  const unwireConnectivity = wireConnectivity(queryClient)
  const unwireLive = wireLiveUpdates(queryClient)
  setClientEffects({
    signIn: () => void signInAgain(router.state.location.href),
    toast: (t) =>
      'key' in t
        ? showToast({
            tone: 'error',
            message: t.key,
            translate: true,
            durationMs: ERROR_TOAST_MS,
            ...(t.requestId ? { requestId: t.requestId } : {}),
          })
        : showToast({ tone: 'error', message: t.text, durationMs: ERROR_TOAST_MS }),
  })
  // Spec section 9: the error log is enabled in production.
  const stopCollecting = import.meta.env.PROD ? collectRuntimeErrors() : () => undefined
  // Measured while the page is still its start-up markup, so the probe's layouts are cheap; a list measures
  // it otherwise in its first render, laying out the whole console there.
  maxElementHeight()
  const root: Root = createRoot(container)
  // In a transition, React builds the console's first tree in slices, yielding to the browser between them,
  // instead of in one blocking task (issue 31).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  )
  return () => {
    unwatchFirstScreen()
    cleanupOffline()
    unwireConnectivity()
    unwireLive()
    root.unmount()
    stopCollecting()
    router.history.destroy()
    queryClient.clear()
  }
}
