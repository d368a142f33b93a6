import { expect, test, type Page } from '@playwright/test'
import { offlineAgain, serviceWorkerReady, signIn } from './support'

/** Pages the user saw online, and what each shows when it renders from this device. */
const PAGES: { path: string; shows: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/orderCenter/orders', shows: (p) => p.getByRole('gridcell', { name: 'OD0000000001' }) },
  { path: '/orderCenter/refunds', shows: (p) => p.getByRole('grid').getByRole('row').nth(1) },
  { path: '/orderCenter/cartOrderList', shows: (p) => p.getByRole('grid').getByRole('row').nth(1) },
  { path: '/orderCenter/order/detail?id=1', shows: (p) => p.getByRole('heading', { name: /OD0000000001/ }) },
  { path: '/orderCenter/order/detail?id=2', shows: (p) => p.getByRole('heading', { name: /OD0000000002/ }) },
]

test('three lists and two detail pages seen earlier render after an offline reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin', PAGES[0]!.path)
  await serviceWorkerReady(page)
  for (const p of PAGES) {
    await page.goto(p.path)
    await expect(p.shows(page)).toBeVisible()
    await expect(page.locator('.placeholder-bar')).toHaveCount(0)
  }
  await page.waitForTimeout(800) // let the persister finish writing (not a timing assertion)

  await context.setOffline(true)
  for (const p of PAGES) {
    await page.goto(p.path)
    await offlineAgain(page)
    await expect(page.getByRole('status').filter({ hasText: /离线|offline/i })).toBeVisible()
    await expect(p.shows(page)).toBeVisible()
    // Rows or fields with real data, not placeholders.
    await expect(page.locator('.placeholder-bar')).toHaveCount(0)
  }
  // A page never seen offline shows a clear state, not an endless spinner.
  await page.goto('/orderCenter/order/detail?id=3')
  await offlineAgain(page)
  await expect(page.getByRole('alert').filter({ hasText: '无法加载该订单' })).toBeVisible({ timeout: 30_000 })
  await context.setOffline(false)
})
