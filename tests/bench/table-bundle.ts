import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'

export interface BundleFigures {
  chunk: string
  chunkGzip: number
  /** gzip bytes of the chunk attributed to src/table/** (by source map, proportional to raw bytes). */
  tableGzip: number
  /** src/table plus the libraries only the table brings (TanStack Table/Virtual/Store, react-aria parts). */
  tableWithLibsGzip: number
  /** Share of the chunk by origin: src/table, other src, each node_modules package. */
  breakdown: { origin: string; gzip: number }[]
}

/**
 * What opening the orders route adds, by origin: the chunks its route loads at once (its view, binding and
 * list head: `.vite/screen-chunks.json`, decision 0146), of which its route chunk and those holding the table.
 * The chunks every start loads (index.html's entry and preloads, the layout) are not added by the route, nor
 * what only opens later (menus, dialogs, the peek: decision 0147); react-aria is split by use, so the parts the
 * table uses are. Needs `vite build --sourcemap`.
 */
export function bundleFigures(distDir: string): BundleFigures {
  const assets = join(distDir, 'assets')
  const routeChunk = readdirSync(assets).find((f) => /^orders-.*\.js$/.test(f))
  if (!routeChunk) throw new Error(`no orders chunk in ${assets}`)
  const startUp = startUpChunks(distDir)
  const route = routeChunks(distDir)
  const parts = readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !startUp.has(f) && route.has(f))
    .map((f) => chunkFigures(assets, f))
    .filter((c) => c.chunk === routeChunk || c.tableGzip > 0)
  const breakdown = new Map<string, number>()
  for (const c of parts)
    for (const b of c.breakdown) breakdown.set(b.origin, (breakdown.get(b.origin) ?? 0) + b.gzip)
  return {
    chunk: parts.map((c) => c.chunk).join(' + '),
    chunkGzip: sum(parts.map((c) => ({ gzip: c.chunkGzip }))),
    tableGzip: sum(parts.map((c) => ({ gzip: c.tableGzip }))),
    tableWithLibsGzip: sum(parts.map((c) => ({ gzip: c.tableWithLibsGzip }))),
    breakdown: [...breakdown.entries()]
      .map(([origin, gzip]) => ({ origin, gzip }))
      .sort((a, b) => b.gzip - a.gzip),
  }
}

function chunkFigures(assets: string, chunk: string): BundleFigures {
  const code = readFileSync(join(assets, chunk), 'utf8')
  const chunkGzip = gzipSync(code).length
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(assets, `${chunk}.map`), 'utf8')))
  const bytes = new Map<string, number>()
  const lines = code.split('\n')
  let last: { origin: string; line: number; col: number } | undefined
  const add = (origin: string, n: number) => bytes.set(origin, (bytes.get(origin) ?? 0) + n)
  map.eachMapping((m) => {
    if (last && last.line === m.generatedLine) add(last.origin, m.generatedColumn - last.col)
    else if (last) add(last.origin, (lines[last.line - 1]?.length ?? 0) - last.col)
    last = { origin: originOf(m.source ?? ''), line: m.generatedLine, col: m.generatedColumn }
  })
  if (last) add(last.origin, (lines[last.line - 1]?.length ?? 0) - last.col)
  const raw = [...bytes.values()].reduce((a, b) => a + b, 0) || 1
  const breakdown = [...bytes.entries()]
    .map(([origin, n]) => ({ origin, gzip: Math.round((n / raw) * chunkGzip) }))
    .sort((a, b) => b.gzip - a.gzip)
  return {
    chunk,
    chunkGzip,
    tableGzip: sum(breakdown.filter((b) => b.origin === 'src/table')),
    tableWithLibsGzip: sum(breakdown.filter((b) => TABLE_ORIGINS.test(b.origin))),
    breakdown,
  }
}

const TABLE_ORIGINS =
  /^(src\/table|@tanstack\/(table-core|react-table|virtual-core|react-virtual|store|react-store)|react-aria|react-aria-components|react-stately|@react-\w+\/.*)$/
const sum = (xs: { gzip: number }[]) => xs.reduce((a, b) => a + b.gzip, 0)

/** The chunks every start loads (index.html's boot data: the entry and its preloads), whatever their names. */
function startUpChunks(distDir: string): Set<string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const entry = /data-entry="([^"]*)"/.exec(html)?.[1] ?? ''
  const preloads = /data-preloads="([^"]*)"/.exec(html)?.[1] ?? ''
  return new Set([entry, ...preloads.split(',')].filter(Boolean).map((href) => href.replace(/^.*\//, '')))
}

function originOf(source: string): string {
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (nm) return nm[1]!
  const src = /src\/([^/]+)/.exec(source)
  return src ? `src/${src[1]}` : 'other'
}

/** The chunks the orders list's route loads at once (.vite/screen-chunks.json, decision 0146), not what opens later. */
function routeChunks(distDir: string): Set<string> {
  const map = JSON.parse(readFileSync(join(distDir, '.vite', 'screen-chunks.json'), 'utf8')) as Record<
    string,
    string[]
  >
  const pieces = ['listHead', 'kind:list', 'binding:orders'].flatMap((k) => map[k] ?? [])
  return new Set(pieces.map((href) => href.replace(/^.*\//, '')))
}
