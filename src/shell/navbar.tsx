import { useLocation } from '@tanstack/react-router'
import { Button } from 'react-aria-components/Button'
import { useLingui } from '@lingui/react/macro'
import { menuNodeByPath } from '@/domain/menu'
import { PaletteTrigger } from '@/palette/palette-trigger'
import { Breadcrumb } from './breadcrumb'
import { ErrorLogButton } from './error-log/error-log-button'
import { LanguageSelect } from './language-select'
import { shellPrefs, useShellPrefs } from '@/shell-state/prefs'
import { SettingsDrawer } from './settings/settings-drawer'
import { UserMenu } from './user-menu'
import { useStartedInTransition } from './started-in-transition'
import { preloadShellPopups } from './lazy-popups'
import { useWarmForOffline } from '@/offline/warm-for-offline'

export function Navbar() {
  const { t } = useLingui()
  const { sidebarOpened } = useShellPrefs()
  const multilang = useLocation({ select: (l) => !!menuNodeByPath(l.pathname)?.multilang })
  // The search, language, settings and user controls are built in a transition on the console's first render,
  // as the sidebar and the page are: they are right-aligned, so nothing moves. Their menus and dialogs load on
  // first use (lazy-popups.ts).
  const ready = useStartedInTransition('navbar')
  useWarmForOffline(preloadShellPopups)
  return (
    <header className="navbar">
      <Button
        className="hamburger"
        aria-label={t`Toggle sidebar`}
        aria-expanded={sidebarOpened}
        aria-controls="sidebar"
        onPress={shellPrefs.toggleSidebar}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
      <Breadcrumb />
      <div className="navbar-right">
        {ready && (
          <>
            <PaletteTrigger />
            <ErrorLogButton />
            {multilang && <LanguageSelect />}
            <SettingsDrawer />
            <UserMenu />
          </>
        )}
      </div>
    </header>
  )
}
