import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { setLanguage, signIn } from './support'

/**
 * Issue 30: SKU batch add takes what the console shows (labels in any language, an exported list) and its
 * counts agree with the rows it shows. As `pricing`; the SKUs it creates have codes of this run.
 */
const RUN = Date.now().toString(36).toUpperCase()
const BATCH = '/priceCenter/skuBatchAdd'
const summary = (page: Page) => page.locator('.sku-batch-summary')

test.describe('paste what the console shows', () => {
  test('an exported SKU list (zh labels, CSV) pastes back into batch add unchanged and is created', async ({
    page,
    baseURL,
  }) => {
    await setLanguage(page, 'zh', baseURL!)
    await signIn(page, 'pricing', '/priceCenter/skuList?q=SKU0001')
    const grid = page.getByRole('grid')
    await expect(grid.getByText('SKU00012', { exact: true })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出 CSV' }).click()
    const csv = readFileSync((await (await download).path())!, 'utf8')
    expect(csv).toMatch(/启用|停用|草稿/)
    // Copies of the exported SKUs under new codes: every other cell as exported.
    const copies = csv.replace(/SKU0001(\d)/g, `PB${RUN}-$1`)
    const lines = copies.trim().split(/\r?\n/).length - 1
    expect(lines).toBeGreaterThan(1)

    await page.goto(BATCH)
    await page.getByLabel('粘贴行（制表符分隔）').fill(copies)
    await page.getByRole('button', { name: '添加粘贴的行' }).click()
    await expect(summary(page)).toContainText(`${lines} 行 · ${lines} 行有效 · 0 行有错误`)
    await page.getByRole('button', { name: '提交服务器校验' }).click()
    await expect(summary(page)).toContainText('服务器接受所有行')
    await page.getByRole('button', { name: `创建全部 ${lines} 个SKU` }).click()
    await expect(page.getByText(`已创建 ${lines} 个SKU：`)).toBeVisible()
  })

  test('counts agree with the rows shown, before and after creating only the valid rows', async ({
    page,
    baseURL,
  }) => {
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'pricing', BATCH)
    const rows = [
      [`CT${RUN}-1`, 'Count 1', 'Office', '', 'macOS', '启用', ''],
      [`CT${RUN}-2`, 'Count 2', 'Office', '', 'mac', 'Active', ''],
      [`CT${RUN}-3`, 'Count 3', 'Office', '', 'Windows', '有効', ''],
      // The console finds nothing wrong; the server refuses it (the code is taken).
      ['SKU00001', 'Taken code', 'Office', '', '', 'active', ''],
      // The console refuses it: no name.
      [`CT${RUN}-5`, '', 'Office', '', '', 'active', ''],
    ]
    await page.getByLabel('Paste rows (tab-separated)').fill(rows.map((r) => r.join('\t')).join('\n'))
    await page.getByRole('button', { name: 'Add pasted rows' }).click()
    await expect(summary(page)).toContainText('5 rows · 4 valid · 1 with errors')
    await expect(page.getByRole('button', { name: 'Create only the 4 valid rows' })).toBeEnabled()

    await page.getByRole('button', { name: 'Check with the server' }).click()
    await expect(summary(page)).toContainText('5 rows · 3 valid · 2 with errors')
    await page.getByRole('button', { name: 'Create only the 3 valid rows' }).click()
    await expect(page.getByText('3 SKUs were created:')).toBeVisible()
    await expect(summary(page)).toContainText('2 rows · 0 valid · 2 with errors')
    await expect(page.getByRole('button', { name: 'Create only the 0 valid rows' })).toBeDisabled()
  })
})
