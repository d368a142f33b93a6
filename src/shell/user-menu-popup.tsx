import { Menu, MenuItem } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { logout } from '@/auth/logout'
import { promptInstall, useInstallAvailable } from '@/offline/install-prompt'
import type { PopupState } from '@/ui/lazy-popup'

/** The account menu: install the app (when the browser offers it), log out. Loaded when first wanted. */
export function UserMenuPopup({ isOpen, onOpenChange, triggerRef, focus }: PopupState) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const installable = useInstallAvailable()
  return (
    <Popover
      className="popover"
      placement="bottom end"
      aria-label={t`Account menu`}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Menu
        className="menu-popup"
        aria-label={t`Account menu`}
        autoFocus={focus}
        onClose={() => onOpenChange(false)}
        onAction={(key) => {
          if (key === 'install') void promptInstall()
          if (key === 'logout') void logout(queryClient)
        }}
      >
        {installable ? <MenuItem id="install" className="menu-popup-item">{t`Install app`}</MenuItem> : null}
        <MenuItem id="logout" className="menu-popup-item">{t`Log out`}</MenuItem>
      </Menu>
    </Popover>
  )
}
