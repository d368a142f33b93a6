import { useLingui } from '@lingui/react/macro'
import type { Language } from '@/domain/config'
import { menuNodeByPath } from '@/domain/menu'

/** A screen's title in the active language: from the screen registry, else the server's menu title. */
export function titleFor(path: string, lang: Language, fallback?: string): string {
  return menuNodeByPath(path)?.title[lang] ?? fallback ?? path
}

export function useTitleFor() {
  const { i18n } = useLingui()
  return (path: string, fallback?: string) => titleFor(path, i18n.locale as Language, fallback)
}
