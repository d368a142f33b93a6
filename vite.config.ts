import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

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

export default defineConfig({
  // Relative asset URLs plus a <base href> injected by the server: one build serves any BASE_PATH.
  base: './',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    buildIdFile(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '@': '/src' } },
  server: {
    proxy: Object.fromEntries(['/api', '/v1', '/oauth', '/healthz'].map((p) => [p, devApi])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Second entry: the micro-frontend lifecycle (src/embed.tsx) at a stable address, dist/embed.js.
    rollupOptions: {
      input: { index: 'index.html', embed: 'src/embed.tsx' },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
})
