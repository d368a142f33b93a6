import { expect, test } from '@playwright/test'
import { openOrdersFromMenu, signIn, USERNAME, PASSWORD, SIGN_IN } from './support'

test.describe('foundation: from sign-in to the order list', () => {
  test('unauthenticated visit goes to the account service sign-in page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/oauth\/authorize\?/)
    await expect(page.getByLabel(USERNAME)).toBeVisible()
    await expect(page.getByLabel(PASSWORD)).toBeVisible()
    await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible()
  })

  test('a wrong password shows a clear message', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel(USERNAME).fill('admin')
    await page.getByLabel(PASSWORD).fill('wrong-password')
    await page.getByRole('button', { name: SIGN_IN }).click()
    // The sign-in page speaks the console's language: zh by default, even to a browser that prefers English.
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/)
    await expect(page.getByRole('alert')).toHaveText('用户名或密码错误。')
    await expect(page.getByLabel(USERNAME)).toHaveValue('admin')
  })

  test('admin signs in, lands on the dashboard, and opens the orders list', async ({ page }) => {
    const tokenExchange = page.waitForRequest(
      (r) => r.url().endsWith('/api/oauth/token') && r.method() === 'POST',
    )
    const menu = page.waitForRequest((r) => r.url().endsWith('/api/oauth/menu'))
    await signIn(page, 'admin', '/', { fresh: true })
    await tokenExchange
    await menu
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(page.url()).not.toMatch(/code=|state=|token/)
    await expect(page.getByRole('heading', { name: '首页' })).toBeVisible()
    await expect(page).toHaveTitle('首页 - BOC')
    // The tab strip has the pinned dashboard tab, without a close button.
    const tabs = page.getByRole('navigation', { name: /Open pages|已打开的页面|開いているページ/ })
    await expect(tabs.getByRole('link', { name: '首页' })).toBeVisible()
    await expect(tabs.getByRole('button')).toHaveCount(0)

    await openOrdersFromMenu(page)
    await expect(page).toHaveURL(/\/orderCenter\/orders$/)
    const grid = page.getByRole('grid', { name: '订单列表' })
    await expect(grid).toBeVisible()
    const rowCount = Number(await grid.getAttribute('aria-rowcount'))
    await expect
      .poll(async () => Number(await grid.getAttribute('aria-rowcount')))
      .toBeGreaterThanOrEqual(200_001)
    expect(rowCount).not.toBeNaN()
    await expect(grid.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    // Virtualised: far fewer rows in the DOM than in the list.
    expect(await grid.getByRole('row').count()).toBeLessThan(100)
  })

  test('deep links work on reload and unknown paths show the 404 page', async ({ page }) => {
    await signIn(page, 'admin', '/orderCenter/orders')
    await expect(page).toHaveURL(/\/orderCenter\/orders$/)
    await page.reload()
    await expect(page.getByRole('grid')).toBeVisible()
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
