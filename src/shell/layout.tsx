import './shell.css'
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Navbar } from './navbar'
import { shellPrefs, useShellPrefs } from './prefs'
import { Sidebar } from './sidebar'
import { TabsView } from './tabs/tabs-view'
import { useAccess } from './use-access'

/** The layout every signed-in screen renders in: sidebar, navbar, tab strip, page. */
export function ShellLayout() {
  const access = useAccess()
  const { sidebarOpened, device, withoutAnimation } = useShellPrefs()
  const pathname = useLocation({ select: (l) => l.pathname })

  useEffect(() => {
    const onResize = () => shellPrefs.updateDevice()
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  // On mobile the sidebar closes after each route change.
  useEffect(() => {
    if (shellPrefs.get().device === 'mobile') shellPrefs.closeSidebar(true)
  }, [pathname])

  return (
    <div
      className="app-wrapper"
      data-device={device}
      data-sidebar={sidebarOpened ? 'open' : 'closed'}
      data-animate={!withoutAnimation || undefined}
    >
      <a className="skip-link" href="#main-content">
        <Trans>Skip to content</Trans>
      </a>
      {device === 'mobile' && sidebarOpened && (
        <div className="sidebar-backdrop" aria-hidden="true" onClick={() => shellPrefs.closeSidebar(false)} />
      )}
      <Sidebar />
      <div className="main-container">
        <Navbar />
        <TabsView />
        <main id="main-content" className="app-main" tabIndex={-1}>
          {access.hasMenu ? (
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <Outlet />
            </Suspense>
          ) : (
            <NoPermission />
          )}
        </main>
      </div>
    </div>
  )
}

function NoPermission() {
  return (
    <section className="card narrow" role="alert">
      <h1>
        <Trans>No permission</Trans>
      </h1>
      <p>
        <Trans>You have no system permission. Please contact the relevant product owner.</Trans>
      </p>
    </section>
  )
}
