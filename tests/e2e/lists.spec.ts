import { expect, test, type Page } from '@playwright/test'
import { setLanguage, signIn } from './support'

/** The refunds and cart order lists: the orders list's data table over other entities, against the real server. */
const REFUNDS = '/orderCenter/refunds'
const CARTS = '/orderCenter/cartOrderList'

const rowsStatus = (page: Page) => page.getByRole('status').filter({ hasText: /rows|行|件/ })

/** The list's total as the status line announces it. */
async function total(page: Page): Promise<number> {
  await expect(rowsStatus(page)).toContainText(/\d[\d,]*/)
  return Number((await rowsStatus(page).innerText()).match(/\d[\d,]*/)![0].replace(/,/g, ''))
}

/** Texts of a column's cells (by header name) in the rendered body rows, top first. */
async function columnTexts(page: Page, grid: string, header: string): Promise<string[]> {
  return page.evaluate(
    ([gridName, name]) => {
      const g = [...document.querySelectorAll('[role=grid]')].find(
        (el) => el.getAttribute('aria-label') === gridName,
      )
      const heads = [...(g?.querySelectorAll('[role=columnheader]') ?? [])]
      const col = heads.findIndex((h) => h.textContent?.replace(/[↑↓]/g, '').trim() === name)
      const rows = [...(g?.querySelectorAll('[role=row][aria-rowindex]') ?? [])]
        .filter((r) => Number(r.getAttribute('aria-rowindex')) > 1)
        .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
      return rows.map((r) => r.querySelectorAll('[role=gridcell]')[col]?.textContent ?? '')
    },
    [grid, header] as const,
  )
}

async function openList(page: Page, baseURL: string | undefined, path: string, name: string) {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', path)
  const grid = page.getByRole('grid', { name })
  await expect(grid).toBeVisible()
  return grid
}

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))

test.describe('refunds list', () => {
  test('shows the seeded refunds with their total, labelled statuses, and sorts by a header click', async ({
    page,
    baseURL,
  }) => {
    const grid = await openList(page, baseURL, REFUNDS, 'Refunds')
    const n = await total(page)
    expect(n).toBeGreaterThan(1000)
    await expect(grid).toHaveAttribute('aria-rowcount', String(n + 1))
    await expect.poll(async () => (await columnTexts(page, 'Refunds', 'Refund number'))[0]).toMatch(/^RF/)
    const statuses = await columnTexts(page, 'Refunds', 'Status')
    expect(statuses.length).toBeGreaterThan(5)
    for (const s of statuses) expect(s).not.toMatch(/^[a-z]+[A-Z]/) // labels, not raw enum values

    const header = grid.getByRole('columnheader', { name: 'Refund amount' })
    await header.getByRole('button').click()
    await expect(page).toHaveURL(/sort=amount(%3A|:)asc/)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect
      .poll(async () => (await columnTexts(page, 'Refunds', 'Refund amount')).length)
      .toBeGreaterThan(2)
    const asc = (await columnTexts(page, 'Refunds', 'Refund amount')).map(amount)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const [smallest = 0] = asc
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect
      .poll(async () => amount((await columnTexts(page, 'Refunds', 'Refund amount'))[0] ?? ''))
      .toBeGreaterThan(smallest)
  })
})

test.describe('cart order list', () => {
  test('shows the seeded carts with their total and sorts from the header row by keyboard', async ({
    page,
    baseURL,
  }) => {
    const grid = await openList(page, baseURL, CARTS, 'Cart orders')
    const n = await total(page)
    expect(n).toBeGreaterThan(1000)
    await expect(grid).toHaveAttribute('aria-rowcount', String(n + 1))
    for (const h of ['Cart ID', 'Cart number', 'Currency', 'Total amount', 'Last updated', 'Payment status'])
      await expect(grid.getByRole('columnheader', { name: h })).toBeVisible()

    await grid.focus()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/sort=cartNo(%3A|:)asc/)
    await expect
      .poll(async () => (await columnTexts(page, 'Cart orders', 'Cart number'))[0])
      .toBe('CART00000001')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/sort=cartNo(%3A|:)desc/)
    await expect
      .poll(async () => (await columnTexts(page, 'Cart orders', 'Cart number'))[0])
      .toBe(`CART${String(n).padStart(8, '0')}`)
  })

  test('a cart opens beside the list with a double-click or with Enter, as on other lists', async ({
    page,
    baseURL,
  }) => {
    const grid = await openList(page, baseURL, CARTS, 'Cart orders')
    const firstCell = grid.locator('[role=row][aria-rowindex="2"] [role=gridcell]').first()
    await firstCell.dblclick()
    await expect(page).toHaveURL(/[?&]id=\d+/)
    await page.goto(CARTS)
    await expect(grid).toBeVisible()
    await firstCell.click()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]id=\d+/)
  })

  test('filtered by payment status in the URL shows only that status, with its mapped error code', async ({
    page,
    baseURL,
  }) => {
    const all = await (async () => {
      await openList(page, baseURL, CARTS, 'Cart orders')
      return total(page)
    })()
    const f = encodeURIComponent(JSON.stringify({ paymentStatus: 'failed' }))
    await page.goto(`${CARTS}?f=${f}`)
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Payment status')
    await expect.poll(() => total(page)).toBeLessThan(all)
    expect(await total(page)).toBeGreaterThan(0)
    await expect
      .poll(async () => (await columnTexts(page, 'Cart orders', 'Payment status')).length)
      .toBeGreaterThan(2)
    const statuses = await columnTexts(page, 'Cart orders', 'Payment status')
    expect(new Set(statuses)).toEqual(new Set(['Failed']))
    for (const code of await columnTexts(page, 'Cart orders', 'Error code'))
      expect(code).toMatch(/^[A-Z0-9_]+$/)
  })
})

test.describe('who sees the lists', () => {
  for (const user of ['support', 'viewer'] as const) {
    test(`${user} (order center read) sees both lists`, async ({ page }) => {
      await signIn(page, user, REFUNDS)
      await expect(page.getByRole('grid', { name: '退款列表' })).toBeVisible()
      await expect(rowsStatus(page)).toContainText(/\d/)
      await page.goto(CARTS)
      await expect(page.getByRole('grid', { name: '购物车订单' })).toBeVisible()
      await expect(rowsStatus(page)).toContainText(/\d/)
    })
  }

  test('pricing gets 401 on the refunds list and never calls its API', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (r) => r.url().includes('/v1/refunds') && calls.push(r.url()))
    await signIn(page, 'pricing')
    await page.goto(REFUNDS)
    await expect(page).toHaveURL(/\/401$/)
    await expect(page.getByText('401')).toBeVisible()
    expect(calls).toEqual([])
  })
})
