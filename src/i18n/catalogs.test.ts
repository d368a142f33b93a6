import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every message has a zh and a ja translation (run `npm run i18n` first so catalogs hold every message). */
const SRC = join(__dirname, '..')
const FEATURES = join(SRC, 'features')
const catalogs = (lang: string) =>
  [...readdirSync(SRC).map((d) => join(SRC, d)), ...readdirSync(FEATURES).map((d) => join(FEATURES, d))]
    .map((dir) => join(dir, 'locales', `${lang}.po`))
    .filter((p) => existsSync(p))

function untranslated(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const out: string[] = []
  for (const m of text.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)) {
    if (m[1] && !m[2]) out.push(m[1])
  }
  return out
}

describe('translations', () => {
  for (const lang of ['zh', 'ja']) {
    it(`has no untranslated message in ${lang}`, () => {
      const missing = catalogs(lang).flatMap((f) =>
        untranslated(f).map((m) => `${f.slice(SRC.length)}: ${m}`),
      )
      expect(missing).toEqual([])
    })
  }
})
