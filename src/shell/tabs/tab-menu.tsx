import type { RefObject } from 'react'
import { Menu, MenuItem } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { useLingui } from '@lingui/react/macro'
import type { TabAction } from './tab-actions'

/** Right-click / Shift+F10 menu of a tab: Refresh, Close, Close others, Close all (pinned tabs stay). */
export function TabMenu({
  anchor,
  pinned,
  onAction,
  onClose,
}: {
  anchor: RefObject<Element | null>
  pinned: boolean
  onAction: (action: TabAction) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const items: { id: TabAction; label: string }[] = [
    { id: 'refresh', label: t`Refresh` },
    { id: 'close', label: t`Close` },
    { id: 'closeOthers', label: t`Close others` },
    { id: 'closeAll', label: t`Close all` },
  ]
  return (
    <Popover
      triggerRef={anchor}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom start"
      offset={2}
      className="popover tab-menu"
      aria-label={t`Tab actions`}
    >
      <Menu
        aria-label={t`Tab actions`}
        autoFocus="first"
        className="menu-popup"
        disabledKeys={pinned ? ['close'] : []}
        onAction={(key) => onAction(key as TabAction)}
        onClose={onClose}
      >
        {items.map((item) => (
          <MenuItem key={item.id} id={item.id} className="menu-popup-item">
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  )
}
