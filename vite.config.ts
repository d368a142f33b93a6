import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { precompressDir } from './server/precompress'
import { screenChunkMap, signInBoot } from './sign-in-boot'
import { ASSET_CACHE } from './src/offline/asset-cache'
import { chunkGroups } from './build/chunk-groups'
import { entityHeads } from './build/entity-heads'
import { isFeatureCatalog } from './src/i18n/catalog-groups'

let groups: Map<string, string> | undefined
const buildId = `${Date.now().toString(36)}`
const devApi = `http://localhost:${process.env.API_PORT ?? 8080}`

/** dist/build-id.txt: the server hands it to the console, which keys its persisted cache by it. */
function buildIdFile(): Plugin {
  return {
    name: 'build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: buildId })
    },
  }
}

/**
 * The page's icon written into it: one request fewer on a cold start, where every request holds one of the
 * browser's six connections to the server for a round trip (issue 31). public/favicon.svg stays the source (and
 * the file /favicon.ico answers with).
 */
function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim()
      return html.replace('href="favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg)}"`)
    },
  }
}

/** Last step of a build: brotli and gzip copies of the text assets, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { files, bytes, brotliBytes } = precompressDir(outDir)
        this.info(
          `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} kB → ${(brotliBytes / 1024).toFixed(0)} kB brotli`,
        )
      },
    },
  }
}

export default defineConfig({
  // Relative asset URLs plus a <base href> injected by the server: one build serves any BASE_PATH.
  base: './',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      // The routes folder owns a lingui catalog too; its compiled files are not routes.
      routeFileIgnorePattern: 'locales',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // react-aria ships its words in 34 languages and builds a dictionary of each at start-up (55 ms of a cold
    // load at 4x CPU slowdown, issue 31); the console speaks three. Others fall back to English.
    optimizeLocales.vite({ locales: ['zh', 'en', 'ja'] }),
    lingui(),
    buildIdFile(),
    inlineFavicon(),
    entityHeads(),
    signInBoot(),
    screenChunkMap(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is served by the server, because start_url and scope depend on BASE_PATH at runtime.
      manifest: false,
      workbox: {
        // Shell assets only: business data never goes through the service worker.
        globPatterns: ['**/*.{js,css,svg,png,woff2}'],
        // Screens that only write (imports, batch add, applications, editors, the live price check) need the
        // server anyway, and each user reads one language: they are cached once used (below; the language
        // loaded before the worker took over is copied in by warmAssetCache) instead of precached, which
        // keeps the precache within its 1.5 MB budget.
        globIgnores: [
          'index.html',
          'sw.js',
          'workbox-*.js',
          'assets/import-panel-*',
          // The import screens themselves (small chunks join them, import-panel among them).
          'assets/offline-order-import-page-*',
          'assets/agent-order-import-page-*',
          'assets/read-worker-*',
          'assets/coerce-cell-*',
          'assets/sku-batch-page-*',
          'assets/barter-page-*',
          'assets/refund-apply-page-*',
          'assets/purchase-page-editor-*',
          'assets/price-check-panel-*',
          'assets/locale-en-*',
          'assets/locale-ja-*',
          // What only batch add and imports read: pasted text's parser and every language's value labels.
          'assets/csv-parse-*',
          'assets/paste-words-*',
          // Dialogs of the lists that only write, disabled offline: bulk actions, "Set field…", the cell editor.
          'assets/bulk-dialogs-*',
          'assets/bulk-set-dialog-*',
          'assets/cell-editor-*',
        ],
        runtimeCaching: [
          {
            // Written out: workbox copies this function's text into the worker (asset-cache.ts has the same test).
            urlPattern: ({ url }) => /\/assets\/[^/]+\.(js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: ASSET_CACHE, expiration: { maxEntries: 100, purgeOnQuotaError: true } },
          },
        ],
        // The served index.html carries the runtime config, so precache the server's copy, versioned by build.
        additionalManifestEntries: [{ url: 'index.html', revision: buildId }],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [
          /\/api\//,
          /\/v1\//,
          /\/oauth\//,
          /\/healthz$/,
          /\/openapi\.json$/,
          /manifest\.webmanifest$/,
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
    precompress(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '@': '/src' } },
  server: {
    proxy: Object.fromEntries(['/api', '/v1', '/oauth', '/healthz'].map((p) => [p, devApi])),
  },
  build: {
    target: 'es2022',
    // No modulepreload polyfill: a browser without modulepreload (Safari before 17) only fetches the modules as
    // they are imported; the polyfill was half a kilobyte of every start's entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Second entry: the micro-frontend lifecycle (src/embed.tsx) at a stable address, dist/embed.js.
    rollupOptions: {
      input: { index: 'index.html', embed: 'src/embed.tsx' },
      preserveEntrySignatures: 'exports-only',
      output: {
        // Rollup's split by use leaves dozens of 1-2 kB chunks, each a request on a cold start's path: pure
        // ones under 5 kB join a chunk that is loaded with them.
        experimentalMinChunkSize: 5000,
        // The groups of chunk-groups.ts are lists of modules, complete as they are.
        onlyExplicitManualChunks: true,
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
        manualChunks(id, meta) {
          // One chunk per language for every folder's catalog but the feature areas', which load with the first
          // feature screen (src/i18n/catalog-groups.ts): a language switch is one or two requests.
          const locale = /\/locales\/(zh|en|ja)\.po$/.exec(id)?.[1]
          if (locale) return isFeatureCatalog(id) ? `locale-${locale}-features` : `locale-${locale}`
          const merged = /\/src\/i18n\/catalogs\/((zh|en|ja)(-features)?)\.ts$/.exec(id)?.[1]
          if (merged) return `locale-${merged}`
          // The compiled value labels of every language, read only by batch add and imports (paste-vocabulary.ts).
          const pasted = /\/src\/resources\/locales\/(zh|en|ja)\.ts$/.exec(id)?.[1]
          if (pasted) return `paste-words-${pasted}`
          // React is shared by every screen: a long-lived chunk of its own. react-aria is left to Rollup, which
          // splits it by use: one chunk per package held everything any screen uses (date pickers, combo
          // boxes...), all of it downloaded before a list's first rows (issue 31, decision 0145).
          if (
            /node_modules\/(react|react-dom|scheduler|use-sync-external-store)\//.test(id) ||
            id.includes('commonjsHelpers')
          )
            return 'react'
          groups ??= chunkGroups(meta)
          return groups.get(id)
        },
      },
    },
  },
})
