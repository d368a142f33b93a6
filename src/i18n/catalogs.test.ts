import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every message has a zh and a ja translation (run `npm run i18n` first so catalogs hold every message). */
const SRC = join(__dirname, '..')
const FEATURES = join(SRC, 'features')
const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'locales')
    .map((d) => join(dir, d.name))
const areas = subfolders(FEATURES)
const catalogs = (lang: string) =>
  [...subfolders(SRC), ...areas, ...areas.flatMap(subfolders)]
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

/** msgid → msgstr of a catalog (messages without a context: those share one id at runtime). */
function entries(file: string): [string, string][] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?<!msgctxt "[^"]*"\n)msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)]
    .filter((m) => m[1] && m[2])
    .map((m) => [m[1]!, m[2]!])
}

describe('translations', () => {
  // Every catalog loads into one message table, so one English text must have one translation everywhere.
  for (const lang of ['zh', 'ja']) {
    it(`translates each message the same way in every ${lang} catalog`, () => {
      const seen = new Map<string, { text: string; file: string }>()
      const clashes: string[] = []
      for (const file of catalogs(lang))
        for (const [id, text] of entries(file)) {
          const first = seen.get(id)
          if (!first) seen.set(id, { text, file: file.slice(SRC.length) })
          else if (first.text !== text)
            clashes.push(`"${id}": "${first.text}" (${first.file}) vs "${text}" (${file.slice(SRC.length)})`)
        }
      expect(clashes).toEqual([])
    })
  }

  for (const lang of ['zh', 'ja']) {
    it(`has no untranslated message in ${lang}`, () => {
      const missing = catalogs(lang).flatMap((f) =>
        untranslated(f).map((m) => `${f.slice(SRC.length)}: ${m}`),
      )
      expect(missing).toEqual([])
    })
  }
})
