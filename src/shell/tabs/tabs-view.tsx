import { useEffect } from 'react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { HrefLink } from '@/ui/href-link'
import { useLingui } from '@lingui/react/macro'
import { useTitleFor } from '../titles'
import { isTabbable, tabOps, tabsStore, useTabs } from './tabs-store'

/** The strip of visited pages. Pinned tabs have no close button; middle-click closes. */
export function TabsView() {
  const tabs = useTabs()
  const location = useLocation()
  const navigate = useNavigate()
  const titleFor = useTitleFor()
  const { t } = useLingui()

  useEffect(() => {
    if (isTabbable(location.pathname)) tabsStore.visit(location.pathname, location.href)
  }, [location.pathname, location.href])

  const close = (path: string) => {
    tabsStore.close(path)
    if (path === location.pathname) void navigate({ href: tabOps.fallback(tabsStore.get()) })
  }

  return (
    <nav className="tabs-view" aria-label={t`Open pages`}>
      <ul role="list">
        {tabs.map((tab) => {
          const active = tab.path === location.pathname
          return (
            <li key={tab.path} className="tab" data-active={active || undefined}>
              <HrefLink
                href={tab.fullPath}
                className="tab-link"
                aria-current={active ? 'page' : undefined}
                onAuxClick={(e) => {
                  if (e.button === 1 && !tab.affix) {
                    e.preventDefault()
                    close(tab.path)
                  }
                }}
              >
                {titleFor(tab.path)}
              </HrefLink>
              {!tab.affix && (
                <button
                  type="button"
                  className="tab-close"
                  aria-label={t`Close ${titleFor(tab.path)}`}
                  onClick={() => close(tab.path)}
                >
                  ×
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
