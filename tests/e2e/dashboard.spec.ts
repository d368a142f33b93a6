import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { offlineAgain, serviceWorkerReady, setLanguage, signIn } from './support'

/** The home page against the real server: work queues per role, figures per currency, recent records. */

const work = (page: Page) => page.getByRole('region', { name: /Waiting for you|待您处理/ })
const queueLink = (page: Page, name: RegExp) => work(page).getByRole('link', { name })
const CS_REVIEW = /Refunds awaiting customer service review|待客服审核的退款/
const FINANCIAL_REVIEW = /Refunds pending financial review|待财务审核的退款/
const BARTERS = /Pending barter orders|待处理的换货单/
const BARTERS_TO_COMPLETE = /Approved barter orders to carry out|已批准待执行的换货单/

/** The number a figure shows (formatted with grouping), read from its data attribute. */
async function countIn(link: ReturnType<Page['getByRole']>): Promise<number> {
  return Number(await link.locator('[data-count]').getAttribute('data-count'))
}

/** The list's total as its status line announces it. */
async function listTotal(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /rows|行|件/ })
  await expect(status).toContainText(/\d/)
  return Number((await status.innerText()).match(/\d[\d,]*/)![0].replace(/,/g, ''))
}

/** Drops the persisted dashboard query from IndexedDB (runs in the page); the rest of the cache stays. */
function forgetSavedDashboard(): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('boc-query-cache')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const tx = open.result.transaction('queries', 'readwrite')
      const store = tx.objectStore('queries')
      const keys = store.getAllKeys()
      keys.onsuccess = () => {
        for (const k of keys.result) if (String(k).includes('"dashboard"')) store.delete(k)
      }
      tx.oncomplete = () => {
        open.result.close()
        resolve()
      }
    }
  })
}

test('admin sees the work queues and per-currency figures; a queue opens its filtered list with the same count', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  const calls: string[] = []
  page.on('request', (r) => void (new URL(r.url()).pathname === '/v1/dashboard' && calls.push(r.url())))
  await signIn(page, 'admin', '/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Data as of \d{4}-\d{2}-\d{2}/ })).toBeVisible()
  const cs = queueLink(page, CS_REVIEW)
  await expect(cs).toBeVisible()
  await expect(queueLink(page, FINANCIAL_REVIEW)).toBeVisible()
  expect(calls).toHaveLength(1) // the whole page is one request
  const expected = await countIn(cs)
  expect(expected).toBeGreaterThan(0)

  const sales = page.getByRole('region', { name: 'Orders and sales' })
  const month = sales.getByRole('article', { name: 'This month' })
  await expect(sales.getByRole('article', { name: 'Today' })).toBeVisible()
  const table = month.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Sales amount' })).toBeVisible()
  const rows = table.locator('tbody tr')
  expect(await rows.count()).toBeGreaterThan(1)
  // Each currency's sales amount is formatted in that currency.
  const firstRow = rows.first()
  const currency = await firstRow.getAttribute('data-currency')
  const amount = await firstRow.locator('.amount-full, .amount').first().innerText()
  const symbol = new Intl.NumberFormat('en', { style: 'currency', currency: currency! })
    .formatToParts(1)
    .find((p) => p.type === 'currency')!.value
  expect(amount).toContain(symbol)

  const axe = await new AxeBuilder({ page }).include('.dashboard').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await cs.click()
  await expect(page).toHaveURL(/\/orderCenter\/refunds\?f=/)
  expect(await listTotal(page)).toBe(expected)
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toContainText(
    'Awaiting customer service review',
  )
})

test('a month figure per currency opens the orders list with the same count', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard')
  const month = page.getByRole('article', { name: '本月' })
  const cell = month.getByRole('table').locator('tbody tr').first().getByRole('link')
  const expected = Number((await cell.innerText()).replace(/\D/g, ''))
  await cell.click()
  await expect(page).toHaveURL(/\/orderCenter\/orders\?f=/)
  expect(await listTotal(page)).toBe(expected)
})

test('finance and support see different waiting work (their separate duties)', async ({ page, context }) => {
  await signIn(page, 'finance', '/dashboard')
  await expect(queueLink(page, FINANCIAL_REVIEW)).toBeVisible()
  await expect(queueLink(page, BARTERS)).toBeVisible()
  await expect(work(page).getByText(CS_REVIEW)).toHaveCount(0)
  await expect(work(page).getByText(BARTERS_TO_COMPLETE)).toHaveCount(0)
  await context.clearCookies()

  await signIn(page, 'support', '/dashboard')
  await expect(queueLink(page, CS_REVIEW)).toBeVisible()
  await expect(queueLink(page, BARTERS_TO_COMPLETE)).toBeVisible()
  await expect(work(page).getByText(BARTERS)).toHaveCount(0)
  await expect(work(page).getByText(FINANCIAL_REVIEW)).toHaveCount(0)
})

test("finance's offline refunds queue opens the offline orders' refund list with the same count", async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'finance', '/dashboard')
  const queue = queueLink(page, /Offline order refunds pending financial review/)
  await expect(queue).toBeVisible()
  const expected = await countIn(queue)
  expect(expected).toBeGreaterThan(0)
  await queue.click()
  await expect(page).toHaveURL(/\/orderCenter\/orderRefundList\?f=/)
  expect(await listTotal(page)).toBe(expected)
  const firstRow = page.getByRole('grid').getByRole('row').nth(1)
  await expect(firstRow).toContainText('Pending financial review')
  await expect(firstRow).toContainText(/OFF\d{8}/)
})

test('a viewer has figures but nothing waiting', async ({ page }) => {
  await signIn(page, 'viewer', '/dashboard')
  await expect(work(page).getByText(/Nothing is waiting for you|暂无待处理事项/)).toBeVisible()
  await expect(page.getByRole('region', { name: /订单与销售额/ })).toBeVisible()
})

test('the sections keep their place while "My work" loads (no layout shift, issue 31)', async ({
  page,
  baseURL,
}) => {
  // Layout shifts inside the page, as the browser reports them (not caused by input).
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { __dashShifts: shifts })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean
        sources: { node?: Node }[]
      })[])
        for (const s of e.sources)
          if (!e.hadRecentInput && s.node instanceof Element && s.node.closest('.dashboard'))
            shifts.push(s.node.outerHTML.slice(0, 80))
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The inbox answers only once the rest of the page is drawn: the slowest order the sections can arrive in.
  let release: () => void = () => undefined
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/v1/work', async (route) => {
    await held
    await route.continue()
  })
  await setLanguage(page, 'zh', baseURL!)
  await signIn(page, 'admin', '/dashboard')
  const sales = page.getByRole('region', { name: /订单与销售额/ })
  await expect(sales).toBeVisible()
  const myWork = page.getByRole('region', { name: '我的工作' })
  await expect(myWork).toBeVisible()
  const before = await sales.boundingBox()
  await page.evaluate(() => void ((window as unknown as { __dashShifts: string[] }).__dashShifts.length = 0))
  release()
  await expect(myWork.getByRole('link')).toBeVisible()
  expect(await sales.boundingBox()).toEqual(before)
  expect(await page.evaluate(() => (window as unknown as { __dashShifts: string[] }).__dashShifts)).toEqual(
    [],
  )
})

test('an order opened from the list appears under recently opened', async ({ page }) => {
  await signIn(page, 'admin', '/orderCenter/order/detail?id=7')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('OD0000000007')
  await page.goto('/dashboard')
  const recent = page.getByRole('region', { name: /Recently opened|最近打开/ })
  const link = recent.getByRole('link', { name: 'OD0000000007' })
  await expect(link).toBeVisible()
  await expect(recent).toContainText(/订单详情|Order detail/)
  await link.click()
  await expect(page).toHaveURL(/order\/detail\?id=7/)
})

test('offline, the dashboard shows the saved figures with their time, or says it has none', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin', '/dashboard')
  await serviceWorkerReady(page)
  await expect(queueLink(page, CS_REVIEW)).toBeVisible()
  await page.waitForTimeout(800) // let the persister finish writing (not a timing assertion)

  await context.setOffline(true)
  await page.reload()
  await offlineAgain(page)
  await expect(page.getByRole('status').filter({ hasText: /离线：显示截至 \d{4}-/ })).toBeVisible()
  await expect(queueLink(page, CS_REVIEW)).toBeVisible()

  // Nothing saved on this device: a clear offline state, not a spinner.
  await page.evaluate(forgetSavedDashboard)
  await page.reload()
  await offlineAgain(page)
  await expect(page.getByRole('alert').filter({ hasText: /您已离线/ })).toBeVisible({ timeout: 30_000 })
  await context.setOffline(false)
})
