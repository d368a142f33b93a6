import { lazy, Suspense, useEffect, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { isPathPermitted, type Access } from '@/auth/access'
import { useAccess } from '@/auth/use-can'
import { loadPalette } from '@/palette/load'
// Registers the recent-records wipe on logout even if the palette was never opened.
import '@/palette/recent'
import { createDispatcher } from '@/shortcuts/dispatcher'
import { isMacPlatform } from '@/shortcuts/keys'
import { overlays, useOverlay } from '@/shortcuts/overlays'
import { SHORTCUTS, type ShortcutContext } from '@/shortcuts/registry'
import { focusScreenSearch } from '@/shortcuts/screen'
import { singleKeyShortcuts } from '@/shortcuts/settings'
import { tabCommands } from '@/shortcuts/tab-commands'
import { idleAfterFirstScreen } from '@/ui/first-screen'

const Palette = lazy(loadPalette)
const HelpOverlay = lazy(() => import('@/shortcuts/help-overlay'))

/**
 * Installs the global shortcuts and renders the keyboard overlays. Only this, the trigger and the key
 * listener are in the initial bundle; the palette loads when the page is idle (or first opened), the help
 * overlay when first opened.
 */
export function KeyboardLayer() {
  const router = useRouter()
  const access = useAccess()
  const accessRef = useRef<Access>(access)
  const overlay = useOverlay()

  useEffect(() => {
    accessRef.current = access
  }, [access])

  // Fetch the palette once the first screen is shown and the page is idle, so the first Mod+K opens it at once.
  // Offline, the palette's code loads when it is first opened instead (a failed preload is not an error).
  useEffect(() => idleAfterFirstScreen(() => loadPalette().catch(() => undefined)), [])

  useEffect(() => {
    const navigate = (href: string) => void router.navigate({ href })
    const context = (): ShortcutContext => {
      const tabs = tabCommands(navigate, router.state.location.pathname)
      return {
        openPalette: () => overlays.toggle('palette'),
        openHelp: () => overlays.open('help'),
        focusSearch: () => focusScreenSearch(),
        goTo(path) {
          // Only screens the user may reach and this build has.
          if (!isPathPermitted(accessRef.current, path) || !(path in router.routesByPath)) return false
          navigate(path)
          return true
        },
        stepTab: tabs.step,
        closeCurrentTab: tabs.close,
      }
    }
    const dispatcher = createDispatcher(SHORTCUTS, context, {
      isMac: isMacPlatform(),
      singleKeysEnabled: singleKeyShortcuts.get,
    })
    window.addEventListener('keydown', dispatcher.onKeyDownCapture, true)
    window.addEventListener('keydown', dispatcher.onKeyDown)
    return () => {
      window.removeEventListener('keydown', dispatcher.onKeyDownCapture, true)
      window.removeEventListener('keydown', dispatcher.onKeyDown)
    }
  }, [router])

  return (
    <Suspense fallback={null}>
      {overlay === 'palette' && <Palette onClose={overlays.close} />}
      {overlay === 'help' && <HelpOverlay onClose={overlays.close} />}
    </Suspense>
  )
}
