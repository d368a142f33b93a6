import { useLocation } from '@tanstack/react-router'
import { Button } from 'react-aria-components'
import { useLingui } from '@lingui/react/macro'
import { menuNodeByPath } from '@/domain/menu'
import { Breadcrumb } from './breadcrumb'
import { LanguageSelect } from './language-select'
import { shellPrefs, useShellPrefs } from './prefs'
import { UserMenu } from './user-menu'

export function Navbar() {
  const { t } = useLingui()
  const { sidebarOpened } = useShellPrefs()
  const multilang = useLocation({ select: (l) => !!menuNodeByPath(l.pathname)?.multilang })
  return (
    <header className="navbar">
      <Button
        className="hamburger"
        aria-label={sidebarOpened ? t`Collapse sidebar` : t`Expand sidebar`}
        aria-expanded={sidebarOpened}
        onPress={shellPrefs.toggleSidebar}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
      <Breadcrumb />
      <div className="navbar-right">
        {multilang && <LanguageSelect />}
        <UserMenu />
      </div>
    </header>
  )
}
