import './shell.css'
import './overlays.css'
import './print.css'
import { memo, useEffect, useRef, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { KeyboardLayer } from './keyboard-layer'
import { Navbar } from './navbar'
import { shellPrefs, useShellPrefs } from '@/shell-state/prefs'
import { useShellSettings } from '@/shell-state/settings-store'
import { Sidebar } from './sidebar'
import { KeepAliveOutlet } from './tabs/keep-alive-outlet'
import { tabsStore } from '@/shell-state/tabs-store'
import { TabsView, useVisitTabs } from './tabs/tabs-view'
import { useAccess } from '@/auth/use-can'
import { PrintHeader } from './print-header'
import { useContentDrawn } from '@/ui/first-screen'

// The shell's parts read their own stores and the router themselves: a change of the layout's own state (the
// device, the sidebar, the settings, the menu's query) need not redraw the page and every menu beneath it, which
// on a cold start cost several whole-console renders (issue 31, decision 0112).
const ShellSidebar = memo(Sidebar)
const ShellNavbar = memo(Navbar)
const ShellTabs = memo(TabsView)
const ShellOutlet = memo(KeepAliveOutlet)
const ShellKeyboard = memo(KeyboardLayer)
const ShellPrintHeader = memo(PrintHeader)

/** Device re-evaluated on resize; on mobile the sidebar closes after each route change (spec section 4). */
function useDevice() {
  const pathname = useLocation({ select: (l) => l.pathname })
  useEffect(() => {
    const onResize = () => shellPrefs.updateDevice()
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  useEffect(() => {
    if (shellPrefs.get().device === 'mobile') shellPrefs.closeSidebar(true)
  }, [pathname])
}

/**
 * The sidebar's state on the root element too, for what sits outside the layout (the toasts' place). A
 * `html:has(.app-wrapper[data-sidebar])` selector did that, but made Chromium restyle the whole page on every
 * row a list added or removed (issue 31).
 */
function useSidebarOnRoot(state: 'open' | 'closed') {
  useEffect(() => {
    const root = document.documentElement
    root.dataset.sidebar = state
    return () => {
      delete root.dataset.sidebar
    }
  }, [state])
}

/** The layout every signed-in screen renders in: sidebar, navbar, tab strip, kept-alive pages. */
export function ShellLayout() {
  const access = useAccess()
  const { sidebarOpened, device, withoutAnimation } = useShellPrefs()
  const { tagsView, fixedHeader } = useShellSettings()
  const scrollRoot = useRef<HTMLDivElement>(null)
  useState(tabsStore.ensureLoaded)
  useVisitTabs()
  useDevice()
  useSidebarOnRoot(sidebarOpened ? 'open' : 'closed')

  return (
    <div
      className="app-wrapper"
      data-device={device}
      data-sidebar={sidebarOpened ? 'open' : 'closed'}
      data-animate={!withoutAnimation || undefined}
      data-fixed-header={fixedHeader || undefined}
      data-tags-view={tagsView || undefined}
    >
      <a className="skip-link" href="#main-content">
        <Trans>Skip to content</Trans>
      </a>
      {device === 'mobile' && sidebarOpened && (
        <div className="sidebar-backdrop" aria-hidden="true" onClick={() => shellPrefs.closeSidebar(false)} />
      )}
      <ShellSidebar />
      <div className="main-container" ref={scrollRoot}>
        <div className="shell-header">
          <ShellNavbar />
          {tagsView && <ShellTabs />}
        </div>
        <main id="main-content" className="app-main" tabIndex={-1}>
          <ShellPrintHeader />
          {access.hasMenu ? <ShellOutlet scrollRoot={scrollRoot} /> : <NoPermission />}
        </main>
      </div>
      <ShellKeyboard />
    </div>
  )
}

function NoPermission() {
  useContentDrawn()
  return (
    <section className="card narrow" aria-labelledby="no-permission-title">
      <h1 id="no-permission-title">
        <Trans>No permission</Trans>
      </h1>
      <p>
        <Trans>
          Your account cannot open any screen yet. An administrator can give you a role with the access you
          need.
        </Trans>
      </p>
    </section>
  )
}
