import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LANGUAGE, type Language } from '@/domain/config'
import { writeCookie } from '@/api/cookies'
import { initialLanguage, LANGUAGE_COOKIE } from './initial-language'

type Catalog = () => Promise<{ messages: Messages }>

/**
 * Each language's catalogs, compiled by the lingui Vite plugin: every folder's but the feature areas' (core),
 * and the feature areas' (src/features/<area>/locales/, an area part's src/features/<area>/<part>/locales/).
 * One module each, so the start's entry lists six loaders rather than one per folder and language.
 */
const CATALOGS: Record<Language, { core: Catalog; features: Catalog }> = {
  zh: { core: () => import('./catalogs/zh'), features: () => import('./catalogs/zh-features') },
  en: { core: () => import('./catalogs/en'), features: () => import('./catalogs/en-features') },
  ja: { core: () => import('./catalogs/ja'), features: () => import('./catalogs/ja-features') },
}

export { initialLanguage }

const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' }

/** The feature areas' catalogs are wanted once a feature's screen or panel has loaded (loadFeatureCatalogs). */
let featuresWanted = false
const featuresLoaded = new Map<Language, Promise<Messages>>()
const featuresApplied = new Set<Language>()
/** The language being activated (the start's, before): the one a feature's words are for. */
let target: Language | undefined

async function loadCatalogs(lang: Language, features: boolean): Promise<Messages> {
  return (await CATALOGS[lang][features ? 'features' : 'core']()).messages
}

function featureMessages(lang: Language): Promise<Messages> {
  let loading = featuresLoaded.get(lang)
  if (!loading) {
    loading = loadCatalogs(lang, true)
    // A failed download (offline, say) is tried again next time.
    loading.catch(() => featuresLoaded.delete(lang))
    featuresLoaded.set(lang, loading)
  }
  return loading
}

export async function activateLanguage(lang: Language, opts: { remember?: boolean } = {}) {
  target = lang
  const early = featuresWanted ? featureMessages(lang) : undefined
  const core = await loadCatalogs(lang, false)
  // A feature's screen may have asked for its words while the others downloaded (a start on the dashboard).
  const features = early ?? (featuresWanted ? featureMessages(lang) : undefined)
  i18n.load(lang, { ...core, ...(features ? await features : {}) })
  if (features) featuresApplied.add(lang)
  i18n.activate(lang)
  document.documentElement.lang = HTML_LANG[lang]
  if (opts.remember) writeCookie(LANGUAGE_COOKIE, lang, { maxAgeSeconds: 365 * 24 * 3600 })
}

/**
 * The feature areas' words, before a feature's screen or panel is drawn: a list's first screen does without
 * them (issue 31, decision 0148). Loaded once per language; a later language switch brings them along.
 */
export async function loadFeatureCatalogs(): Promise<void> {
  featuresWanted = true
  const lang = target ?? initialLanguage()
  const messages = await featureMessages(lang)
  if (featuresApplied.has(lang)) return
  featuresApplied.add(lang)
  i18n.load(lang, messages)
}

/**
 * Downloads the feature areas' catalog of the current language without applying it, for the copy the service
 * worker keeps for offline use (only Chinese is precached).
 */
export function prefetchFeatureCatalogs(): Promise<unknown> {
  return featureMessages(target ?? initialLanguage()).catch(() => undefined)
}

export const currentLanguage = () => (i18n.locale || DEFAULT_LANGUAGE) as Language
export { i18n }
