import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const COMMODITY_PAGES = [
  '<rootDir>/src/features/commodity-center/equity-refresh-*',
  '<rootDir>/src/features/commodity-center/purchase-page-*',
]
const SOURCE = /\.tsx?$/
const TEST = /\.test\.tsx?$/
const MACRO = /from '@lingui\/[a-z]+\/macro'/

/** Does a source file under `dir` (not a test, not a catalog) write a message? */
function hasMessages(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((d) =>
    d.isDirectory()
      ? d.name !== 'locales' && hasMessages(join(dir, d.name))
      : SOURCE.test(d.name) && !TEST.test(d.name) && MACRO.test(readFileSync(join(dir, d.name), 'utf8')),
  )
}

/** The folders of `dir` that write messages: only they get a catalog (no empty catalog per folder). */
const foldersWithMessages = (dir: string, skip: readonly string[] = []) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'locales' && !skip.includes(d.name))
    .map((d) => d.name)
    .filter((name) => hasMessages(join(dir, name)))
    .sort()

// One catalog per top-level folder of src/ (src/<name>/locales/<locale>.po) and per feature area
// (src/features/<area>/locales/), so each owns its translations and parallel work never edits the same catalog.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    ...foldersWithMessages('src', ['features']).map((name) => ({
      path: `<rootDir>/src/${name}/locales/{locale}`,
      include: [`<rootDir>/src/${name}/`],
      exclude: ['**/*.test.*', '**/locales/**'],
    })),
    ...foldersWithMessages('src/features').map((area) => ({
      path: `<rootDir>/src/features/${area}/locales/{locale}`,
      include: [`<rootDir>/src/features/${area}/`],
      exclude: ['**/*.test.*', '**/locales/**', ...COMMODITY_PAGES],
    })),
    // The commodity center's purchase pages and equity refresh, built beside the rest of the center, keep
    // their own catalog (src/features/<area>/<part>/locales is loaded like an area's).
    {
      path: '<rootDir>/src/features/commodity-center/purchase-pages/locales/{locale}',
      include: COMMODITY_PAGES,
      exclude: ['**/*.test.*'],
    },
  ],
})
