import { expect, test, type Page, type Request } from '@playwright/test'
import { setLanguage, signIn } from './support'

/** Issue 21: the orders list reads only the columns it shows, and a column shown later is filled in. */
const ORDERS = '/orderCenter/orders'
const grid = (page: Page) => page.getByRole('grid', { name: 'Orders' })

/** The `columns` of each orders-list request from now on. */
function recordListColumns(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r: Request) => {
    const url = new URL(r.url())
    if (url.pathname.endsWith('/v1/orders')) seen.push(url.searchParams.get('columns') ?? '(all)')
  })
  return seen
}

/** The cells of one column in the first rows on screen. */
async function columnCells(page: Page, header: string) {
  const headers = await grid(page).getByRole('columnheader').allInnerTexts()
  const index = headers.findIndex((h) => h.includes(header))
  expect(index, header).toBeGreaterThanOrEqual(0)
  return [2, 3, 4, 5, 6].map((r) =>
    grid(page).locator(`[role=row][aria-rowindex="${r}"]`).getByRole('gridcell').nth(index),
  )
}

test('a column shown in the chooser is filled in, not blank, and hiding one reads nothing', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  const requested = recordListColumns(page)
  await signIn(page, 'admin', ORDERS)
  const firstRow = grid(page).locator('[role=row][aria-rowindex="2"]:not([data-placeholder])')
  await expect(firstRow).toBeVisible()
  // The list asks for what it shows (and the key): not the hidden quantity, not every field.
  expect(requested.length).toBeGreaterThan(0)
  for (const columns of requested) {
    expect(columns.split(',')).toEqual(expect.arrayContaining(['orderNo', 'email', 'actualPayment']))
    expect(columns.split(',')).not.toContain('quantity')
  }

  await page.getByRole('button', { name: 'Columns' }).click()
  const chooser = page.getByRole('dialog', { name: 'Columns' })
  await chooser.getByText('Email', { exact: true }).click()
  requested.length = 0
  await chooser.getByText('Quantity', { exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Quantity' })).toBeVisible()

  for (const cell of await columnCells(page, 'Quantity')) await expect(cell).toHaveText(/^\d+$/)
  // The rows already on screen kept their other values, and only the new column was read for them.
  for (const cell of await columnCells(page, 'Order number')) await expect(cell).toHaveText(/^OD\d+$/)
  expect(requested.length).toBeGreaterThan(0)
  expect(new Set(requested)).toEqual(new Set(['quantity']))
})
