import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

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
      exclude: ['**/*.test.*', '**/locales/**'],
    },
  ],
})
