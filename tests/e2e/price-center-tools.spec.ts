import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { accessToken } from '../support/sign-in'
import { hrefOf, screenFor } from '@/domain/screens'
import { setLanguage, signIn } from './support'

/**
 * The price center's tools as `pricing`: a price check with a coupon, batch add of pasted SKUs with two bad
 * rows fixed in the grid, and a bulk disable with one refused row. Test data is created through the API.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-c'
const RUN = Date.now().toString(36).toUpperCase()

const apiToken = (baseURL: string, username = 'pricing') => accessToken(baseURL, username)

async function api<T>(baseURL: string, token: string, path: string, body: unknown): Promise<T> {
  const r = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  const json = (await r.json()) as { code: number; msg: string; data: T }
  if (json.code !== 0) throw new Error(`${path}: ${json.msg} ${JSON.stringify(json.data)}`)
  return json.data
}

const day = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

/** Screenshots on request (SHOTS=1, or SHOTS_DIR): they cost CI time and nobody looks at them there. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS && !process.env.SHOTS_DIR) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 768 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 375 })
  }
  await page.setViewportSize({ width: 1366, height: 768 })
}

test.describe('price center tools', () => {
  test.describe.configure({ mode: 'serial' })

  test('price check with a coupon, step by step', async ({ page, baseURL }) => {
    const token = await apiToken(baseURL!)
    const sku = `E2EPC-${RUN}`
    const now = Date.now()
    const created = await api<{ id: number }>(baseURL!, token, '/v1/skus', {
      skuCode: sku,
      name: 'Price check SKU',
      type: 'regular',
      status: 'active',
    })
    await api(baseURL!, token, '/v1/prices', {
      priceCode: `${sku}-USD`,
      skuCode: sku,
      type: 'regular',
      currency: 'USD',
      country: 'US',
      amount: 100,
      effectiveFrom: iso(now - 30 * day),
      status: 'active',
    })
    await api(baseURL!, token, '/v1/priceRules', {
      ruleCode: `${sku}-R1`,
      name: 'Spring sale',
      skuCode: sku,
      country: 'US',
      currency: 'USD',
      adjustmentType: 'percent',
      adjustmentValue: 20,
      priority: 10,
      startTime: iso(now - day),
      endTime: iso(now + 10 * day),
      status: 'active',
    })
    await api(baseURL!, token, '/v1/priceRules', {
      ruleCode: `${sku}-R2`,
      name: 'Next month',
      skuCode: sku,
      country: 'US',
      currency: 'USD',
      adjustmentType: 'amount',
      adjustmentValue: 5,
      priority: 5,
      startTime: iso(now + 20 * day),
      endTime: iso(now + 50 * day),
      status: 'active',
    })
    await api(baseURL!, token, '/v1/priceCoupons', {
      couponCode: `${sku}-C`,
      name: 'Ten off',
      useMode: 'code',
      discountType: 'percent',
      discountValue: 10,
      currency: 'USD',
      skuCodes: sku,
      validFrom: iso(now - day),
      validTo: iso(now + 10 * day),
      status: 'active',
    })
    const detail = hrefOf(screenFor('skus', 'detail', { type: 'regular' })!.path, { id: created.id })
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'pricing', detail)
    for (const lang of ['en', 'zh'] as const) {
      await setLanguage(page, lang, baseURL!)
      await page.goto(detail)
      const panel = page.locator('section.price-check')
      await expect(panel).toBeVisible()
      await panel.getByRole('combobox', { name: /Coupon|优惠券/ }).fill(`${sku}-C`)
      // The picker takes a typed code as it is and shows the coupon's name under it.
      await expect(panel.getByText('Ten off')).toBeVisible()
      await panel.locator('button[type=submit]').click()
      const table = panel.locator('table.price-check-table')
      await expect(table).toBeVisible()
      // Rules for every SKU may apply too: check this SKU's own steps and the coupon, whatever else runs.
      await expect(table.locator('tbody tr', { hasText: `${sku}-R1` })).toContainText('−20')
      await expect(table.locator('tbody tr.price-check-skipped', { hasText: `${sku}-R2` })).toBeVisible()
      await expect(table.locator('tbody tr', { hasText: `${sku}-C` })).not.toHaveClass(/skipped/)
      await expect(table.locator('tfoot')).toBeVisible()
      if (lang === 'en') {
        await page.getByRole('button', { name: /^Show \d+ rules? for / }).click()
        await expect(table.locator('tbody tr', { hasText: `${sku}-R2` })).toContainText(
          'Not in effect on that date',
        )
        await expect(table.locator('tbody tr', { hasText: 'Base price' })).toContainText('$100.00')
      }
      await panel.scrollIntoViewIfNeeded()
      await shoot(page, `price-check-${lang}`)
    }
  })

  test('batch add 20 pasted SKUs: two bad rows, fixed, all created', async ({ page, baseURL }) => {
    await setLanguage(page, 'en', baseURL!)
    const batch = screenFor('skus', 'custom')
    const path = batch?.path ?? '/priceCenter/skuBatchAdd'
    await signIn(page, 'pricing', path)
    const codes = Array.from({ length: 20 }, (_, k) => `E2EB-${RUN}-${String(k).padStart(2, '0')}`)
    const lines = codes.map((c, k) =>
      [c, k === 4 ? '' : `Batch SKU ${k}`, 'Office', '', '', k === 11 ? 'sometimes' : 'active', ''].join(
        '\t',
      ),
    )
    const text = ['SKU code\tName\tProduct\tLicense\tPlatform\tStatus\tDescription', ...lines].join('\n')
    await page.getByLabel('Paste rows (tab-separated)').fill(text)
    await page.getByRole('button', { name: 'Add pasted rows' }).click()
    await expect(page.locator('.sku-batch-summary')).toContainText('20 rows')
    await expect(page.locator('.sku-batch-summary')).toContainText('2 with errors')
    const errors = page.getByRole('region', { name: 'Errors by row and column' })
    await expect(errors).toContainText('Row 5')
    await expect(errors).toContainText('Row 12')
    await expect(page.getByRole('button', { name: /Create all/ })).toBeDisabled()
    await shoot(page, 'sku-batch-errors-en')
    // Fix the two rows in the grid (keyboard: the error link focuses the cell).
    await page.getByLabel('Row 5, Name').fill('Batch SKU 4')
    await page.getByLabel('Row 12, Status').fill('inactive')
    await expect(page.locator('.sku-batch-summary')).toContainText('0 with errors')
    await page.getByRole('button', { name: 'Check with the server' }).click()
    await expect(page.locator('.sku-batch-summary')).toContainText('the server accepts every row')
    await page.getByRole('button', { name: 'Create all 20 SKUs' }).click()
    await expect(page.getByText(`20 SKUs were created: ${codes.slice(0, 5).join(', ')}, ….`)).toBeVisible()
    await setLanguage(page, 'zh', baseURL!)
    await page.goto(path)
    await page
      .getByLabel('粘贴行（制表符分隔）')
      .fill(lines.slice(0, 5).join('\n').replaceAll('E2EB', 'E2EZ'))
    await page.getByRole('button', { name: '添加粘贴的行' }).click()
    await shoot(page, 'sku-batch-zh')
  })

  test('bulk disable with one refused row', async ({ page, baseURL }) => {
    const token = await apiToken(baseURL!)
    const now = Date.now()
    const sku = `E2EBK-${RUN}`
    await api(baseURL!, token, '/v1/skus', {
      skuCode: sku,
      name: 'Bulk SKU',
      type: 'regular',
      status: 'active',
    })
    const price = (currency: string) =>
      api<{ id: number; version: number }>(baseURL!, token, '/v1/prices', {
        priceCode: `${sku}-${currency}`,
        skuCode: sku,
        type: 'regular',
        currency,
        country: 'DE',
        amount: 10,
        effectiveFrom: iso(now - day),
        status: 'active',
      })
    await price('EUR')
    const gbp = await price('GBP')
    // The console must not hear of the edit below (live updates would bring the new version into the list):
    // this is the path where it did not, and the server's version check refuses the row.
    await page.route('**/v1/events', (route) => route.abort())
    await setLanguage(page, 'en', baseURL!)
    const list = screenFor('prices', 'list')!
    await signIn(page, 'pricing', hrefOf(list.path))
    await page.goto(`${hrefOf(list.path)}?q=${sku}`)
    const grid = page.getByRole('grid')
    for (const code of [`${sku}-EUR`, `${sku}-GBP`]) {
      await grid.getByText(code).click()
      await page.keyboard.press('x')
    }
    await expect(page.getByText('2 selected')).toBeVisible()
    // Someone else edits one of them meanwhile: its version no longer matches the list's.
    const r = await fetch(`${baseURL}/v1/prices/${gbp.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: gbp.version, amount: 11 }),
    })
    expect(r.ok).toBe(true)
    await page.getByRole('button', { name: 'Disable', exact: true }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Disable 2 rows?')
    await confirm.getByRole('button', { name: 'Disable' }).click()
    const result = page.getByRole('alertdialog')
    await expect(result).toContainText('1 row could not be changed')
    await expect(result).toContainText('1 row was changed.')
    await expect(result).toContainText(`${sku}-GBP`)
    await expect(result).toContainText('Someone else changed it meanwhile')
    await shoot(page, 'bulk-refused-en')
    await result.getByRole('button', { name: 'Close' }).click()
    await expect(grid.getByRole('row', { name: new RegExp(`${sku}-EUR`) })).toContainText(/Inactive/)
  })
})
