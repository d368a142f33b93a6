import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { featureZones, layerZones, layersPlugin, serverZone } from './eslint-layers.js'
import { QUERY_KEY_MODULES, queryKeysPlugin } from './eslint-query-keys.js'

export default tseslint.config(
  {
    ignores: [
      'dist*',
      'data',
      'node_modules',
      'test-results*',
      'playwright-report',
      'src/routeTree.gen.ts',
      'src/**/locales/*.ts',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports run one way and never in a circle (eslint-layers.js); tests may reach across layers to set
    // things up.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these the cycle rule reads no TypeScript module, and so finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are not read for cycles: parsing their type declarations made the whole lint a third slower.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones(), ...featureZones(), serverZone] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Every folder of src/ is in the layer list, tests included.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/listed-folder': 'error' },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Query keys and what a write makes stale live in one module each (eslint-query-keys.js).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', ...QUERY_KEY_MODULES],
    plugins: { 'query-keys': queryKeysPlugin },
    rules: { 'query-keys/keys-from-module': 'error' },
  },
  {
    // zod through its one module, which turns its JIT off in the browser (the CSP refuses eval).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/domain/zod' (its JIT is off in the browser)." },
            {
              name: 'react-aria-components',
              message:
                "Import each component from its own entry ('react-aria-components/Button'): the build groups a start's modules by what they import (chunk-groups.ts), and the package's index imports every component.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server and the tests reach the shared domain as the client does, through the @/ path of tsconfig.json.
    files: ['server/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+src/', message: 'Import from src/ through @/ (tsconfig.json paths).' },
          ],
        },
      ],
    },
  },
)
