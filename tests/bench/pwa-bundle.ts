import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Sizes of the production build: initial JS (entry + its static imports), each chunk, and the precache. */
export function bundleFigures(dist = 'dist') {
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  // The boot script of index.html holds the entry and its preloads (sign-in-boot.ts).
  const rel = (u: string) => u.replace(/^\.?\//, '')
  const entry = rel(/data-entry="([^"]+)"/.exec(html)?.[1] ?? '')
  const preloads = (/data-preloads="([^"]*)"/.exec(html)?.[1] ?? '').split(',').filter(Boolean).map(rel)
  const initial = [entry, ...preloads].filter((f): f is string => !!f)
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
  const chunks = assets
    .map((f) => ({ file: f, gzip: gz(join('assets', f)) }))
    .filter((c) => !initial.includes(`assets/${c.file}`))
    .sort((a, b) => b.gzip - a.gzip)
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8')
  const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1] ?? '')
  const precacheBytes = precached
    .filter((u) => u !== 'index.html')
    .reduce((sum, u) => sum + statSync(join(dist, u)).size, statSync(join(dist, 'index.html')).size)
  return {
    initialJsGzip: initial.reduce((s, f) => s + gz(f), 0),
    initialFiles: initial,
    largestRouteChunk: chunks[0],
    precacheBytes,
    precacheEntries: precached.length,
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`

if (process.argv[1]?.endsWith('pwa-bundle.ts')) {
  const f = bundleFigures()
  console.table({
    'initial JS (gzip)': { figure: kb(f.initialJsGzip), budget: '≤ 150 kB' },
    [`largest lazy chunk (gzip): ${f.largestRouteChunk?.file}`]: {
      figure: kb(f.largestRouteChunk?.gzip ?? 0),
      budget: '≤ 60 kB',
    },
    'precache total': { figure: kb(f.precacheBytes), budget: '≤ 1536 kB' },
  })
}
