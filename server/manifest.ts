import type { Context } from 'hono'
import { sendRepresentation } from './static'
import { variantsOf } from './static-files'

/** The web app manifest, with start URL and scope under BASE_PATH (known only at runtime), revalidated by ETag. */
export function manifestHandler(basePath: string) {
  const manifest = {
    name: 'Back Office Console',
    short_name: 'BOC',
    description: 'Prices, products, promotions, users and orders for vendor staff.',
    lang: 'zh-CN',
    start_url: basePath,
    scope: basePath,
    id: basePath,
    display: 'standalone',
    theme_color: '#304156',
    background_color: '#f0f2f5',
    icons: [
      { src: `${basePath}pwa-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${basePath}pwa-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${basePath}maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  const reps = variantsOf(Buffer.from(JSON.stringify(manifest)), 'application/manifest+json')
  return (c: Context) => sendRepresentation(c, reps, 'no-cache')
}
