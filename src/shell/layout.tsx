import './shell.css'
import './overlays.css'
import './print.css'
import { useEffect, useRef, useState } from 'react'
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

/** The layout every signed-in screen renders in: sidebar, navbar, tab strip, kept-alive pages. */
export function ShellLayout() {
  const access = useAccess()
  const { sidebarOpened, device, withoutAnimation } = useShellPrefs()
  const { tagsView, fixedHeader } = useShellSettings()
  const scrollRoot = useRef<HTMLDivElement>(null)
  useState(tabsStore.ensureLoaded)
  useVisitTabs()
  useDevice()

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
      <Sidebar />
      <div className="main-container" ref={scrollRoot}>
        <div className="shell-header">
          <Navbar />
          {tagsView && <TabsView />}
        </div>
        <main id="main-content" className="app-main" tabIndex={-1}>
          <PrintHeader />
          {access.hasMenu ? <KeepAliveOutlet scrollRoot={scrollRoot} /> : <NoPermission />}
        </main>
      </div>
      <KeyboardLayer />
    </div>
  )
}

function NoPermission() {
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
