import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The catalogs' messages as the tests read them (Node only, never bundled): every src/<folder>/locales/<lang>.po
 * and src/features/<area>[/<sub>]/locales/<lang>.po.
 */
const SRC = join(fileURLToPath(new URL('.', import.meta.url)), '..')

export interface PoEntry {
  /** The catalog, relative to src/. */
  file: string
  context: string
  id: string
  text: string
}

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'locales')
    .map((d) => join(dir, d.name))

export function catalogFiles(lang: string): string[] {
  const areas = subfolders(join(SRC, 'features'))
  return [...subfolders(SRC), ...areas, ...areas.flatMap(subfolders)]
    .map((dir) => join(dir, 'locales', `${lang}.po`))
    .filter((p) => existsSync(p))
}

const unquote = (s: string) => JSON.parse(`"${s}"`) as string

/** The translated messages of every catalog of a language (the header and empty translations left out). */
export function poEntries(lang: string): PoEntry[] {
  return catalogFiles(lang).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split(/\n\n+/)
      .flatMap((block): PoEntry[] => {
        const field = (name: string) => new RegExp(`^${name} "((?:[^"\\\\]|\\\\.)*)"$`, 'm').exec(block)?.[1]
        const id = field('msgid')
        const text = field('msgstr')
        if (!id || !text) return []
        const context = field('msgctxt') ?? ''
        return [{ file: file.slice(SRC.length + 1), context, id: unquote(id), text: unquote(text) }]
      }),
  )
}

/** The key lingui gives a message: its text, and its context when it has one. */
export const messageKey = (id: string, context = '') => (context ? `${id} [${context}]` : id)

/** message key → translation, over every catalog of a language (they all load into one table). */
export function translations(lang: string): Map<string, string> {
  return new Map(poEntries(lang).map((e) => [messageKey(e.id, e.context), e.text]))
}
