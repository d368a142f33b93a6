import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LANGUAGE, type Language } from '@/domain/config'
import { writeCookie } from '@/api/cookies'
import { LANGUAGE_COOKIE } from './initial-language'

/**
 * Every folder's catalog for a locale (src/<folder>/locales/, src/features/<area>/locales/ and an area part's
 * src/features/<area>/<part>/locales/), compiled by the lingui Vite plugin.
 */
const catalogs = import.meta.glob<{ messages: Messages }>([
  '../*/locales/*.po',
  '../features/*/locales/*.po',
  '../features/*/*/locales/*.po',
])

export { initialLanguage } from './initial-language'

const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' }

export async function activateLanguage(lang: Language, opts: { remember?: boolean } = {}) {
  const loaders = Object.entries(catalogs).filter(([path]) => path.endsWith(`/${lang}.po`))
  const loaded = await Promise.all(loaders.map(([, load]) => load()))
  i18n.load(lang, Object.assign({}, ...loaded.map((m) => m.messages)))
  i18n.activate(lang)
  document.documentElement.lang = HTML_LANG[lang]
  if (opts.remember) writeCookie(LANGUAGE_COOKIE, lang, { maxAgeSeconds: 365 * 24 * 3600 })
}

export const currentLanguage = () => (i18n.locale || DEFAULT_LANGUAGE) as Language
export { i18n }
