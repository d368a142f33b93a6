import type { MenuEntry } from '@/auth/access'
import type { Language } from '@/domain/config'
import { menuNodeByPath } from '@/domain/menu'

/** A screen the user may open, as the palette lists it. */
export interface PageEntry {
  path: string
  /** Title in the current language. */
  title: string
  /** The titles of the menus above it, in the current language (its breadcrumb). */
  trail: string[]
  /** Titles in every language plus the path: what it can be found by. */
  keywords: string[]
  external: boolean
}

const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path)

/**
 * Every screen in the user's menu that can be opened directly: hidden screens (detail, edit) need a record
 * and groups only hold screens, so both are left out. Titles come from the screen registry, else the server.
 */
export function pageEntries(
  entries: readonly MenuEntry[],
  lang: Language,
  trail: string[] = [],
): PageEntry[] {
  return entries.flatMap((e) => {
    if (e.settings?.hidden === '1') return []
    const node = menuNodeByPath(e.path)
    const title = node?.title[lang] ?? e.title
    const children = e.children ?? []
    if (children.length) return pageEntries(children, lang, [...trail, title])
    const keywords = [
      ...(node ? [node.title.zh, node.title.en, node.title.ja] : []),
      e.title,
      e.path,
      e.path.split('/').pop() ?? '',
    ]
    return [{ path: e.path, title, trail, keywords: [...new Set(keywords)], external: isExternal(e.path) }]
  })
}
