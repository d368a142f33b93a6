/**
 * Fills every empty translation of every catalog from another catalog's translation of the same message
 * (same msgid and msgctxt, same language). Messages that move between folders (a label moving from
 * src/features/ops to src/resources) keep their zh and ja translations this way.
 *
 *   npm run i18n && node --import tsx src/i18n/fill-translations.ts && npm run i18n:compile
 *
 * `npm run i18n` extracts with --clean, so a message whose last use left a folder is already gone from that
 * folder's catalog: translations are looked up in the current catalogs first, then in the catalogs of the
 * last commit (read with `git show`, nothing in git is changed). Prints what it filled, and messages
 * translated two ways (it then uses the first catalog's, by path).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const SRC = fileURLToPath(new URL('..', import.meta.url))
const ROOT = join(SRC, '..')

/** Every catalog file (src/<folder>/locales/<lang>.po and src/features/<area>/locales/<lang>.po) by language. */
function catalogsByLanguage(): Map<string, string[]> {
  const subfolders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'locales')
      .map((d) => join(dir, d.name))
  const areas = subfolders(join(SRC, 'features'))
  const folders = [...subfolders(SRC), ...areas, ...areas.flatMap(subfolders)].map((d) => join(d, 'locales'))
  const out = new Map<string, string[]>()
  for (const locales of folders.filter((f) => existsSync(f)).sort())
    for (const file of readdirSync(locales)
      .filter((f) => f.endsWith('.po'))
      .sort()) {
      const lang = file.slice(0, -'.po'.length)
      out.set(lang, [...(out.get(lang) ?? []), join(locales, file)])
    }
  return out
}

interface Entry {
  /** msgctxt + EOT + msgid, both as written in the file (escaped). */
  key: string
  msgstr: string
  /** Line index of the `msgstr` keyword, and how many continuation lines follow it. */
  line: number
  continuation: number
}

const QUOTED = /^"((?:[^"\\]|\\.)*)"$/

/** The entries of a catalog (the header and obsolete `#~` entries left out). */
function parse(lines: string[]): Entry[] {
  const entries: Entry[] = []
  let ctxt = ''
  let id: string | undefined
  for (let i = 0; i < lines.length; i++) {
    const m = /^(msgctxt|msgid|msgstr) "((?:[^"\\]|\\.)*)"$/.exec(lines[i]!)
    if (!m) {
      if (lines[i]!.trim() === '') ctxt = ''
      continue
    }
    let value = m[2]!
    let continuation = 0
    while (i + 1 + continuation < lines.length) {
      const more = QUOTED.exec(lines[i + 1 + continuation]!)
      if (!more) break
      value += more[1]
      continuation++
    }
    if (m[1] === 'msgctxt') ctxt = value
    else if (m[1] === 'msgid') id = value
    else if (id) entries.push({ key: `${ctxt}\u0004${id}`, msgstr: value, line: i, continuation })
    if (m[1] === 'msgstr') {
      ctxt = ''
      id = undefined
    }
    i += continuation
  }
  return entries
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 })

/** The committed catalogs of a language (path relative to the repository → lines); none outside git. */
function committedCatalogs(lang: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  try {
    const paths = git('ls-tree', '-r', '--name-only', 'HEAD', '--', 'src')
      .split('\n')
      .filter((p) => p.endsWith(`/locales/${lang}.po`))
    for (const p of paths) out.set(`HEAD:${p}`, git('show', `HEAD:${p}`).split('\n'))
  } catch {
    // Not a git checkout: the current catalogs are the only source.
  }
  return out
}

function main() {
  let total = 0
  for (const [lang, files] of catalogsByLanguage()) {
    const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8').split('\n')]))
    const known = new Map<string, { msgstr: string; file: string }>()
    for (const [file, lines] of texts)
      for (const e of parse(lines)) {
        if (!e.msgstr) continue
        const first = known.get(e.key)
        if (!first) known.set(e.key, { msgstr: e.msgstr, file })
        else if (first.msgstr !== e.msgstr)
          console.warn(
            `${lang}: "${e.key.split('\u0004')[1]}" is "${first.msgstr}" in ${relative(ROOT, first.file)} ` +
              `but "${e.msgstr}" in ${relative(ROOT, file)}`,
          )
      }
    // The last commit's translations, for messages no current catalog translates any more.
    for (const [file, lines] of committedCatalogs(lang))
      for (const e of parse(lines))
        if (e.msgstr && !known.has(e.key)) known.set(e.key, { msgstr: e.msgstr, file })
    for (const [file, lines] of texts) {
      let filled = 0
      // From the end, so that removing continuation lines keeps earlier line numbers valid.
      for (const e of parse(lines).reverse()) {
        const from = !e.msgstr && known.get(e.key)
        if (!from) continue
        lines.splice(e.line, 1 + e.continuation, `msgstr "${from.msgstr}"`)
        filled++
      }
      if (!filled) continue
      writeFileSync(file, lines.join('\n'))
      console.log(`${relative(ROOT, file)}: filled ${filled}`)
      total += filled
    }
  }
  console.log(`filled ${total} translation${total === 1 ? '' : 's'}`)
}

main()
