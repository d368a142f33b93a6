import { existsSync } from 'node:fs'
import { chromium, type Page } from 'playwright-core'
import { percentile } from './api-bench-support'
import { signInAsAdmin } from './chromium-support'

/** In Chromium, on the large database: Mod+End and a scrollbar drag to the middle, each until real rows show. */
export interface BrowserJumps {
  /** Mod+End until the last row (aria-rowindex total + 1) shows its data, ms, one per try. */
  end: number[]
  /** The last row's order number, and the oldest order's from the API: they must be the same. */
  lastShown: string
  lastExpected: string
  /** Scrollbar to 50 % until a row near the middle shows its data, ms, one per try. */
  middle: number[]
  /** A row shown at the middle and what the API holds at that offset. */
  middleIndex: number
  middleShown: string
  middleExpected: string
}

const dataRow = (index: number) => `[role=row][aria-rowindex="${index}"]:not([data-placeholder])`

const signIn = (page: Page, url: string) =>
  signInAsAdmin(page, url, '/orderCenter/orders', page.locator(dataRow(2)))

/** The order number in a grid row: the cell text that looks like one. */
const orderNoIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((row) => /OD\d{10}/.exec(row.textContent ?? '')?.[0] ?? '')

export async function browserJumps(
  url: string,
  total: number,
  orderAt: (offset: number) => Promise<string>,
  tries = 3,
): Promise<BrowserJumps | undefined> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(executablePath)) return undefined
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const end: number[] = []
    const middle: number[] = []
    let middleIndex = 0
    let lastShown = ''
    let middleShown = ''
    // A fresh profile per try: every jump asks the server, none is served from the cache.
    for (let i = 0; i < tries; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 } })
      const page = await context.newPage()
      await signIn(page, url)
      await page.getByRole('grid').focus()
      let t0 = performance.now()
      await page.keyboard.press('Control+End')
      await page.locator(dataRow(total + 1)).waitFor({ timeout: 60_000 })
      end.push(performance.now() - t0)
      lastShown = await orderNoIn(page, dataRow(total + 1))
      await page.keyboard.press('Control+Home')
      await page.locator(dataRow(2)).waitFor({ timeout: 60_000 })
      t0 = performance.now()
      middleIndex = await page.evaluate(async () => {
        const grid = document.querySelector('[role=grid]')!
        grid.scrollTop = (grid.scrollHeight - grid.clientHeight) / 2
        for (;;) {
          await new Promise((r) => requestAnimationFrame(r))
          const rows = [...grid.querySelectorAll('[role=row][aria-rowindex]:not([data-placeholder])')]
          const deep = rows.map((r) => Number(r.getAttribute('aria-rowindex'))).filter((n) => n > 1000)
          if (deep.length) return Math.min(...deep)
        }
      })
      middle.push(performance.now() - t0)
      middleShown = await orderNoIn(page, dataRow(middleIndex))
      await context.close()
    }
    return {
      end,
      lastShown,
      lastExpected: await orderAt(total - 1),
      middle,
      middleIndex,
      middleShown,
      middleExpected: await orderAt(middleIndex - 2),
    }
  } finally {
    await browser.close()
  }
}

export const median = (xs: number[]) => percentile(xs, 50)
