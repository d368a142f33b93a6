import { Button } from 'react-aria-components/Button'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { userQuery } from '@/auth/session-queries'
import { LazyPopupTrigger } from '@/ui/lazy-popup'
import { UserMenuPopup } from './lazy-popups'

/** The user's button in the navbar; its menu (user-menu-popup.tsx) loads when first wanted. */
export function UserMenu() {
  const { t } = useLingui()
  const user = useQuery(userQuery).data
  const nickname = user?.nickname ?? ''
  return (
    <LazyPopupTrigger
      kind="menu"
      preload={UserMenuPopup.preload}
      popup={(state) => <UserMenuPopup {...state} />}
    >
      {/* Named after what it shows, the user's name, as axe's label-content-name-mismatch wants. */}
      <Button
        className="navbar-button user-button"
        aria-label={nickname ? t`${nickname}: account menu` : t`Account menu`}
      >
        <span className="avatar" aria-hidden="true">
          {(user?.nickname ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="user-name">{nickname}</span>
      </Button>
    </LazyPopupTrigger>
  )
}
