import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin, type Rollup } from 'vite'

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const CHARSET = /<meta charset="[^"]*"\s*\/?>/
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g

/**
 * index.html's boot script (src/boot.ts, issue 21): the built page no longer names the console's entry,
 * preloads and stylesheet as tags, which the browser would download at once, but gives them to a small inline script near
 * the top of <head>. Signed out, it goes to the sign-in page without downloading the console; otherwise it
 * adds the same tags itself. The server allows the inline script by its hash (server/security-headers.ts).
 */
export function signInBoot(): Plugin {
  return {
    name: 'sign-in-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const entry = ENTRY.exec(html)
        if (!entry) throw new Error('sign-in-boot: no entry module in index.html')
        const preloads = [...html.matchAll(PRELOAD)]
        const styles = [...html.matchAll(STYLESHEET)]
        const code = await compileBoot()
        if (/<\/script|<!--/i.test(code)) throw new Error('sign-in-boot: the script would end its own tag')
        const rest = [entry, ...preloads, ...styles].reduce((h, m) => h.replace(m[0], ''), html)
        // Each language's catalog chunk (vite.config.ts names them locale-<lang>), relative like the entry.
        const locales = Object.values(ctx.bundle ?? {})
          .flatMap((c) => {
            const lang = c.type === 'chunk' ? /^locale-(\w+)$/.exec(c.name)?.[1] : undefined
            return lang ? [`${lang}=./${c.fileName}`] : []
          })
          .join(',')
        const chunks = chunksOf(ctx.bundle ?? {})
        const layout = layoutModules(chunks, initialFiles(chunks)).join(',')
        const data = `data-entry="${entry[1]}" data-preloads="${preloads.map((m) => m[1]).join(',')}" data-styles="${styles.map((m) => m[1]).join(',')}" data-locales="${locales}" data-layout="${layout}"`
        // After the charset (which must come within the first 1024 bytes).
        const charset = CHARSET.exec(rest)
        if (!charset) throw new Error('sign-in-boot: no <meta charset> in index.html')
        return rest.replace(charset[0], `${charset[0]}<script ${data}>${code}</script>`)
      },
    },
  }
}

const LAYOUT_ROUTE = /\/src\/routes\/_layout\.tsx\?tsr-split/

type Chunks = Map<string, Rollup.OutputChunk>
const chunksOf = (bundle: Rollup.OutputBundle): Chunks =>
  new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])))

/**
 * The chunks `roots` bring (theirs and what they import) and their stylesheets, less `known`, which it extends:
 * "./assets/…". A stylesheet comes after its chunks: the import that needs it waits for both.
 */
function closure(chunks: Chunks, roots: readonly Rollup.OutputChunk[], known: Set<string>): string[] {
  const found: string[] = []
  const styles: string[] = []
  const add = (file: string, into: string[]) => {
    if (known.has(file)) return false
    known.add(file)
    into.push(`./${file}`)
    return true
  }
  const visit = (file: string) => {
    if (!add(file, found)) return
    const chunk = chunks.get(file)
    chunk?.viteMetadata?.importedCss.forEach((css) => add(css, styles))
    chunk?.imports.forEach(visit)
  }
  roots.forEach((c) => visit(c.fileName))
  return [...found, ...styles]
}

/** The console entry's chunks, which index.html's boot script asks for anyway. */
function initialFiles(chunks: Chunks): Set<string> {
  const entry = [...chunks.values()].find((c) => c.isEntry && c.name === 'index')
  if (!entry) throw new Error('sign-in-boot: no console entry in the bundle')
  const known = new Set<string>()
  closure(chunks, [entry], known)
  return known
}

/** The modules of the signed-in layout's route (its split chunk and what that imports) the entry does not bring. */
function layoutModules(chunks: Chunks, known: Set<string>): string[] {
  const roots = [...chunks.values()].filter((c) => c.moduleIds.some((id) => LAYOUT_ROUTE.test(id)))
  if (!roots.length) throw new Error('sign-in-boot: no chunk for the layout route')
  return closure(chunks, roots, known)
}

const LAZY = /(\w+): \(\) =>\s*import\('([^']+)'\)/g
const SOURCES = {
  views: 'src/routes/-screens/views.ts',
  bindings: 'src/resources/bindings/index.ts',
  route: 'src/routes/-screens/screen-route.tsx',
}

/**
 * The code names of src/domain/screen-code.ts, each with the module it loads, read from the `import()`
 * calls that load them: the views, the generic view of each kind, the bindings and the list head.
 */
function screenCodeModules(root: string): Map<string, string> {
  const read = (file: string) => readFileSync(resolve(root, file), 'utf8')
  const at = (file: string, spec: string) =>
    spec.startsWith('@/') ? resolve(root, 'src', spec.slice(2)) : resolve(root, dirname(file), spec)
  const modules = new Map<string, string>()
  const [views = '', generic = ''] = read(SOURCES.views).split('export const GENERIC_VIEWS')
  for (const [, name, spec] of views.matchAll(LAZY)) modules.set(`view:${name}`, at(SOURCES.views, spec!))
  for (const [, kind, spec] of generic.matchAll(LAZY)) modules.set(`kind:${kind}`, at(SOURCES.views, spec!))
  for (const [, entity, spec] of read(SOURCES.bindings).matchAll(LAZY))
    modules.set(`binding:${entity}`, at(SOURCES.bindings, spec!))
  const head = /loadListHead = \(\) => import\('([^']+)'\)/.exec(read(SOURCES.route))?.[1]
  if (head) modules.set('listHead', at(SOURCES.route, head))
  return modules
}

/**
 * `.vite/screen-chunks.json`: for each name of screen-code.ts, the chunks that code needs beyond the entry and
 * the layout. The server names them in the page it sends for a screen's address (server/screen-preloads.ts).
 */
function screenChunks(chunks: Chunks, root: string, known: ReadonlySet<string>) {
  const byModule = new Map<string, Rollup.OutputChunk>()
  for (const chunk of chunks.values())
    for (const id of chunk.moduleIds) byModule.set(id.replace(/\?.*$/, '').replace(/\.[jt]sx?$/, ''), chunk)
  const code: Record<string, string[]> = {}
  for (const [name, module] of screenCodeModules(root)) {
    const chunk = byModule.get(module)
    if (!chunk) throw new Error(`sign-in-boot: no chunk holds ${module} (${name})`)
    code[name] = closure(chunks, [chunk], new Set(known))
  }
  return code
}

/** The layout's modules in index.html's boot script, and each screen's in .vite/screen-chunks.json. */
export function screenChunkMap(): Plugin {
  let root = process.cwd()
  return {
    name: 'screen-chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_, bundle) {
      const chunks = chunksOf(bundle)
      if (![...chunks.values()].some((c) => c.isEntry && c.name === 'index')) return
      const known = initialFiles(chunks)
      layoutModules(chunks, known) // preloaded by the boot script on every signed-in start
      const code = screenChunks(chunks, root, known)
      this.emitFile({ type: 'asset', fileName: '.vite/screen-chunks.json', source: JSON.stringify(code) })
    },
  }
}

/** src/boot.ts and what it imports as one minified script (a nested build: nothing shared with the console). */
async function compileBoot(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // Only the dev server's fallback configuration reads it: a constant keeps the script (and its hash) the
    // same from build to build.
    define: { __BUILD_ID__: JSON.stringify('boot') },
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      minify: true,
      target: 'es2020',
      lib: { entry: 'src/boot.ts', formats: ['iife'], name: 'consoleBoot' },
    },
  })) as Rollup.RollupOutput[]
  return out[0]!.output[0].code.trim()
}
