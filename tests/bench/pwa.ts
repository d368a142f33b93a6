import type { Page } from 'playwright-core'
import { startServer } from '../support/start-server'
import { launchProfile } from './chromium-support'
import { bundleFigures } from './pwa-bundle'

/**
 * PWA budgets: cold start while offline (shell paint, last-viewed list's first rows) and bundle sizes.
 * Runs against the production build (run `npx vite build` first) served by the real server.
 */
async function signIn(page: Page, url: string) {
  await page.goto(`${url}/orderCenter/orders`)
  // The sign-in page speaks the console's language: Chinese unless a language was chosen.
  await page.getByLabel(/^(Username|用户名)( \*)?$/).fill('admin')
  await page.getByLabel(/^(Password|密码)( \*)?$/).fill('demo1234')
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click()
  await page.getByRole('gridcell', { name: 'OD0000000001' }).waitFor()
}

/** Time from navigation start until a selector exists, measured in the page (a string: tsx would rename functions). */
const waitMark = (page: Page, selector: string): Promise<number> =>
  page.evaluate(`new Promise((resolve) => {
    const check = () => (document.querySelector(${JSON.stringify(selector)}) ? resolve(performance.now()) : requestAnimationFrame(check))
    check()
  })`)

/**
 * Main-thread cost of persisting one 200-row block: IndexedDB's structured clone of the stored entry is the
 * synchronous part of a save (the write itself happens off the main thread). Read back a stored entry and
 * time structuredClone of it, 30 times.
 */
async function persistSaveCost(page: Page): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const open = indexedDB.open('boc-query-cache')
    open.onsuccess = () => {
      const store = open.result.transaction('queries').objectStore('queries')
      const req = store.getAll()
      req.onsuccess = () => {
        const block = req.result.find((q) => JSON.stringify(q.queryKey).includes('"list"'))
        const times = []
        for (let i = 0; i < 30; i++) {
          const t0 = performance.now()
          structuredClone(block)
          times.push(performance.now() - t0)
        }
        resolve(times)
      }
    }
  })`)
}

async function coldStartOffline(url: string, runs: number) {
  const context = await launchProfile()
  const page = context.pages()[0] ?? (await context.newPage())
  await signIn(page, url)
  // The worker registers once the start-up work is over (decision 0151); the reload after its activation is the
  // first page it controls. (A waitForFunction predicate that returns a promise does not wait: polled instead.)
  const activated = () =>
    page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    )
  for (const until = Date.now() + 60_000; !(await activated()); await page.waitForTimeout(200))
    if (Date.now() > until) throw new Error('the service worker did not activate within 60 s')
  await page.reload()
  await page.waitForFunction(() => !!navigator.serviceWorker.controller)
  await page.getByRole('gridcell', { name: 'OD0000000001' }).waitFor()
  await page.waitForTimeout(1000)
  const saveCost = await persistSaveCost(page)
  await context.setOffline(true)
  const shell: number[] = []
  const rows: number[] = []
  for (let i = 0; i < runs; i++) {
    const p = await context.newPage()
    await p.goto(`${url}/orderCenter/orders`, { waitUntil: 'commit' })
    const [paint, firstRows] = await Promise.all([
      waitMark(p, 'nav.sidebar a'),
      waitMark(p, '[role=gridcell]:not(:has(.placeholder-bar))'),
    ])
    shell.push(paint)
    rows.push(firstRows)
    await p.close()
  }
  await context.close()
  return { shell, rows, saveCost }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

export async function runPwaBench() {
  const server = await startServer({ env: { DATA_DIR: '.bench/data', SEED_ORDERS: '200000' } })
  try {
    const { shell, rows, saveCost } = await coldStartOffline(server.url, 5)
    const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN
    const b = bundleFigures()
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
    console.log('\nPWA (production build, headless Chromium, offline cold start, median of 5)')
    console.table({
      'offline cold start: shell paint': { figure: `${median(shell).toFixed(0)} ms`, budget: '≤ 800 ms' },
      'offline cold start: first rows of last list': {
        figure: `${median(rows).toFixed(0)} ms`,
        budget: '≤ 1200 ms',
      },
      'persisting one 200-row block: main-thread clone p95': {
        figure: `${p95(saveCost).toFixed(2)} ms`,
        budget: '≤ 4 ms',
      },
      'initial JS (gzip)': { figure: kb(b.initialJsGzip), budget: '≤ 150 kB' },
      [`largest lazy chunk (gzip) ${b.largestRouteChunk?.file ?? ''}`]: {
        figure: kb(b.largestRouteChunk?.gzip ?? 0),
        budget: '≤ 60 kB',
      },
      'precache total': { figure: kb(b.precacheBytes), budget: '≤ 1536 kB' },
    })
  } finally {
    await server.stop()
  }
}

if (process.argv[1]?.endsWith('pwa.ts')) await runPwaBench()
