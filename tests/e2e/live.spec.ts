import { mkdirSync } from 'node:fs'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { WORK_QUEUES } from '@/domain/dashboard'
import { entityByName } from '@/domain/registry'
import { hrefOf, listHref, screenFor } from '@/domain/screens'
import { accessToken } from '../support/sign-in'
import { sampleBody } from '../api/samples'
import { DEMO_PASSWORD, PASSWORD, SIGN_IN, USERNAME, setLanguage } from './support'

// Two consoles per test, each signing in: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 })

/**
 * Working as a team (issue 28): what one person does reaches another's open console without a reload, through
 * the live event stream. Each wait is for a state on screen (expect polls), never for a time.
 */

type Row = Record<string, unknown> & { id: number; version: number }

async function api<T = Row>(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ code: number; data: T }> {
  const r = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await r.json()) as { code: number; data: T }
}

/** A page of its own (a second person), signed in as `user`, in English. */
async function personAt(browser: Browser, baseURL: string, user: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage()
  await setLanguage(page, 'en', baseURL)
  await page.goto(path)
  await page.getByLabel(USERNAME).fill(user)
  await page.getByLabel(PASSWORD).fill(DEMO_PASSWORD)
  // Changes made before the console's stream is open are not its to hear: the test acts once it is.
  const streaming = page.waitForResponse((r) => r.url().endsWith('/v1/events'), { timeout: 60_000 })
  await page.getByRole('button', { name: SIGN_IN }).click()
  await streaming
  // A second console starting beside the first takes a while on a loaded machine.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 60_000 })
  // Set once: still there at the end means the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1))
  return page
}
const neverReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1)

test('a refund support reviews leaves the review queue open in another console', async ({
  browser,
  baseURL,
}) => {
  // Admin applies: nobody reviews a refund they applied for (issue 29), and support reviews it below.
  const support = await accessToken(baseURL!, 'admin')
  // A seeded order without refunds (seeded refunds belong to orders numbered 6, 12, ...), picked at random.
  let refund: Row | undefined
  let orderNo = ''
  for (let attempt = 0; attempt < 10 && !refund; attempt++) {
    const id = 6 * Math.floor(Math.random() * 33_000) + 1
    const order = (await api(baseURL!, support, 'GET', `/v1/orders/${id}`)).data
    if (order?.status !== 'normal') continue
    orderNo = String(order.orderNo)
    const applied = await api(
      baseURL!,
      support,
      'POST',
      '/v1/refunds/apply',
      {
        orderNo,
        type: 'partial',
        amount: Math.min(1, Number(order.actualPayment)),
        currency: order.currency,
        method: 'invalidateAuthorization',
        reasonType: 'accidentalPurchase',
        description: 'live updates e2e',
      },
      { 'Idempotency-Key': `live-${orderNo}-${Date.now()}` },
    )
    if (applied.code === 0) refund = applied.data
  }
  expect(refund, 'a refund applied for').toBeTruthy()
  const refundNo = String(refund!.refundNo)

  // Finance's queue of refunds awaiting the customer service review, narrowed to this order.
  const queue = WORK_QUEUES.find((q) => q.id === 'refundsCsReview')!
  const watcher = await personAt(
    browser,
    baseURL!,
    'admin',
    listHref('refunds', { ...queue.filters, orderNo })!,
  )
  const grid = watcher.getByRole('grid')
  await expect(grid.getByText(refundNo)).toBeVisible()

  const reviewer = await personAt(browser, baseURL!, 'support', `/orderCenter/refunds?id=${refund!.id}`)
  const panel = reviewer.getByRole('dialog')
  await panel.getByRole('button', { name: 'Pass customer service review' }).click()
  await expect(panel.locator('.refund-status')).toHaveText('Pending financial review')

  await expect(grid.getByText(refundNo)).toHaveCount(0)
  expect(await neverReloaded(watcher)).toBe(true)
  await watcher.context().close()
  await reviewer.context().close()
})

test('an edit form says who changed the record meanwhile, and loads their version keeping the edits', async ({
  browser,
  baseURL,
}) => {
  const admin = await accessToken(baseURL!, 'admin')
  const pricing = await accessToken(baseURL!, 'pricing')
  const licenses = entityByName('licenses')!
  const license = (await api(baseURL!, admin, 'POST', '/v1/licenses', sampleBody(licenses))).data
  const edit = screenFor('licenses', 'edit')!
  const page = await personAt(browser, baseURL!, 'admin', hrefOf(edit.path, { id: license.id }))
  const description = page.getByRole('textbox', { name: 'Description' })
  await description.fill('Mine: checked with the vendor')

  const theirs = await api(baseURL!, pricing, 'PUT', `/v1/licenses/${license.id}`, {
    version: license.version,
    name: 'Renamed by pricing',
    description: 'Theirs: from the price list',
  })
  expect(theirs.code).toBe(0)

  const notice = page.getByTestId('changed-elsewhere')
  await expect(notice).toContainText('pricing changed this record while you were editing it.')
  await expect(notice).toContainText('Renamed by pricing')
  await expect(notice).toContainText('Mine: checked with the vendor')
  // Nothing was replaced yet: what the user typed is still in the field.
  await expect(description).toHaveValue('Mine: checked with the vendor')
  await shoot(page, 'changed-elsewhere', notice)

  await notice.getByRole('button', { name: 'Load their version, keep my edits' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Renamed by pricing')
  await expect(description).toHaveValue('Mine: checked with the vendor')
  await expect(page.getByTestId('both-changed')).toContainText('Theirs: from the price list')

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Changes saved.')).toBeVisible()
  const saved = (await api(baseURL!, admin, 'GET', `/v1/licenses/${license.id}`)).data
  expect([saved.name, saved.description]).toEqual(['Renamed by pricing', 'Mine: checked with the vendor'])
  expect(await neverReloaded(page)).toBe(true)
  await api(baseURL!, admin, 'DELETE', `/v1/licenses/${license.id}?version=${saved.version}`)
  await page.context().close()
})

test('the equity refresh list row moves with its job', async ({ browser, baseURL }) => {
  const operator = await accessToken(baseURL!, 'operator')
  const page = await personAt(browser, baseURL!, 'operator', '/commodityCenter/skuEquityRefresh')
  const grid = page.getByRole('grid', { name: 'SKU equity refresh' })
  await expect(grid).toBeVisible()

  const job = (
    await api(baseURL!, operator, 'POST', '/v1/skuEquityRefreshJobs', {
      skuCode: 'SKU00009',
      reason: 'Live list e2e',
    })
  ).data
  const row = grid.getByRole('row').filter({ hasText: String(job.jobNo) })
  // The new job appears without a reload, then follows the job to its end.
  await expect(row).toBeVisible()
  await expect
    .poll(
      async () => (await api(baseURL!, operator, 'GET', `/v1/skuEquityRefreshJobs/${job.id}`)).data.status,
      {
        timeout: 60_000,
      },
    )
    .toBe('succeeded')
  const done = (await api(baseURL!, operator, 'GET', `/v1/skuEquityRefreshJobs/${job.id}`)).data
  await expect(row).toContainText('Done')
  const processed = Number(done.processedLicenses)
  // Processed and total licences, each a cell of the row.
  const counts = row.getByRole('gridcell').filter({
    hasText: new RegExp(`^(${processed}|${processed.toLocaleString('en')})$`),
  })
  await expect(counts).toHaveCount(2)
  expect(await neverReloaded(page)).toBe(true)
  await page.context().close()
})

/** Screenshots on request (SHOTS_DIR) at 1366 and 375 px, in English (as shown) and Chinese (after a reload). */
async function shoot(page: Page, name: string, shown: Locator) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') {
      await page.context().addCookies([{ name: 'language', value: 'zh', url: page.url() }])
      await page.reload()
      await expect(shown).toBeVisible()
    }
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await shown.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png` })
    }
  }
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
  await page.reload()
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1))
  await expect(shown).toBeVisible()
}
