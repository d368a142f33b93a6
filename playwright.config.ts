import { defineConfig, devices } from '@playwright/test'
import { SERVER_NODE_FLAGS } from './server/node-flags'

const PORT = Number(process.env.E2E_PORT ?? 8181)

/** End-to-end: the production build served by the real server (real database, 200,000 seeded orders) in Debian Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } } },
  ],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx server/index.ts`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      HOST: '127.0.0.1',
    },
    stdout: 'pipe',
  },
})
