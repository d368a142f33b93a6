import type { Language } from '@/domain/config'

/** Each language in its own words, as the language select shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', ja: '日本語' }
