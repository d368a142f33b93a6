import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entityByName } from '@/domain/registry'
import { SCREENS } from '@/domain/screens'
import { BINDINGS } from '@/resources/bindings'
import { isBuilt, routeFiles, staleRoutes } from './generate'
import { GENERIC_VIEWS, VIEWS } from './views'

const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
const routedPaths = new Set(
  [
    ...(/interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '').matchAll(/'([^']+)': typeof/g),
  ].map((m) => m[1] ?? ''),
)
/** Routes that are not screens of the menu tree: the shell's own. */
const SHELL_ROUTES = new Set(['/', '/login', '/auth-redirect', '/404', '/401', '/redirect/$'])

describe('the screen registry drives the routes', () => {
  it('gives every built screen a route, and every route a screen', () => {
    const built = SCREENS.filter(isBuilt).map((s) => s.path)
    expect([...routedPaths].filter((p) => !SHELL_ROUTES.has(p)).sort()).toEqual([...built].sort())
  })

  // Formats every route file with prettier: seconds on a busy machine, past vitest's default 5 s.
  it('has route files exactly as the declarations say (run `npm run routes` after changing a menu)', async () => {
    expect(await staleRoutes()).toEqual([])
  }, 60_000)

  it('keeps route files to one line of wiring', () => {
    for (const file of routeFiles().keys()) {
      const code = readFileSync(join('src/routes/_layout', file), 'utf8')
      const wiring = code
        .split('\n')
        .filter((l) => !l.startsWith('import') && !l.startsWith('//'))
        .join('')
        .replace(/\s+/g, '')
      expect(wiring, file).toMatch(
        /^exportconstRoute=createFileRoute\('[^']+'\)\(screenRoute\('[^']+'\),?\)$/,
      )
    }
  })

  it('gives every screen of an entity its binding, and every view name a view', () => {
    for (const s of SCREENS.filter(isBuilt)) {
      const { entity, view, kind } = s.screen
      if (entity) expect(entity in BINDINGS, s.path).toBe(true)
      if (view) expect(view in VIEWS, s.path).toBe(true)
      else expect(kind in GENERIC_VIEWS, s.path).toBe(true)
    }
    for (const name of Object.keys(BINDINGS)) expect(entityByName(name), name).toBeDefined()
  })

  it('spells no screen path outside src/domain and the route files', () => {
    const literal =
      /['"`]\/(orderCenter|priceCenter|productCenter|backstageManagement|commodityCenter|dashboard)\b/
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const d of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, d.name)
        if (d.isDirectory()) {
          const owned = dir === 'src' && ['domain', 'routes'].includes(d.name)
          if (!owned && d.name !== 'locales') walk(full)
        } else if (
          /\.tsx?$/.test(d.name) &&
          !/\.test\.tsx?$/.test(d.name) &&
          full !== 'src/routeTree.gen.ts'
        ) {
          readFileSync(full, 'utf8')
            .split('\n')
            .forEach((line, i) => literal.test(line) && offenders.push(`${full}:${i + 1}: ${line.trim()}`))
        }
      }
    }
    walk('src')
    expect(offenders).toEqual([])
  })
})
