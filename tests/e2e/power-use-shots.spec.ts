import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { openPalette, paletteDialog } from './palette-support'
import { setLanguage, signIn } from './support'

/** Issue 30, looked at: the palette's found records and batch add's read labels, zh and en, wide and narrow. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-palette'

test('screenshots of found records and pasted labels (SHOTS=1)', async ({ browser, baseURL }) => {
  test.skip(!process.env.SHOTS, 'screenshots are taken on request: SHOTS=1')
  mkdirSync(SHOTS, { recursive: true })
  for (const lang of ['zh', 'en'] as const) {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await setLanguage(page, lang, baseURL!)
    await signIn(page, 'admin')
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 768 })
      const { search } = await openPalette(page)
      await search.fill('SKU0000')
      await expect(
        paletteDialog(page)
          .getByRole('option', { name: /^SKU00001 · / })
          .first(),
      ).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/palette-records-${lang}-${width}.png` })
      await page.keyboard.press('Escape')
    }
    await page.goto('/priceCenter/skuBatchAdd')
    const rows = ['PS-1\tPasted 1\tOffice\t\tmacOS\t启用\t', 'PS-2\tPasted 2\tOffice\t\tmac\t有効\t']
    await page.locator('.sku-batch-paste textarea').fill(rows.join('\n'))
    await page.locator('.sku-batch-paste button').click()
    await expect(page.locator('.sku-batch-summary')).toContainText(/2/)
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 768 })
      await page.screenshot({ path: `${SHOTS}/batch-labels-${lang}-${width}.png`, fullPage: width === 375 })
    }
    await page.getByRole('button', { name: /Clear all|全部清除|清空/ }).click()
    await context.close()
  }
})
