/**
 * Bytes on the wire (issue 21): a cold signed-in load of the orders list, and what a signed-out visit runs
 * before the sign-in page paints. Encoded sizes come from Chromium (CDP `Network.loadingFinished`
 * encodedDataLength: headers and body as sent, so compression counts when the server compresses).
 * Runs against the production build in dist (run `npx vite build` first) and the 200,000-order data.
 * Run: node --import tsx tests/bench/cold-load.ts
 */
import { resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startServer } from '../support/start-server'
import { CHROMIUM_ARGS } from './chromium-support'
import { printFigures, type Figure } from './table'

interface Transfer {
  url: string
  type: string
  bytes: number
}

/** Records every response the page's own target loads (a service worker would be another target: blocked). */
async function recordTransfers(page: Page): Promise<{ transfers: Transfer[] }> {
  const cdp = await page.context().newCDPSession(page)
  const seen = new Map<string, { url: string; type: string }>()
  const transfers: Transfer[] = []
  cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, type: e.type }))
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId)
    if (r) transfers.push({ ...r, bytes: e.encodedDataLength })
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  return { transfers }
}

const kind = (t: Transfer) =>
  t.type === 'Script'
    ? 'JS'
    : t.type === 'Stylesheet'
      ? 'CSS'
      : t.type === 'Document'
        ? 'HTML'
        : /\/(v1|api)\//.test(new URL(t.url).pathname)
          ? 'API JSON'
          : 'other'
const sum = (ts: Transfer[]) => ts.reduce((s, t) => s + t.bytes, 0)
const kB = (n: number) => n / 1024

async function newContext(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    serviceWorkers: 'block',
  })
  await context.addCookies([{ name: 'language', value: 'en', url }])
  return context
}

/** Waits until no request of the page has been in flight for `quietMs` (the prefetched neighbour blocks). */
async function settle(page: Page, quietMs = 700) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
  await page.waitForTimeout(quietMs)
}

/** Signs in once through the account service and returns the cookies a returning user's browser holds. */
async function signedInCookies(browser: Browser, url: string) {
  const context = await newContext(browser, url)
  const page = await context.newPage()
  await page.goto(`${url}/orderCenter/orders`)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.locator('[role=row][aria-rowindex="2"]:not([data-placeholder])').waitFor()
  const cookies = await context.cookies()
  await context.close()
  return cookies
}

/** A cold load (empty cache, no service worker) of the orders list by a signed-in user, until it is quiet. */
async function coldSignedIn(browser: Browser, url: string) {
  const cookies = await signedInCookies(browser, url)
  const context = await newContext(browser, url)
  await context.addCookies(cookies)
  const page = await context.newPage()
  const { transfers } = await recordTransfers(page)
  await page.goto(`${url}/orderCenter/orders`)
  await page.locator('[role=row][aria-rowindex="2"]:not([data-placeholder])').waitFor()
  await settle(page)
  await context.close()
  return transfers
}

/**
 * A signed-out visit of the orders list until the sign-in page has painted: the JavaScript it downloaded, and
 * the inline scripts of the pages it went through (the console's boot script), in bytes as sent.
 */
async function signedOut(browser: Browser, url: string) {
  const context = await newContext(browser, url)
  const page = await context.newPage()
  const { transfers } = await recordTransfers(page)
  const started = Date.now()
  await page.goto(`${url}/orderCenter/orders`)
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  // The sign-in page's first contentful paint, as its own performance timeline reports it.
  const paintedAt: number = await page.evaluate(
    `new Promise((resolve) => new PerformanceObserver((l, o) => { o.disconnect(); resolve(performance.timeOrigin + l.getEntries()[0].startTime) }).observe({ type: 'paint', buffered: true }))`,
  )
  await settle(page, 300)
  await context.close()
  const scripts = transfers.filter((t) => kind(t) === 'JS')
  // Inline scripts of the pages it went through (the console's boot script), as served to a signed-out visit.
  const pages = transfers.filter((t) => t.type === 'Document').map((t) => t.url)
  const inline = await Promise.all(pages.map(async (u) => inlineScriptBytes(await (await fetch(u)).text())))
  return {
    jsBytes: sum(scripts) + inline.reduce((s, n) => s + n, 0),
    scriptFiles: scripts.length,
    wireBytes: sum(transfers),
    paintMs: paintedAt - started,
  }
}

const inlineScriptBytes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (s, m) => s + Buffer.byteLength(m[1] ?? ''),
    0,
  )

export async function runColdLoadBench(): Promise<Figure[]> {
  const server = await startServer({
    env: { SEED_ORDERS: '200000', DATA_DIR: resolve('.bench/data'), DIST_DIR: resolve('dist') },
  })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const cold = await coldSignedIn(browser, server.url)
    const out = await signedOut(browser, server.url)
    const of = (k: string) => kB(sum(cold.filter((t) => kind(t) === k)))
    const info = (name: string, value: number, unit: string): Figure => ({
      name,
      value,
      unit,
      budget: 0,
      rule: 'info',
    })
    return [
      {
        name: 'Cold signed-in load of /orderCenter/orders, on the wire',
        value: kB(sum(cold)),
        unit: 'kB',
        budget: 600,
        rule: 'max',
      },
      info('  of which JS', of('JS'), 'kB'),
      info('  of which API JSON', of('API JSON'), 'kB'),
      info('  of which CSS', of('CSS'), 'kB'),
      info('  of which HTML and other', of('HTML') + of('other'), 'kB'),
      info('  requests', cold.length, ''),
      {
        name: 'Signed-out visit: JS before the sign-in page paints',
        value: kB(out.jsBytes),
        unit: 'kB',
        budget: 30,
        rule: 'max',
      },
      info('  script files downloaded', out.scriptFiles, ''),
      info('  all bytes on the wire until then', kB(out.wireBytes), 'kB'),
      info('  from the visit to the sign-in page painted', out.paintMs, 'ms'),
    ]
  } finally {
    await browser.close()
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await runColdLoadBench()
  const met = printFigures(
    'Bytes on the wire: cold signed-in load, signed-out visit (production build)',
    figures,
  )
  process.exitCode = met ? 0 : 1
}
