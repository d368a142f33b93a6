import { mkdirSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { setLanguage, signIn } from './support'

/** Issue 30: the dashboard's trends, drawn from the real orders and refunds, and the same figures as tables. */

const trendsOf = (page: Page) => page.getByRole('region', { name: /^(Trends|趋势)$/ })
/** The figures of a chart's bars, or of the table view's cells of the same chart, in order. */
const valuesIn = (cells: Locator) =>
  cells.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))))
const bars = (trends: Locator, chart: string) => trends.locator(`figure[data-chart="${chart}"] .trend-bar`)
const cells = (trends: Locator, chart: string) => trends.locator(`td[data-chart="${chart}"]`)
const CHARTS = ['orders', 'sales', 'refunds', 'reasons'] as const

test('the trends draw orders, sales and refunds; chosen by keyboard, the table view shows the same figures', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', '/dashboard')
  const trends = trendsOf(page)
  await expect(bars(trends, 'orders')).toHaveCount(30) // the last 30 days, a bar a day
  expect((await valuesIn(bars(trends, 'orders'))).some((n) => n > 0)).toBe(true)
  await expect(bars(trends, 'reasons')).toHaveCount(6)

  // Weekly, chosen with the keyboard alone: Tab to the select, open it, arrow down, Enter.
  const grain = trends.getByRole('button', { name: /Daily/ })
  await grain.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: 'Weekly' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(trends.getByRole('button', { name: /Weekly/ })).toBeVisible()
  await expect(bars(trends, 'orders')).not.toHaveCount(30)
  const weeks = await bars(trends, 'orders').count()
  expect(weeks).toBeGreaterThanOrEqual(5)
  expect(weeks).toBeLessThanOrEqual(6)
  const drawn = Object.fromEntries(
    await Promise.all(CHARTS.map(async (c) => [c, await valuesIn(bars(trends, c))] as const)),
  )
  expect(drawn.sales?.some((n) => n > 0)).toBe(true)

  const toggle = trends.getByRole('button', { name: 'Show as table' })
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(trends.getByRole('table').first()).toBeVisible()
  for (const c of CHARTS) expect(await valuesIn(cells(trends, c)), c).toEqual(drawn[c])
  await expect(trends.getByRole('columnheader', { name: 'Refund applications' }).first()).toBeVisible()
})

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-trends'

test('screenshots of the trends, zh and en, wide and narrow, light and dark (SHOTS=1)', async ({
  browser,
  baseURL,
}) => {
  test.skip(!process.env.SHOTS, 'screenshots are taken on request: SHOTS=1')
  test.setTimeout(180_000)
  mkdirSync(SHOTS, { recursive: true })
  for (const lang of ['zh', 'en'] as const) {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await setLanguage(page, lang, baseURL!)
    await signIn(page, 'admin', '/dashboard')
    const trends = trendsOf(page)
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme)
      for (const width of [1366, 375]) {
        // Tall enough on a phone for the whole panel (an element shot shows only what the viewport holds).
        await page.setViewportSize({ width, height: width < 600 ? 1500 : 768 })
        await expect(bars(trends, 'orders')).toHaveCount(30)
        await trends.scrollIntoViewIfNeeded()
        await trends.screenshot({ path: `${SHOTS}/trends-${lang}-${theme}-${width}.png` })
      }
    }
    await trends.locator('.trends-view-toggle').click()
    await trends.screenshot({ path: `${SHOTS}/trends-table-${lang}-375.png` })
    await page.setViewportSize({ width: 1366, height: 768 })
    await trends.screenshot({ path: `${SHOTS}/trends-table-${lang}-1366.png` })
    await context.close()
  }
})
