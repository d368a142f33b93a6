import { describe, expect, it } from 'vitest'
import { parseAst } from 'rollup/parseAst'
import type { ModuleInfo } from 'rollup'
import { chunkGroups } from './chunk-groups'
import { staticClosure, type Graph } from './module-closure'

interface Fake {
  code: string
  /** The ids of the module's static imports, in the order of their sources in `code`. */
  imports?: string[]
  dynamic?: string[]
  exports?: string[]
  entry?: boolean
}

/** A module graph as Rollup's manualChunks sees it, from each module's source. */
function graphOf(modules: Record<string, Fake>): Graph {
  const dynamicImporters = (id: string) =>
    Object.entries(modules)
      .filter(([, m]) => m.dynamic?.includes(id))
      .map(([importer]) => importer)
  const info = (id: string) => {
    const m = modules[id]
    if (!m) return null
    return {
      id,
      ast: parseAst(m.code),
      importedIds: m.imports ?? [],
      dynamicallyImportedIds: m.dynamic ?? [],
      dynamicImporters: dynamicImporters(id),
      exports: m.exports ?? [],
      isEntry: !!m.entry,
    } as unknown as ModuleInfo
  }
  return { getModuleIds: () => Object.keys(modules)[Symbol.iterator](), getModuleInfo: info }
}

const PKG = '/app/node_modules/pkg/index.js'
const pkg: Record<string, Fake> = {
  [PKG]: {
    code: "export { a } from './a.js'; export { b } from './b.js'; export * from './more.js'",
    imports: ['/app/node_modules/pkg/a.js', '/app/node_modules/pkg/b.js', '/app/node_modules/pkg/more.js'],
  },
  '/app/node_modules/pkg/a.js': { code: 'export const a = 1', exports: ['a'] },
  '/app/node_modules/pkg/b.js': { code: 'export const b = 2', exports: ['b'] },
  '/app/node_modules/pkg/more.js': { code: 'export const c = 3', exports: ['c'] },
}

describe('a module closure', () => {
  it("follows only what an importer asks of a package's index", () => {
    const graph = graphOf({
      ...pkg,
      '/app/src/main.ts': { code: "import { a } from 'pkg'; import { c } from 'pkg'", imports: [PKG] },
    })
    expect([...staticClosure(graph, ['/app/src/main.ts'])].sort()).toEqual([
      '/app/node_modules/pkg/a.js',
      PKG,
      '/app/node_modules/pkg/more.js',
      '/app/src/main.ts',
    ])
  })

  it('follows everything for a namespace import', () => {
    const graph = graphOf({
      ...pkg,
      '/app/src/main.ts': { code: "import * as p from 'pkg'", imports: [PKG] },
    })
    expect(staticClosure(graph, ['/app/src/main.ts'])).toContain('/app/node_modules/pkg/b.js')
  })
})

describe('the groups of a start', () => {
  const LAYOUT = '/app/src/shell/layout.tsx'
  const LIST = '/app/src/screens/list-screen.tsx'
  const graph = graphOf({
    '/app/index.html': { code: "import './src/main.ts'", imports: ['/app/src/main.ts'], entry: true },
    '/app/src/main.ts': { code: "import './router.ts'", imports: ['/app/src/router.ts'] },
    '/app/src/router.ts': {
      code: "import('./shell/layout.tsx'); import('./screens/list-screen.tsx'); import('./routes/login.tsx'); import('./features/form.tsx')",
      dynamic: [LAYOUT, LIST, '/app/src/routes/login.tsx', '/app/src/features/form.tsx'],
    },
    [LAYOUT]: {
      code: "import './ui/button.ts'; import './ui/menu.ts'",
      imports: ['/app/src/ui/button.ts', '/app/src/ui/menu.ts'],
    },
    '/app/src/ui/button.ts': { code: 'export const button = 1' },
    '/app/src/ui/menu.ts': { code: 'export const menu = 1' },
    '/app/src/routes/login.tsx': { code: "import './ui/button.ts'", imports: ['/app/src/ui/button.ts'] },
    [LIST]: {
      code: "import './table/grid.ts'; import './ui/field.ts'",
      imports: ['/app/src/table/grid.ts', '/app/src/ui/field.ts'],
    },
    '/app/src/table/grid.ts': { code: 'export const grid = 1' },
    '/app/src/ui/field.ts': { code: 'export const field = 1' },
    '/app/src/features/form.tsx': { code: "import '../ui/field.ts'", imports: ['/app/src/ui/field.ts'] },
  })
  const groups = chunkGroups(graph)

  it("puts what the entries import in the app's chunk, the entries' own scripts aside", () => {
    expect(groups.get('/app/src/router.ts')).toBe('app')
    expect(groups.has('/app/src/main.ts')).toBe(false)
  })

  it('gives the shell what only its pages use, and what the sign-in page shares with it a chunk of its own', () => {
    expect(groups.get(LAYOUT)).toBe('shell')
    expect(groups.get('/app/src/ui/menu.ts')).toBe('shell')
    expect(groups.get('/app/src/ui/button.ts')).toBe('shell-parts')
  })

  it('gives a list its table, and what forms share with it a chunk of its own', () => {
    expect(groups.get('/app/src/table/grid.ts')).toBe('list')
    expect(groups.get('/app/src/ui/field.ts')).toBe('list-parts')
  })
})

describe('the chunks of an entity', () => {
  const E = '/app/src/domain/entities'
  const B = '/app/src/resources/bindings'
  const mod = (imports: string[] = []): Fake => ({
    code: imports.map((id) => `import '${id}'`).join('; ') || 'export const x = 1',
    imports,
  })
  const graph = graphOf({
    '/app/index.html': { code: "import './src/main.ts'", imports: ['/app/src/main.ts'], entry: true },
    '/app/src/main.ts': {
      code: "import('./orders'); import('./refunds'); import('./registry')",
      dynamic: [`${B}/orders.ts`, `${B}/refunds.ts`, '/app/src/domain/registry.ts'],
    },
    '/app/src/domain/registry.ts': mod([`${E}/orders.ts`, `${E}/refunds.ts`]),
    [`${B}/orders.ts`]: mod([`${E}/orders.ts`, '/app/src/resources/binding.ts']),
    [`${B}/refunds.ts`]: mod([`${E}/refunds.ts`, '/app/src/resources/binding.ts']),
    '/app/src/resources/binding.ts': mod(),
    [`${E}/orders.ts`]: mod([`${E}/common.ts`, '/app/src/domain/money.ts']),
    [`${E}/refunds.ts`]: mod([`${E}/common.ts`, '/app/src/domain/money.ts', '/app/src/domain/workflow.ts']),
    [`${E}/common.ts`]: mod(['/app/src/domain/enums.ts']),
    '/app/src/domain/enums.ts': mod(),
    '/app/src/domain/money.ts': mod(),
    '/app/src/domain/workflow.ts': mod(),
  })
  const groups = chunkGroups(graph)

  it('puts an entity file in one chunk with the bindings of its entities', () => {
    expect(groups.get(`${E}/orders.ts`)).toBe('binding-orders')
    expect(groups.get(`${B}/orders.ts`)).toBe('binding-orders')
    expect(groups.get(`${E}/refunds.ts`)).toBe('binding-refunds')
    expect(groups.get('/app/src/domain/workflow.ts')).toBe('binding-refunds')
  })

  it('puts what every binding loads, and what two entity files share, in one chunk', () => {
    for (const id of ['/app/src/resources/binding.ts', `${E}/common.ts`, '/app/src/domain/enums.ts'])
      expect(groups.get(id)).toBe('shared-bindings')
    expect(groups.get('/app/src/domain/money.ts')).toBe('shared-bindings')
  })
})
