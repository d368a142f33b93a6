import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const COMMODITY_PAGES = [
  '<rootDir>/src/features/commodity-center/equity-refresh-*',
  '<rootDir>/src/features/commodity-center/purchase-page-*',
]

// One catalog per top-level folder of src/ (src/<name>/locales/<locale>.po), so each area owns its
// translations and parallel work never edits the same catalog.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/{name}/locales/{locale}',
      include: ['<rootDir>/src/{name}/'],
      exclude: ['**/*.test.*', '**/locales/**', '<rootDir>/src/features/*/**'],
    },
    // Each feature area (src/features/<area>/) owns its catalog too.
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*', '**/locales/**', ...COMMODITY_PAGES],
    },
    // The commodity center's purchase pages and equity refresh, built beside the rest of the center, keep
    // their own catalog (src/features/<area>/<part>/locales is loaded like an area's).
    {
      path: '<rootDir>/src/features/commodity-center/purchase-pages/locales/{locale}',
      include: COMMODITY_PAGES,
      exclude: ['**/*.test.*'],
    },
  ],
})
