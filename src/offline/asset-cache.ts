/** The runtime cache of built JS and CSS (vite.config.ts): assets that are used but not precached. */
export const ASSET_CACHE = 'boc-assets'
const ASSET_PATH = /\/assets\/[^/]+\.(js|css)$/
export const isAssetPath = (pathname: string) => ASSET_PATH.test(pathname)

/**
 * Copies the built assets this page loaded before the service worker controlled it into the runtime cache:
 * on the first visit nothing passes through the worker, and the language catalogs other than Chinese (the
 * default) and the write-only screens are not precached (the precache budget). So the next start works
 * offline in the language the user reads, with what they opened.
 */
export async function warmAssetCache(): Promise<void> {
  if (typeof caches === 'undefined' || typeof performance === 'undefined') return
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => isAssetPath(new URL(u).pathname))
  const cache = await caches.open(ASSET_CACHE)
  await Promise.allSettled(
    urls.map(async (u) => {
      if (!(await caches.match(u))) await cache.add(u)
    }),
  )
}
