import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import type { Context } from 'hono'
import type { RuntimeConfig } from '../src/domain/config'

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

/** The inline script index.html gets: the runtime configuration (the CSP allows exactly it, by its hash). */
export const runtimeScript = (runtime: RuntimeConfig) =>
  `window.__CONSOLE_CONFIG__=${JSON.stringify(runtime).replace(/</g, '\\u003c')}`

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
 * Serves the built console under BASE_PATH. index.html gets the runtime configuration and a <base> for
 * the base path injected at serve time, so one build serves every environment and base path.
 */
export function staticHandler(distDir: string, runtime: RuntimeConfig) {
  const indexFile = join(distDir, 'index.html')
  let indexHtml: string | undefined
  const renderIndex = () => {
    indexHtml ??= readFileSync(indexFile, 'utf8').replace(
      '<head>',
      `<head><base href="${runtime.basePath}"><script>${runtimeScript(runtime)}</script>`,
    )
    return indexHtml
  }

  return (c: Context) => {
    const url = new URL(c.req.url)
    let rel: string
    try {
      rel = decodeURIComponent(url.pathname.slice(runtime.basePath.length - 1))
    } catch {
      return c.text('Bad request: malformed % escape in the address', 400)
    }
    if (!existsSync(indexFile)) return c.text('The console is not built yet: run `npm run build`.', 503)
    const file = normalize(join(distDir, rel))
    if (
      file.startsWith(distDir + sep) &&
      existsSync(file) &&
      statSync(file).isFile() &&
      !file.endsWith('index.html')
    ) {
      const immutable = rel.startsWith('/assets/')
      return c.body(readFileSync(file), 200, {
        'content-type': MIME[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
    // History-mode fallback: a deep link gets the app, which routes it (unknown paths go to /404 there).
    if (extname(rel) && !rel.endsWith('.html')) return c.text('Not found', 404)
    return c.html(renderIndex(), 200, { 'cache-control': 'no-cache' })
  }
}
