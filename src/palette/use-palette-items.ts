import { useMemo } from 'react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { isPathPermitted } from '@/auth/access'
import { logout } from '@/auth/logout'
import type { Language } from '@/domain/config'
import { menuNodeByPath } from '@/domain/menu'
import { titleFor } from '@/ui/titles'
import { useTabs } from '@/shell-state/tabs-store'
import { useAccess } from '@/auth/use-can'
import { overlays } from '@/shortcuts/overlays'
import { keyHintForPath } from '@/shortcuts/registry'
import { useSingleKeyShortcuts } from '@/shortcuts/settings'
import { tabCommands } from '@/shortcuts/tab-commands'
import { pageEntries } from './page-entries'
import { paletteActions } from './palette-actions'
import type { PaletteItem } from './palette-item'
import { recentRecords } from './recent'
import { savedViewEntries } from '@/table/saved-views-store'

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href
const titles = (path: string) => Object.values(menuNodeByPath(path)?.title ?? {})

/** Everything the palette can offer this user now, in the current language. Only permitted screens. */
export function usePaletteItems(): PaletteItem[] {
  const { i18n } = useLingui()
  const lang = i18n.locale as Language
  const access = useAccess()
  const tabs = useTabs()
  const pathname = useLocation({ select: (l) => l.pathname })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const singleKeys = useSingleKeyShortcuts()

  return useMemo(() => {
    const go = (href: string) => void navigate({ href })
    const permitted = (href: string) => isPathPermitted(access, pathOf(href))

    const pages: PaletteItem[] = pageEntries(access.entries, lang).map((p) => ({
      id: `page:${p.path}`,
      section: 'pages',
      label: p.title,
      detail: p.trail.join(' › '),
      keywords: p.keywords,
      hint: keyHintForPath(p.path),
      run: () => (p.external ? void window.open(p.path, '_blank', 'noopener') : go(p.path)),
    }))
    const openTabs: PaletteItem[] = tabs
      .filter((t) => permitted(t.path))
      .map((t) => ({
        id: `tab:${t.path}`,
        section: 'tabs',
        label: titleFor(t.path, lang),
        detail: t.fullPath,
        keywords: [...titles(t.path), t.fullPath],
        run: () => go(t.fullPath),
      }))
    const recent: PaletteItem[] = recentRecords()
      .filter((r) => permitted(r.path))
      .map((r) => ({
        id: `recent:${r.entity}:${r.id}`,
        section: 'recent',
        label: r.label,
        detail: titleFor(pathOf(r.path), lang),
        keywords: [r.label, ...titles(pathOf(r.path))],
        run: () => go(r.path),
      }))
    const views: PaletteItem[] = savedViewEntries()
      .filter((v) => permitted(v.path))
      .map((v) => ({
        id: `view:${v.id}`,
        section: 'views',
        label: v.label,
        detail: titleFor(pathOf(v.path), lang),
        keywords: [v.label, ...titles(pathOf(v.path))],
        run: () => go(v.path),
      }))
    const actions = paletteActions({
      i18n,
      tabs: tabCommands(go, pathname),
      tabClosable: tabs.some((t) => t.path === pathname && !t.affix),
      openHelp: () => overlays.open('help'),
      logout: () => void logout(queryClient),
      singleKeysOn: singleKeys,
    })
    return [...recent, ...openTabs, ...pages, ...views, ...actions]
  }, [i18n, lang, access, tabs, pathname, navigate, queryClient, singleKeys])
}
