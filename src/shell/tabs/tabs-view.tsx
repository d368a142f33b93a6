import { Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { HrefLink } from '@/ui/href-link'
import { useTitleFor } from '@/ui/titles'
import { TabMenu } from '../lazy-popups'
import { useTabActions } from './tab-actions'
import { isTabbable, tabsStore, useTabs, type VisitedTab } from '@/shell-state/tabs-store'

/** Adds a tab on each navigation to a screen of the registry (spec section 4). */
export function useVisitTabs() {
  const { pathname, href } = useLocation({ select: (l) => ({ pathname: l.pathname, href: l.href }) })
  useEffect(() => {
    if (isTabbable(pathname)) tabsStore.visit(pathname, href)
  }, [pathname, href])
}

interface MenuState {
  tab: VisitedTab
  /** The element the menu opens under: the pointer's position, or the tab itself from the keyboard. */
  at: { x: number; y: number } | null
}

/** The strip of visited pages. Pinned tabs have no close button; middle-click closes; context menu on each. */
export function TabsView() {
  const tabs = useTabs()
  const pathname = useLocation({ select: (l) => l.pathname })
  const titleFor = useTitleFor()
  const act = useTabActions()
  const { t } = useLingui()
  const [menu, setMenu] = useState<MenuState | null>(null)
  const pointerAnchor = useRef<HTMLSpanElement>(null)
  const tabAnchor = useRef<HTMLElement | null>(null)
  const strip = useRef<HTMLElement>(null)

  // After the next paint, not in the commit nor in a frame callback: both run before the frame's layout, so
  // scrolling there laid the whole page out once more (a cold start's second full layout, issue 31). Once the
  // frame is painted its layout is clean and this costs nothing; the tab moves into view one frame later.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        strip.current
          ?.querySelector('[aria-current="page"]')
          ?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
      )
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [pathname, tabs.length])

  // The strip has no scrollbar: a vertical wheel scrolls it sideways (when it overflows).
  useEffect(() => {
    const el = strip.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth || Math.abs(e.deltaX) > Math.abs(e.deltaY)) return
      e.preventDefault()
      el.scrollLeft += e.deltaY
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [])

  const openMenu = (tab: VisitedTab, el: HTMLElement, at: MenuState['at']) => {
    tabAnchor.current = el
    setMenu({ tab, at })
  }

  return (
    <nav
      className="tabs-view"
      aria-label={t`Open pages`}
      ref={strip}
      // The tabs' context menu loads when first wanted: the pointer over the strip or a tab's focus start it.
      onPointerEnter={TabMenu.preload}
      onFocus={TabMenu.preload}
    >
      <ul role="list">
        {tabs.map((tab) => {
          const active = tab.path === pathname
          const title = titleFor(tab.path)
          return (
            <li
              key={tab.path}
              className="tab"
              data-active={active || undefined}
              data-pinned={tab.affix || undefined}
            >
              <HrefLink
                href={tab.fullPath}
                className="tab-link"
                aria-current={active ? 'page' : undefined}
                aria-haspopup="menu"
                aria-keyshortcuts="Shift+F10"
                onAuxClick={(e) => {
                  if (e.button !== 1) return
                  e.preventDefault()
                  if (!tab.affix) act('close', tab)
                }}
                onMouseDown={(e) => e.button === 1 && e.preventDefault()}
                onContextMenu={(e) => {
                  e.preventDefault()
                  const fromKeyboard = e.clientX === 0 && e.clientY === 0
                  openMenu(tab, e.currentTarget, fromKeyboard ? null : { x: e.clientX, y: e.clientY })
                }}
                onKeyDown={(e) => {
                  if ((e.key === 'F10' && e.shiftKey) || e.key === 'ContextMenu') {
                    e.preventDefault()
                    openMenu(tab, e.currentTarget, null)
                  }
                }}
              >
                {title}
              </HrefLink>
              {!tab.affix && (
                <button
                  type="button"
                  className="tab-close"
                  aria-label={t`Close ${title}`}
                  onClick={() => act('close', tab)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <span
        ref={pointerAnchor}
        className="tab-menu-anchor"
        style={menu?.at ? { left: menu.at.x, top: menu.at.y } : undefined}
      />
      {menu && (
        <Suspense fallback={null}>
          <TabMenu
            anchor={menu.at ? pointerAnchor : tabAnchor}
            pinned={menu.tab.affix}
            onAction={(action) => act(action, menu.tab)}
            onClose={() => {
              setMenu(null)
              if (!menu.at) tabAnchor.current?.focus()
            }}
          />
        </Suspense>
      )}
    </nav>
  )
}
