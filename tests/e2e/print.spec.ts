import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support'

/** Sheets in a PDF Chromium printed: its page objects (not the /Pages tree node). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0

/** Whether any element of the shell or a control is drawn. */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length)

test('a detail page prints its whole record on as many sheets as it needs, without the shell and controls; a list prints its rows', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, 'admin', '/orderCenter/order/detail?id=1')
  const heading = page.getByRole('heading', { name: /OD0000000001/ })
  await expect(heading).toBeVisible()
  await expect(page.getByRole('button', { name: /重新发送发票|Resend invoice/ })).toBeVisible()
  const header = page.getByTestId('print-header')
  await expect(header).toBeHidden()

  await page.emulateMedia({ media: 'print' })
  // The record's title, the print date and the user.
  await expect(heading).toBeVisible()
  await expect(header).toBeVisible()
  await expect(header).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  await expect(header).toContainText(/admin|管理员|Administrator/i)
  // No shell, no controls.
  await expect(page.getByRole('navigation', { name: /主菜单|Main menu/ })).toBeHidden()
  expect(await shown(page, '.shell-header, .page-actions, button:not(.sort-button), .btn')).toBe(0)
  // Every section is laid out in full: nothing is clipped by a scroll box of the screen layout.
  const sections = page.locator('.detail-section')
  expect(await sections.count()).toBeGreaterThan(2)
  const clipped = await page.evaluate(
    () =>
      [...document.querySelectorAll('.main-container, .kept-page, .app-wrapper')].filter((el) => {
        const s = getComputedStyle(el)
        return s.overflowY !== 'visible' || el.scrollHeight > el.clientHeight + 1
      }).length,
  )
  expect(clipped).toBe(0)
  await expect(sections.last()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('detail-print.png'), fullPage: true })

  // Printed for real: more than one A4 sheet for the whole order.
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdfPages(pdf)).toBeGreaterThan(1)

  // A list prints the rows it shows, one after another, without its tools.
  await page.emulateMedia({ media: 'screen' })
  await page.goto('/orderCenter/orders')
  const rows = page.locator('[role=row][aria-rowindex]:not([data-placeholder])')
  await expect(page.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
  const onScreen = await page.locator('.body-row').count()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.table-toolbar')).toBeHidden()
  await expect(page.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
  // (Emulated, the grown table may draw a few more rows than the screen showed; paper gets those drawn.)
  expect(await page.locator('.body-row').count()).toBeGreaterThanOrEqual(onScreen)
  const tops = await page
    .locator('.body-row')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
  expect(tops).toEqual([...tops].sort((a, b) => a - b))
  expect(new Set(tops).size).toBe(tops.length)
  expect(await rows.count()).toBeGreaterThan(5)
  await page.screenshot({ path: test.info().outputPath('list-print.png') })
  await page.emulateMedia({ media: 'screen' })
})
