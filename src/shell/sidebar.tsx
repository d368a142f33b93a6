import { useState, type CSSProperties, type ReactNode } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Icon } from '@/ui/icon'
import { useAccess } from '@/auth/use-can'
import { shellPrefs, useShellPrefs } from '@/shell-state/prefs'
import { useShellSettings } from '@/shell-state/settings-store'
import { activeSidebarPath, sidebarItems, type SidebarItem } from './sidebar-model'
import { useTitleFor } from '@/ui/titles'
import { useStartedInTransition } from './started-in-transition'

const SYSTEM_NAME = 'Back Office Console'

interface Tip {
  text: string
  top: number
}

/** The permitted routes from the server menu, nested; colours and width from spec section 9. */
export function Sidebar() {
  const access = useAccess()
  const { sidebarOpened } = useShellPrefs()
  const { sidebarLogo } = useShellSettings()
  const { t } = useLingui()
  const active = activeSidebarPath(useLocation({ select: (l) => l.pathname }))
  const items = sidebarItems(access.entries)
  // Its entries are built in a transition on the console's first render, like the first page.
  const ready = useStartedInTransition('sidebar')
  // Collapsed, the entries are icons only: their names show in a tooltip on hover and keyboard focus.
  const [tip, setTip] = useState<Tip | null>(null)
  const showTip = (target: EventTarget) => {
    const link = (target as Element).closest?.('.menu-link')
    if (sidebarOpened || !link) return setTip(null)
    const box = link.getBoundingClientRect()
    setTip({ text: link.querySelector('.menu-text')?.textContent ?? '', top: box.top + box.height / 2 })
  }
  return (
    <nav
      id="sidebar"
      className="sidebar"
      aria-label={t`Main menu`}
      data-collapsed={!sidebarOpened || undefined}
      onPointerOver={(e) => showTip(e.target)}
      onPointerLeave={() => setTip(null)}
      onFocus={(e) => showTip(e.target)}
      onBlur={() => setTip(null)}
    >
      <div className="sidebar-title">
        {sidebarLogo && <img src="favicon.svg" alt="" width="28" height="28" className="sidebar-logo" />}
        <span>{sidebarOpened ? SYSTEM_NAME : ''}</span>
      </div>
      <ul className="menu" role="list">
        {ready && items.map((item) => <MenuItem key={item.path} item={item} active={active} depth={0} />)}
      </ul>
      {tip && (
        <div className="sidebar-tooltip" role="tooltip" style={{ top: tip.top }}>
          {tip.text}
        </div>
      )}
    </nav>
  )
}

function Entry({ item, children }: { item: SidebarItem; children?: ReactNode }) {
  const title = useTitleFor()(item.path, item.title)
  return (
    <>
      <Icon name={item.icon} />
      <span className="menu-text">{title}</span>
      {children}
    </>
  )
}

function MenuItem({ item, active, depth }: { item: SidebarItem; active: string; depth: number }) {
  const indent: CSSProperties = { paddingLeft: 20 + depth * 16 }
  if (item.children.length) {
    const open = active.startsWith(`${item.path}/`)
    return (
      <li>
        <details open={open || undefined} className="submenu">
          <summary
            className="menu-link"
            style={indent}
            data-active-parent={open || undefined}
            onClick={(e) => {
              // On the rail a center's entries would be icons alike: open the menu on that center instead.
              if (shellPrefs.get().sidebarOpened) return
              e.preventDefault()
              const details = e.currentTarget.parentElement as HTMLDetailsElement | null
              if (details) details.open = true
              shellPrefs.toggleSidebar()
            }}
          >
            <Entry item={item}>
              <span className="submenu-arrow" aria-hidden="true" />
            </Entry>
          </summary>
          <ul role="list">
            {item.children.map((c) => (
              <MenuItem key={c.path} item={c} active={active} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    )
  }
  return (
    <li>
      {item.external ? (
        <a className="menu-link" href={item.path} target="_blank" rel="noopener noreferrer" style={indent}>
          <Entry item={item} />
        </a>
      ) : (
        <Link
          to={item.path}
          className="menu-link"
          data-active={active === item.path || undefined}
          aria-current={active === item.path ? 'page' : undefined}
          style={indent}
        >
          <Entry item={item} />
        </Link>
      )}
    </li>
  )
}
