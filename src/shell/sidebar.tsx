import { Link, useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useAccess } from './use-access'
import { useShellPrefs } from './prefs'
import { activeSidebarPath, sidebarItems, type SidebarItem } from './sidebar-model'
import { useTitleFor } from './titles'
import { Icon } from '@/ui/icon'

/** The permitted routes from the server menu, nested; colours and width from spec section 9. */
export function Sidebar() {
  const access = useAccess()
  const { sidebarOpened } = useShellPrefs()
  const { t } = useLingui()
  const active = activeSidebarPath(useLocation({ select: (l) => l.pathname }))
  const items = sidebarItems(access.entries)
  return (
    <nav className="sidebar" aria-label={t`Main menu`} data-collapsed={!sidebarOpened}>
      <div className="sidebar-title">{sidebarOpened ? 'Back Office Console' : ''}</div>
      <ul className="menu" role="list">
        {items.map((item) => (
          <MenuItem key={item.path} item={item} active={active} depth={0} />
        ))}
      </ul>
    </nav>
  )
}

function MenuItem({ item, active, depth }: { item: SidebarItem; active: string; depth: number }) {
  const title = useTitleFor()(item.path, item.title)
  const { sidebarOpened } = useShellPrefs()
  if (item.children.length) {
    const open = active.startsWith(`${item.path}/`)
    return (
      <li>
        <details open={open || undefined} className="submenu">
          <summary className="menu-link" style={{ paddingLeft: 20 + depth * 16 }} title={title}>
            <Icon name={item.icon} />
            {sidebarOpened && <span className="menu-text">{title}</span>}
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
  const body = (
    <>
      <Icon name={item.icon} />
      {sidebarOpened && <span className="menu-text">{title}</span>}
    </>
  )
  return (
    <li>
      {item.external ? (
        <a
          className="menu-link"
          href={item.path}
          target="_blank"
          rel="noopener noreferrer"
          style={{ paddingLeft: 20 + depth * 16 }}
          title={title}
        >
          {body}
        </a>
      ) : (
        <Link
          to={item.path}
          className="menu-link"
          data-active={active === item.path || undefined}
          aria-current={active === item.path ? 'page' : undefined}
          style={{ paddingLeft: 20 + depth * 16 }}
          title={title}
        >
          {body}
        </Link>
      )}
    </li>
  )
}
