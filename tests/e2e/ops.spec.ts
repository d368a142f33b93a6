import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './shell-support'
import { setLanguage, signIn } from './support'

/** Order center operations: online agent orders, store order association + 40-SKU query, Douyin pulls. */
const AGENTS = '/orderCenter/onlineAgentCenter'
const ASSOCIATIONS = '/orderCenter/orderAssociation'
const SKU40 = '/orderCenter/orderAssociationFor40'
const DOUYIN = '/orderCenter/pullOrdersFromDouyinStores'

const rowsStatus = (page: Page) => page.getByRole('status').filter({ hasText: /\d[\d,]* rows/ })
async function total(page: Page): Promise<number> {
  await expect(rowsStatus(page)).toBeVisible()
  return Number((await rowsStatus(page).innerText()).match(/\d[\d,]*/)![0].replace(/,/g, ''))
}

/** Texts of one column (by header) in the rendered body rows. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  return page.evaluate((name) => {
    const g = document.querySelector('[role=grid]')
    const heads = [...(g?.querySelectorAll('[role=columnheader]') ?? [])]
    const col = heads.findIndex((h) => h.textContent?.replace(/[↑↓]/g, '').trim() === name)
    return [...(g?.querySelectorAll('[role=row][aria-rowindex]') ?? [])]
      .filter((r) => Number(r.getAttribute('aria-rowindex')) > 1)
      .map((r) => r.querySelectorAll('[role=gridcell]')[col]?.textContent ?? '')
      .filter(Boolean)
  }, header)
}

async function open(page: Page, baseURL: string | undefined, path: string, user = 'admin') {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, user, path)
}

/** Dispatches a real paste event (what a user's Ctrl+V does) into the focused field. */
async function paste(page: Page, text: string) {
  await page.evaluate((t) => {
    const data = new DataTransfer()
    data.setData('text/plain', t)
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  }, text)
}

test.describe('order center operations', () => {
  test('each screen lists its seeded rows with translated columns', async ({ page, baseURL }) => {
    const screens = [
      {
        path: AGENTS,
        grid: 'Online agent orders',
        headers: ['Agent platform', 'Agent name', 'Agency commission'],
      },
      {
        path: ASSOCIATIONS,
        grid: 'Store order association',
        headers: ['Store', 'Store order number', 'SKU'],
      },
      { path: SKU40, grid: '40-SKU association query', headers: ['Association status'] },
      { path: DOUYIN, grid: 'Douyin store orders', headers: ['Shop', 'Orders pulled', 'Job status'] },
    ]
    await open(page, baseURL, AGENTS)
    for (const s of screens) {
      await page.goto(s.path)
      const grid = page.getByRole('grid', { name: s.grid })
      await expect(grid).toBeVisible()
      expect(await total(page)).toBeGreaterThan(10)
      for (const h of s.headers)
        await expect(grid.getByRole('columnheader', { name: h, exact: true })).toBeVisible()
      await expect.poll(async () => (await columnTexts(page, s.headers[0]!)).length).toBeGreaterThan(5)
    }
    // Agent platforms are real platform names, not generated placeholders.
    await page.goto(AGENTS)
    await expect
      .poll(async () => (await columnTexts(page, 'Agent platform'))[0])
      .toMatch(/^(?!AGENTPLATFOR)\S/)
  })

  test('Enter on an agent order opens its order', async ({ page, baseURL }) => {
    await open(page, baseURL, AGENTS)
    const grid = page.getByRole('grid', { name: 'Online agent orders' })
    await expect.poll(async () => (await columnTexts(page, 'Order number'))[0]).toMatch(/^OD/)
    const orderNo = (await columnTexts(page, 'Order number'))[0]!
    await grid.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/orderCenter\/order\/detail\?id=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNo)
  })

  test('40-SKU query: refuses more than 40 pasted codes, then filters by a valid list', async ({
    page,
    baseURL,
  }) => {
    await open(page, baseURL, SKU40)
    const all = await total(page)
    const field = page.getByRole('textbox', { name: 'SKU codes (up to 40)' })
    const codes = Array.from({ length: 41 }, (_, i) => `SKU${String(i).padStart(5, '0')}`)
    await field.focus()
    await paste(page, codes.join('\n'))
    await expect(field).toHaveValue(codes.join(','))
    await expect(page.getByText('41 / 40 SKU codes')).toBeVisible()
    await page.getByRole('button', { name: 'Query', exact: true }).click()
    await expect(page.getByText('You entered 41 SKU codes. Query at most 40 at a time.')).toBeVisible()
    await expect(field).toHaveValue(codes.join(',')) // nothing typed is lost
    expect(page.url()).not.toContain('skuCode')

    const wanted = ['SKU00007', 'SKU00123', 'SKU00250']
    await field.fill('')
    await field.focus()
    await paste(page, `${wanted.join('\n')}\n`)
    await page.getByRole('button', { name: 'Query', exact: true }).click()
    await expect(page).toHaveURL(/skuCode/)
    await expect.poll(() => total(page)).toBeLessThan(all)
    await expect.poll(async () => (await columnTexts(page, 'SKU')).length).toBeGreaterThan(0)
    for (const sku of await columnTexts(page, 'SKU')) expect(wanted).toContain(sku)

    // Bookmarkable: the same URL opens the same query.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'SKU codes (up to 40)' })).toHaveValue(wanted.join(','))
    for (const sku of await columnTexts(page, 'SKU')) expect(wanted).toContain(sku)
  })

  test('a Douyin pull validates its dates, shows progress, then the result summary', async ({
    page,
    baseURL,
  }) => {
    await open(page, baseURL, DOUYIN)
    await page.getByRole('button', { name: 'Pull orders' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pull orders from a Douyin store' })
    await dialog.getByRole('button', { name: 'Start pull' }).click()
    await expect(dialog.getByText('Select a shop.')).toBeVisible()
    await expect(dialog.getByText('Select the dates to pull.')).toBeVisible()

    await dialog.getByRole('button', { name: /Shop/ }).click()
    await page.getByRole('option', { name: /Official Flagship Store/ }).click()
    // Year, month, day in every language (the spec's order), English included.
    const typeDates = async (start: string, end: string) => {
      const years = dialog.getByRole('spinbutton', { name: /year/i })
      await years.nth(0).click()
      await page.keyboard.type(start)
      await years.nth(1).click()
      await page.keyboard.type(end)
    }
    await typeDates('20260901', '20261015')
    await dialog.getByRole('button', { name: 'Start pull' }).click()
    await expect(dialog.getByText('Pull at most 31 days at a time.')).toBeVisible()

    await typeDates('20261001', '20261007')
    await dialog.getByRole('button', { name: 'Start pull' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/id=\d+/)
    const progress = page.getByRole('progressbar')
    await expect(progress).toBeVisible()
    await expect(page.getByRole('heading', { name: /Pull in progress/ })).toBeVisible()

    const summary = page.getByLabel('Pull result summary')
    await expect(summary).toBeVisible({ timeout: 30_000 })
    await expect(progress).toBeHidden()
    await expect(summary).toContainText('Succeeded')
    await expect(summary).toContainText('All orders in the window were pulled.')
    const pulled = Number((await summary.locator('.job-count').innerText()).replace(/\D/g, ''))
    expect(pulled).toBeGreaterThan(0)
    await expect(page.getByText(/Official Flagship Store/).first()).toBeVisible()
  })

  test('viewer sees the pull jobs but cannot start a pull; offline the action is disabled', async ({
    page,
    baseURL,
    browser,
  }) => {
    await open(page, baseURL, DOUYIN, 'viewer')
    await expect(page.getByRole('grid', { name: 'Douyin store orders' })).toBeVisible()
    expect(await total(page)).toBeGreaterThan(10)
    await expect(page.getByRole('button', { name: 'Pull orders' })).toHaveCount(0)
    // Enter on a job opens its result (bookmarkable: the job is in the URL).
    await page.getByRole('grid', { name: 'Douyin store orders' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/id=\d+/)
    await expect(page.getByLabel('Pull result summary')).toBeVisible()

    const admin = await browser.newPage()
    await open(admin, baseURL, DOUYIN)
    const button = admin.getByRole('button', { name: 'Pull orders' })
    await expect(button).toBeEnabled()
    await admin.context().setOffline(true)
    await expect(button).toBeDisabled()
    await expect(admin.getByText('Unavailable offline: reconnect to make changes.')).toBeVisible()
    await admin.context().setOffline(false)
    await admin.close()
  })

  test('axe finds nothing serious on the 40-SKU query, the pull dialog and a pull result', async ({
    page,
    baseURL,
  }) => {
    await open(page, baseURL, SKU40)
    await page.getByRole('button', { name: 'Query', exact: true }).click()
    await expect(page.getByText('Enter at least one SKU code.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.goto(`${DOUYIN}?id=1`)
    await expect(page.getByLabel('Pull result summary')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Pull orders' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Start pull' }).click()
    await expect(page.getByText('Select a shop.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
