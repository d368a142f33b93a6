import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { setLanguage, signIn } from './support'

/** The keyboard-first orders table against the real server and its 200,000 seeded orders. */
const ORDERS = '/orderCenter/orders'

const grid = (page: Page) => page.getByRole('grid', { name: 'Orders' })

/** Text of the cell the grid's aria-activedescendant points at, and of its row. */
async function active(page: Page) {
  return page.evaluate(() => {
    const g = document.querySelector('[role=grid]')
    const cell = document.getElementById(g?.getAttribute('aria-activedescendant') ?? '')
    const row = cell?.closest('[role=row]')
    return {
      cell: cell?.textContent ?? '',
      row: row?.textContent ?? '',
      rowIndex: Number(row?.getAttribute('aria-rowindex') ?? 0),
      sort: cell?.getAttribute('aria-sort') ?? '',
    }
  })
}

async function openOrders(page: Page, baseURL: string | undefined, path = ORDERS) {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', path)
  await expect(grid(page)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText(/\d[\d,]* rows/)
}

async function focusGrid(page: Page) {
  await grid(page).focus()
  await expect(grid(page)).toBeFocused()
}

test.describe('orders table: keyboard', () => {
  test('is one Tab stop and moves with arrows, J/K, pages, Home/End and Mod+Home/End', async ({
    page,
    baseURL,
  }) => {
    await openOrders(page, baseURL)
    expect(await grid(page).locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0)
    await focusGrid(page)
    await expect.poll(async () => (await active(page)).row).toContain('OD0000000001')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('j')
    expect((await active(page)).row).toContain('OD0000000003')
    await page.keyboard.press('k')
    expect((await active(page)).row).toContain('OD0000000002')
    await page.keyboard.press('ArrowRight')
    expect((await active(page)).cell).toMatch(/^PAY/)
    await page.keyboard.press('End')
    await page.keyboard.press('Home')
    expect((await active(page)).cell).toBe('OD0000000002')
    await page.keyboard.press('PageDown')
    const afterPage = (await active(page)).rowIndex
    expect(afterPage).toBeGreaterThan(5)
    await page.keyboard.press('PageUp')
    expect((await active(page)).cell).toBe('OD0000000002')

    await page.keyboard.press('ControlOrMeta+End')
    await expect.poll(async () => (await active(page)).cell).toBe('OD0000200000')
    expect((await active(page)).rowIndex).toBe(200_001)
    await expect(page.locator('[role=row][data-focused]')).toContainText('OD0000200000')
    await page.keyboard.press('ArrowUp')
    await expect.poll(async () => (await active(page)).cell).toBe('OD0000199999')
    await page.keyboard.press('ControlOrMeta+Home')
    await expect.poll(async () => (await active(page)).cell).toBe('OD0000000001')
    await expect(grid(page)).toBeFocused()
  })

  test('Enter and O open the record; Space peeks it and Esc returns to the grid', async ({
    page,
    baseURL,
  }) => {
    await openOrders(page, baseURL)
    await focusGrid(page)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Space')
    const peek = page.getByRole('dialog', { name: 'OD0000000002' })
    await expect(peek).toBeVisible()
    await expect(peek).toContainText('Payment number')
    await page.keyboard.press('Escape')
    await expect(peek).toBeHidden()
    await expect(grid(page)).toBeFocused()

    // The detail page is another issue's: record where the router goes rather than what it shows.
    await page.evaluate(() => {
      const w = window as unknown as { opened: string[] }
      w.opened = []
      const push = history.pushState.bind(history)
      history.pushState = (state, title, url) => {
        w.opened.push(String(url))
        push(state, title, url)
      }
    })
    const opened = () => page.evaluate(() => (window as unknown as { opened: string[] }).opened)
    await page.keyboard.press('Enter')
    await expect.poll(opened).toContainEqual(expect.stringMatching(/\/orderCenter\/order\/detail\?id=\d+$/))
    await page.goBack()
    await focusGrid(page)
    await page.evaluate(() => ((window as unknown as { opened: string[] }).opened = []))
    await page.keyboard.press('o')
    await expect.poll(opened).toContainEqual(expect.stringMatching(/\/orderCenter\/order\/detail\?id=\d+$/))
  })

  test('X, Shift+arrows and Mod+A select; Esc clears, then leaves for the search box', async ({
    page,
    baseURL,
  }) => {
    await openOrders(page, baseURL)
    const toolbar = page.getByRole('toolbar', { name: 'List tools' })
    await focusGrid(page)
    await page.keyboard.press('x')
    await expect(toolbar).toContainText('1 selected')
    await expect(page.locator('[role=row][aria-selected=true]')).toHaveCount(1)
    await page.keyboard.press('Shift+ArrowDown')
    await page.keyboard.press('Shift+ArrowDown')
    await expect(toolbar).toContainText('3 selected')
    await page.keyboard.press('Escape')
    await expect(toolbar).not.toContainText('selected')
    await page.keyboard.press('ControlOrMeta+a')
    await expect(toolbar).toContainText('All 200,000 selected')
    await page.keyboard.press('Escape')
    await expect(toolbar).not.toContainText('selected')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused()
  })

  test('Mod+C copies the focused cell; / focuses the search', async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openOrders(page, baseURL)
    await focusGrid(page)
    await page.keyboard.press('ControlOrMeta+c')
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('OD0000000001')
    await page.keyboard.press('/')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused()
    await page.keyboard.type('OD0000000042')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText('1 rows')
    await expect(page).toHaveURL(/q=OD0000000042/)
  })

  test('sorts from the header row by keyboard, Shift+Enter adds a second sort', async ({ page, baseURL }) => {
    await openOrders(page, baseURL)
    await focusGrid(page)
    await page.keyboard.press('ArrowUp')
    expect((await active(page)).sort).toBe('none')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/sort=orderNo(%3A|:)asc/)
    await expect.poll(async () => (await active(page)).sort).toBe('ascending')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await active(page)).sort).toBe('descending')
    await page.keyboard.press('ArrowDown')
    await expect.poll(async () => (await active(page)).cell).toBe('OD0000200000')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Shift+Enter')
    await expect(page).toHaveURL(/sort=orderNo(%3A|:)desc(%2C|,)email(%3A|:)asc/)
    await expect(page.getByRole('status').filter({ hasText: /Sorted by/ })).toContainText(
      'Sorted by Order number descending, Email ascending',
    )
  })
})

// Issue 31: on a phone a row draws the columns near the view, not all twelve; the focused one always.
test('a narrow screen draws the columns near the view; End and Home bring the far ones', async ({
  page,
  baseURL,
}) => {
  await openOrders(page, baseURL)
  await page.setViewportSize({ width: 412, height: 800 })
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText(/\d[\d,]* rows/)
  const columns = Number(await grid(page).getAttribute('aria-colcount'))
  const firstRow = grid(page).locator('[role=row][aria-rowindex="2"]')
  const drawn = () => firstRow.getByRole('gridcell').count()
  expect(await drawn()).toBeLessThan(columns)
  await expect(firstRow.getByRole('gridcell').first()).toHaveAttribute('aria-colindex', '1')

  await focusGrid(page)
  await page.keyboard.press('End')
  const activeCell = async () =>
    page.locator(`[id="${await grid(page).getAttribute('aria-activedescendant')}"]`)
  await expect(await activeCell()).toHaveAttribute('aria-colindex', String(columns))
  await expect(await activeCell()).toBeInViewport()
  await expect(firstRow.locator('[aria-colindex="1"]')).toHaveCount(0) // scrolled away: not drawn

  await page.keyboard.press('Home')
  await expect(await activeCell()).toHaveAttribute('aria-colindex', '1')
  await expect(await activeCell()).toBeInViewport()
})

test.describe('orders table: filters, columns, export', () => {
  test('filters from a multi-line paste survive a bookmark reload', async ({ page, baseURL }) => {
    await openOrders(page, baseURL)
    await page.getByRole('button', { name: 'Filters' }).click()
    const input = page.getByRole('textbox', { name: 'Order number' })
    await input.focus()
    await input.evaluate((el) => {
      const data = new DataTransfer()
      data.setData('text/plain', 'OD0000000010\r\n OD0000000020 \n\nOD0000000030\n')
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expect(input).toHaveValue('OD0000000010,OD0000000020,OD0000000030')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText('3 rows')
    const bookmark = page.url()
    expect(bookmark).toMatch(/f=/)
    await page.goto(bookmark)
    await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText('3 rows')
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Order number')
    await page.getByRole('button', { name: 'Remove filter Order number' }).click()
    await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText('200,000 rows')
  })

  test('a bad amount range is explained and nothing typed is lost; an empty result offers to clear filters', async ({
    page,
    baseURL,
  }) => {
    await openOrders(page, baseURL, `${ORDERS}?cols=orderNo,actualPayment,status`)
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByRole('textbox', { name: 'Actual payment from' }).fill('abc')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Enter numbers only.' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Actual payment from' })).toHaveValue('abc')
    await page.getByRole('textbox', { name: 'Actual payment from' }).fill('999999999')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('No records match.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText('200,000 rows')
    await expect(page).toHaveURL(/cols=orderNo/)
  })

  test('one rule per amount column: in full at its width, compact in every row when narrowed, full amount in the tooltip', async ({
    page,
    baseURL,
  }) => {
    await openOrders(page, baseURL, `${ORDERS}?sort=actualPayment:desc`)
    const headers = await grid(page).getByRole('columnheader').allInnerTexts()
    const column = headers.findIndex((h) => h.includes('Actual payment'))
    expect(column).toBeGreaterThanOrEqual(0)
    const cellOf = (row: number) => grid(page).getByRole('row').nth(row).getByRole('gridcell').nth(column)
    const compact = /^-?\d+(\.\d+)?[kMGTPE]? [A-Z]{3}$/
    const shown = async () => Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((r) => cellOf(r).innerText()))
    await expect(cellOf(8)).not.toHaveText('')
    // At its default width every amount is in full (no "60.8k KRW" beside "CA$12.59").
    expect((await shown()).filter((t) => compact.test(t))).toEqual([])
    // Narrowed, every amount is compact, small ones too.
    const header = grid(page).getByRole('columnheader').nth(column)
    await header.scrollIntoViewIfNeeded()
    const box = (await header.locator('.resize-handle').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x - 40, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect.poll(async () => (await shown()).every((t) => compact.test(t))).toBe(true)
    const cell = cellOf(1)
    await cell.hover()
    await expect(cell).toHaveAttribute('title', /\d{1,3}(,\d{3})+|\d+\.\d\d/)
  })

  test('hides a column, kept in the URL', async ({ page, baseURL }) => {
    await openOrders(page, baseURL)
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible()
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('dialog', { name: 'Columns' }).getByText('Email', { exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0)
    await expect(page).toHaveURL(/cols=orderNo(%2C|,)paymentNo(%2C|,)status/)
    await page.reload()
    await expect(page.getByRole('columnheader', { name: 'Order number' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0)
  })

  test('exports the filtered list as a streamed CSV download with progress', async ({ page, baseURL }) => {
    await openOrders(page, baseURL, `${ORDERS}?q=OD0000001`)
    await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText('1,000 rows')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^orders-\d+\.csv$/)
    expect(file.url()).not.toMatch(/token|Bearer/i)
    const text = readFileSync((await file.path())!, 'utf8')
    const lines = text.trim().split('\r\n')
    expect(lines[0]).toContain('Order number,Payment number,Email')
    expect(lines).toHaveLength(1001)
    await expect(page.getByRole('status').filter({ hasText: /Exported/ })).toContainText(
      'Exported 1,000 rows',
    )
  })

  test('export is offered only with the export permission', async ({ page, baseURL }) => {
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'support', ORDERS)
    await expect(grid(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Export/ })).toHaveCount(0)
  })
})
