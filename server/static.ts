import { readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import type { Context } from 'hono'
import type { RuntimeConfig } from '@/domain/config'
import { FileCache, representation, variantsOf, type Representations } from './static-files'
import { escapeHtml } from './escape-html'
import { screenFirstRead, screenPreloads } from './screen-preloads'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** Hashed build output never changes under its name: browsers and CDNs keep it a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (index.html, the service worker, the manifest, icons) is kept but revalidated by ETag. */
const REVALIDATE = 'no-cache'

/** The inline script index.html gets: the runtime configuration (the CSP allows exactly it, by its hash). */
export const runtimeScript = (runtime: RuntimeConfig) =>
  `window.__CONSOLE_CONFIG__=${JSON.stringify(runtime).replace(/</g, '\\u003c')}`

/**
 * Sends one of a resource's representations: the smallest encoding the client accepts (brotli, gzip, or none),
 * with its ETag, `Vary: Accept-Encoding` and the given caching; 304 when the client's copy is current.
 */
export function sendRepresentation(c: Context, reps: Representations, cacheControl: string) {
  const rep = representation(reps, c.req.header('accept-encoding'))
  const headers: Record<string, string> = {
    'content-type': reps.type,
    'cache-control': cacheControl,
    etag: rep.etag,
  }
  if (reps.br || reps.gzip) headers.vary = 'Accept-Encoding'
  if (rep.encoding) headers['content-encoding'] = rep.encoding
  const known = c.req.header('if-none-match')
  if (known && known.split(',').some((t) => t.trim().replace(/^W\//, '') === rep.etag))
    return c.body(null, 304, headers)
  return c.body(new Uint8Array(rep.body), 200, headers)
}

/**
 * The inline scripts of the built index.html (its boot script), which the CSP allows by their hashes, with the
 * file's size and time (a rebuild while the server runs is seen); undefined while the console is not built.
 */
export function builtInlineScripts(distDir: string): { stamp: string; scripts: string[] } | undefined {
  const file = join(distDir, 'index.html')
  const stat = statSync(file, { throwIfNoEntry: false })
  if (!stat) return undefined
  const html = readFileSync(file, 'utf8')
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  )
  return { stamp: `${stat.size}:${stat.mtimeMs}`, scripts }
}

/** The size and time of the built index.html, to tell when it changed (cheaper than reading it). */
export function builtIndexStamp(distDir: string): string | undefined {
  const stat = statSync(join(distDir, 'index.html'), { throwIfNoEntry: false })
  return stat && `${stat.size}:${stat.mtimeMs}`
}

/**
 * Serves the built console under BASE_PATH, as a CDN would: files are read once and kept in memory (a file
 * whose size or time changes is read again; hashed /assets/ never change), the brotli and gzip copies the
 * build wrote beside them are sent to clients that accept them, hashed assets are immutable and the rest is
 * revalidated by ETag. index.html gets the runtime configuration and a <base> for the base path injected at
 * serve time, so one build serves every environment and base path.
 */
export function staticHandler(distDir: string, runtime: RuntimeConfig) {
  const indexFile = join(distDir, 'index.html')
  const files = new FileCache((file) => MIME[extname(file)] ?? 'application/octet-stream')
  const preloadsOf = screenPreloads(distDir)
  // One page per list of screen chunks and first read (many screens share one), rebuilt when index.html changes.
  let pages: { stamp: string; byScreen: Map<string, Representations> } | undefined
  const renderIndex = (path: string, search: string): Representations | undefined => {
    const stat = statSync(indexFile, { throwIfNoEntry: false })
    if (!stat) return undefined
    const stamp = `${stat.size}:${stat.mtimeMs}`
    if (pages?.stamp !== stamp) pages = { stamp, byScreen: new Map() }
    const preloads = preloadsOf(path).join(',')
    const read = screenFirstRead(path, search)
    const key = `${preloads} ${read ?? ''}`
    let reps = pages.byScreen.get(key)
    if (!reps) {
      const screenData = `data-screen="${preloads}"${read ? ` data-read="${escapeHtml(read)}"` : ''}`
      const html = files
        .read(indexFile)
        .toString('utf8')
        .replace(
          '<head>',
          `<head><base href="${runtime.basePath}"><script>${runtimeScript(runtime)}</script>`,
        )
        .replace('<script data-entry=', `<script ${screenData} data-entry=`)
      reps = variantsOf(Buffer.from(html), MIME['.html']!)
      pages.byScreen.set(key, reps)
    }
    return reps
  }

  return (c: Context) => {
    const url = new URL(c.req.url)
    let rel: string
    try {
      rel = decodeURIComponent(url.pathname.slice(runtime.basePath.length - 1))
    } catch {
      return c.text('Bad request: malformed % escape in the address', 400)
    }
    const immutable = rel.startsWith('/assets/')
    const file = normalize(join(distDir, rel))
    if (file.startsWith(distDir + sep) && !file.endsWith('index.html')) {
      const reps = files.get(file, immutable)
      if (reps) return sendRepresentation(c, reps, immutable ? IMMUTABLE : REVALIDATE)
    }
    const page = renderIndex(rel, url.search)
    if (!page) return c.text('The console is not built yet: run `npm run build`.', 503)
    // History-mode fallback: a deep link gets the app, which routes it (unknown paths go to /404 there).
    if (extname(rel) && !rel.endsWith('.html')) return c.text('Not found', 404)
    return sendRepresentation(c, page, REVALIDATE)
  }
}
