import { readCookie } from '@/api/cookies'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/domain/config'
import { LANGUAGE_COOKIE } from '@/domain/session-cookies'

export { LANGUAGE_COOKIE }

/** The language the user chose last (its cookie), else the default: the console's and its boot script's. */
export function initialLanguage(): Language {
  const saved = readCookie(LANGUAGE_COOKIE)
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE
}
