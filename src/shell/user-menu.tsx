import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { userQuery } from '@/auth/session-queries'
import { logout } from '@/auth/logout'
import { promptInstall, useInstallAvailable } from '@/offline/install-prompt'

export function UserMenu() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const user = useQuery(userQuery).data
  const installable = useInstallAvailable()
  const nickname = user?.nickname ?? ''
  return (
    <MenuTrigger>
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
      <Popover className="popover" placement="bottom end" aria-label={t`Account menu`}>
        <Menu
          className="menu-popup"
          onAction={(key) => {
            if (key === 'install') void promptInstall()
            if (key === 'logout') void logout(queryClient)
          }}
        >
          {installable ? (
            <MenuItem id="install" className="menu-popup-item">{t`Install app`}</MenuItem>
          ) : null}
          <MenuItem id="logout" className="menu-popup-item">{t`Log out`}</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
