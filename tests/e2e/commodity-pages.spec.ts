import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { setLanguage, signIn } from './support'

/**
 * Commodity center as `operator`: an equity refresh watched to the end and one cancelled; the PC purchase page
 * edited with its preview changing before the save. One sign-in for the whole file (serial), few page loads.
 */
const REFRESH = '/commodityCenter/skuEquityRefresh'
const PAGE_SETTING = '/commodityCenter/client-buy-config/page-setting'
const PAGE_DETAIL = '/commodityCenter/client-buy-config/page-detail'
/** Price-center SKUs with an active licence and no seeded refresh in progress. */
const CANCEL_SKU = 'SKU00013'
const FINISH_SKU = 'SKU00009'
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-commodity-pages'

test.describe.configure({ mode: 'serial' })

let page: Page

test.beforeAll(async ({ browser, baseURL }) => {
  page = await browser.newPage({ viewport: { width: 1366, height: 800 } })
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'operator', REFRESH)
})

test.afterAll(async () => {
  await page.close()
})

/** Starts a refresh of `sku` from the list's dialog; the page then follows the new job. */
async function startRefresh(sku: string) {
  await page.getByRole('button', { name: 'New refresh' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refresh the licences of a SKU' })
  await dialog.getByRole('combobox', { name: /^SKU/ }).fill(sku)
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Edition upgrade: Premium features added')
  await dialog.getByRole('button', { name: 'Start refresh' }).click()
  await expect(dialog).toBeHidden()
}

const summary = () => page.getByLabel('Refresh result summary')

test('an equity refresh runs to the end with live progress; another is cancelled', async () => {
  await expect(page.getByRole('grid', { name: 'SKU equity refresh' })).toBeVisible()

  await startRefresh(CANCEL_SKU)
  const job = page.getByRole('region', { name: /Refresh in progress/ })
  await job.getByRole('button', { name: 'Cancel refresh' }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: 'Cancel the refresh' }).click()
  await expect(summary()).toContainText('Cancelled')
  await expect(summary()).toContainText('keep their new entitlements')

  await startRefresh(FINISH_SKU)
  await expect(summary()).toContainText('Done', { timeout: 60_000 })
  const refreshed = await page.getByTestId('equity-processed').innerText()
  const [done, total] = refreshed.split(' of ').map((n) => Number(n.replace(/\D/g, '')))
  expect(done).toBeGreaterThan(0)
  expect(done).toBe(total)
  await expect(summary()).toContainText('Every licence sold with the SKU was refreshed.')
  // One refresh per SKU at a time is the server's rule; a finished one does not block another.
  await shoot('equity-refresh')
})

test('the PC purchase page preview follows the form before saving, then the page saves', async () => {
  await page.goto(PAGE_SETTING)
  // Reached without a configuration, the screen asks for one.
  await page.getByRole('combobox', { name: 'Purchase configuration' }).fill('CBC-0001')
  const preview = page.getByTestId('purchase-page-frame')
  await expect(preview).toBeVisible()
  await expect(preview.getByTestId('purchase-page-price').first()).toHaveText(/\d/)
  // Opened directly, the editor is laid out as a form: each section's title inside its card, and the long
  // form scrolling within the console (the window itself never scrolls).
  const texts = page.getByRole('group', { name: 'Texts', exact: true })
  const [section, legend] = await Promise.all([texts.boundingBox(), texts.locator('> legend').boundingBox()])
  expect(legend!.y).toBeGreaterThan(section!.y)
  expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBe(0)

  const title = page.getByRole('textbox', { name: 'Title · English', exact: true })
  await title.fill('Spring sale: every plan 20% off')
  await expect(preview.getByRole('heading')).toHaveText('Spring sale: every plan 20% off')

  // Keyboard reordering: Alt+↓ on the first card moves it second, in the form and in the preview.
  const cards = page.getByRole('list', { name: 'SKU cards in page order' }).getByRole('listitem')
  const first = (await preview.locator('[data-sku]').first().getAttribute('data-sku'))!
  await cards.first().focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(preview.locator('[data-sku]').nth(1)).toHaveAttribute('data-sku', first)
  await expect(cards.nth(1)).toBeFocused()

  // An unreadable colour is refused as the user types, with the reason.
  const accent = page.getByRole('textbox', { name: 'Accent colour', exact: true })
  await accent.fill('#1677FF')
  await expect(page.getByText(/hard to read on this colour: contrast 4\.10 : 1/)).toBeVisible()
  await accent.fill('#237804')
  await expect(preview.locator('.pp-buy').first()).toHaveCSS('background-color', 'rgb(35, 120, 4)')

  // The preview switches language; the texts follow.
  await page.getByRole('radio', { name: '日本語' }).check({ force: true })
  await expect(preview).toHaveAttribute('lang', 'ja-JP')

  await page.getByRole('button', { name: 'Save page' }).click()
  await expect(page.getByText('Page saved.')).toBeVisible()
  // Reloaded, the editor shows the saved page (not a copy cached before the save), with nothing to restore.
  await page.reload()
  await expect(title).toHaveValue('Spring sale: every plan 20% off')
  await expect(page.getByRole('button', { name: 'Discard them' })).toHaveCount(0)
  await shoot('purchase-page-editor')
  await page.getByRole('link', { name: 'Saved page preview' }).click()
  await expect(page).toHaveURL(new RegExp(`${PAGE_DETAIL}\\?id=`))
  await page.getByRole('radio', { name: 'English' }).check({ force: true })
  await expect(page.getByTestId('purchase-page-frame').getByRole('heading')).toHaveText(
    'Spring sale: every plan 20% off',
  )
  // The configuration's history names what changed in the page, key by key, never as JSON.
  const id = new URL(page.url()).searchParams.get('id')
  await page.goto(`/commodityCenter/client-buy-config/detail?id=${id}`)
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText('Title · English: ')
  await expect(history).toContainText('Spring sale: every plan 20% off')
  await expect(history).toContainText('Accent colour: ')
  await expect(history).not.toContainText('{"')
  await shoot('purchase-page-detail')
})

/** Screenshots on request (SHOTS=1 or SHOTS_DIR), in en and zh at 1366 and 375 px. */
async function shoot(name: string) {
  if (!process.env.SHOTS && !process.env.SHOTS_DIR) return
  mkdirSync(SHOTS, { recursive: true })
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') {
      await page.context().addCookies([{ name: 'language', value: 'zh', url: page.url() }])
      // Not 'networkidle': the live change stream keeps a request open.
      await page.reload({ waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
    }
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: width === 375 })
    }
  }
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }])
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.reload()
}

test('screenshots: a configuration detail with its pages, a refresh in progress', async () => {
  test.skip(!process.env.SHOTS && !process.env.SHOTS_DIR, 'screenshots are taken on request: SHOTS=1')
  await page.goto('/commodityCenter/client-buy-config/detail?id=2')
  await expect(page.getByRole('heading', { name: 'Purchase pages' })).toBeVisible()
  await shoot('client-buy-config-detail')
  await page.goto(`${PAGE_DETAIL}?id=2`)
  await page.getByRole('tab', { name: 'Mobile page' }).click()
  await shoot('purchase-page-mobile')
  await page.goto(REFRESH)
  await startRefresh('SKU00012')
  await expect(page.getByRole('progressbar')).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/equity-refresh-running-en-1366.png` })
})
