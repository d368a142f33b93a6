/**
 * Writes one route file per built screen of the menu tree (`npm run routes`), and removes route files of
 * screens that are gone. A screen is built when its view exists and its entity has a binding. Run by the
 * build and the static checks; a unit test fails when the files on disk are not what this writes.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Generator, getConfig, routePathToVariable } from '@tanstack/router-generator'
import { format, resolveConfig } from 'prettier'
import { SCREENS, type Screen } from '../../domain/screens'
import { BINDINGS } from '../../resources/bindings'
import { VIEWS } from './views'

const ROUTES = join(dirname(fileURLToPath(import.meta.url)), '..')
const LAYOUT = join(ROUTES, '_layout')
export const GENERATED_MARK =
  '// Generated from the screen declarations in src/domain/menus by `npm run routes`.'

export function isBuilt(s: Screen): boolean {
  const { view, kind, entity } = s.screen
  const hasView = view ? view in VIEWS : kind !== 'custom'
  return hasView && (!entity || entity in BINDINGS)
}

/**
 * The route file of each built screen, relative to src/routes/_layout. A segment that is itself a screen's
 * path gets TanStack's `_` suffix so its children are siblings, not nested routes; a screen whose generated
 * route name would equal an earlier one's (`order/detail` and `orderDetail`) goes into a `(<entity>)` group.
 */
export function routeFiles(screens: readonly Screen[] = SCREENS.filter(isBuilt)): Map<string, string> {
  const paths = new Set(screens.map((s) => s.path))
  const seen = new Set<string>()
  const files = new Map<string, string>()
  for (const s of screens) {
    const segments = s.path.split('/').filter(Boolean)
    const parts = segments.map((seg, i) =>
      i < segments.length - 1 && paths.has(`/${segments.slice(0, i + 1).join('/')}`) ? `${seg}_` : seg,
    )
    const key = routePathToVariable(s.path)
    if (seen.has(key)) parts.splice(parts.length - 1, 0, `(${s.screen.entity ?? 'screens'})`)
    seen.add(key)
    files.set(`${parts.join('/')}.tsx`, s.path)
  }
  return files
}

async function source(file: string, path: string): Promise<string> {
  const id = `/_layout/${file.replace(/\.tsx$/, '')}`
  const text = `${GENERATED_MARK} Do not edit.
import { createFileRoute } from '@tanstack/react-router'
import { screenRoute } from '@/routes/-screens/screen-route'

export const Route = createFileRoute('${id}')(screenRoute('${path}'))
`
  const config = await resolveConfig(join(LAYOUT, file))
  return format(text, { ...config, filepath: join(LAYOUT, file) })
}

function generatedOnDisk(dir = LAYOUT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name)
    if (d.isDirectory()) return generatedOnDisk(full)
    return d.name.endsWith('.tsx') && readFileSync(full, 'utf8').startsWith(GENERATED_MARK)
      ? [relative(LAYOUT, full)]
      : []
  })
}

/** The files that differ from what the declarations say (empty when the routes are up to date). */
export async function staleRoutes(): Promise<string[]> {
  const want = routeFiles()
  const stale = generatedOnDisk().filter((f) => !want.has(f))
  for (const [file, path] of want) {
    let current = ''
    try {
      current = readFileSync(join(LAYOUT, file), 'utf8')
    } catch {
      /* missing */
    }
    if (current !== (await source(file, path))) stale.push(file)
  }
  return stale
}

/** Removes folders left empty under `dir` (a group whose screens are gone). */
function pruneEmpty(dir = LAYOUT): void {
  for (const d of readdirSync(dir, { withFileTypes: true }))
    if (d.isDirectory()) {
      pruneEmpty(join(dir, d.name))
      if (!readdirSync(join(dir, d.name)).length) rmSync(join(dir, d.name), { recursive: true })
    }
}

export async function writeRoutes(): Promise<void> {
  const want = routeFiles()
  for (const f of generatedOnDisk()) if (!want.has(f)) rmSync(join(LAYOUT, f))
  pruneEmpty()
  for (const [file, path] of want) {
    mkdirSync(dirname(join(LAYOUT, file)), { recursive: true })
    writeFileSync(join(LAYOUT, file), await source(file, path))
  }
}

/** Regenerates src/routeTree.gen.ts as the Vite plugin would (same options as vite.config.ts). */
async function writeRouteTree(): Promise<void> {
  const root = join(ROUTES, '..', '..')
  const config = getConfig(
    {
      target: 'react',
      routesDirectory: 'src/routes',
      routeFileIgnorePattern: 'locales',
      autoCodeSplitting: true,
    },
    root,
  )
  await new Generator({ config, root }).run()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeRoutes()
  await writeRouteTree()
}
