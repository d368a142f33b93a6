import { expect, test, type Page } from '@playwright/test'
import { openFromMenu, signInAs, tabStrip, TEXT, VIEWPORTS, type Lang } from './shell-support'
import { signIn, USERNAME, PASSWORD, SIGN_IN } from './support'

/** Records every address the console's history goes through (to see the /redirect hop of Refresh). */
async function recordHistory(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __urls: string[] }
    w.__urls = []
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = History.prototype[name]
      History.prototype[name] = function (this: History, ...args: Parameters<History['pushState']>) {
        w.__urls.push(String(args[2]))
        return original.apply(this, args)
      }
    }
  })
}

for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
  const T = TEXT[lang]
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`tab strip (${lang}, ${size})`, () => {
      test.use({ viewport })

      test('adds tabs, titles the page, closes from the context menu and by middle-click', async ({
        page,
        baseURL,
      }) => {
        await signInAs(page, lang, baseURL!)
        const strip = tabStrip(page, lang)
        await expect(page).toHaveTitle(`${T.dashboard} - BOC`)
        await openFromMenu(page, lang, T.orders)
        await expect(page).toHaveURL(/\/orderCenter\/orders$/)
        await expect(page).toHaveTitle(`${T.orders} - BOC`)
        await expect(strip.getByRole('link')).toHaveText([T.dashboard, T.orders])
        // The pinned dashboard tab has no close button; the orders tab has one.
        await expect(strip.getByRole('button')).toHaveCount(1)

        // Right-click: the four actions in a 105 px menu; Close is disabled on the pinned tab.
        await strip.getByRole('link', { name: T.dashboard }).click({ button: 'right' })
        const menu = page.getByRole('menu', { name: T.tabActions })
        await expect(menu.getByRole('menuitem')).toHaveText([T.refresh, T.close, T.closeOthers, T.closeAll])
        await expect(menu.getByRole('menuitem', { name: T.close, exact: true })).toBeDisabled()
        expect((await page.locator('.tab-menu').boundingBox())?.width).toBe(105)
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()

        // Close all keeps the pinned tab and, the active tab being gone, moves to the last remaining one.
        await strip.getByRole('link', { name: T.orders }).click({ button: 'right' })
        await menu.getByRole('menuitem', { name: T.closeAll }).click()
        await expect(strip.getByRole('link')).toHaveText([T.dashboard])
        await expect(page).toHaveURL(/\/dashboard$/)

        // Middle-click closes a tab; on the pinned tab it does nothing.
        await openFromMenu(page, lang, T.orders)
        await expect(strip.getByRole('link')).toHaveCount(2)
        await strip.getByRole('link', { name: T.dashboard }).click({ button: 'middle' })
        await expect(strip.getByRole('link')).toHaveCount(2)
        await strip.getByRole('link', { name: T.orders }).click({ button: 'middle' })
        await expect(strip.getByRole('link')).toHaveText([T.dashboard])
        await expect(page).toHaveURL(/\/dashboard$/)

        // Close others from the orders tab while on the dashboard: the dashboard stays (pinned).
        await openFromMenu(page, lang, T.orders)
        await strip.getByRole('link', { name: T.orders }).click({ button: 'right' })
        await menu.getByRole('menuitem', { name: T.closeOthers }).click()
        await expect(strip.getByRole('link')).toHaveText([T.dashboard, T.orders])
        // The close button closes the active tab and moves to the last remaining one.
        await strip.getByRole('button', { name: new RegExp(T.orders) }).click()
        await expect(page).toHaveURL(/\/dashboard$/)
        await expect(strip.getByRole('link')).toHaveText([T.dashboard])
      })

      test('the context menu works from the keyboard', async ({ page, baseURL }) => {
        await signInAs(page, lang, baseURL!, 'admin', '/orderCenter/orders')
        const strip = tabStrip(page, lang)
        const ordersTab = strip.getByRole('link', { name: T.orders })
        await ordersTab.focus()
        await page.keyboard.press('Shift+F10')
        const menu = page.getByRole('menu', { name: T.tabActions })
        await expect(menu).toBeVisible()
        await expect(menu.getByRole('menuitem', { name: T.refresh })).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        await expect(ordersTab).toBeFocused()
        await page.keyboard.press('ContextMenu')
        await expect(menu).toBeVisible()
        await page.keyboard.press('ArrowDown')
        await expect(menu.getByRole('menuitem', { name: T.close, exact: true })).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(/\/dashboard$/)
        await expect(strip.getByRole('link')).toHaveText([T.dashboard])
      })
    })
  }

  test.describe(`kept-alive tabs (${lang})`, () => {
    test('a cached page comes back exactly as left; Refresh resets it through /redirect', async ({
      page,
      baseURL,
    }) => {
      await recordHistory(page)
      await signInAs(page, lang, baseURL!, 'admin', '/orderCenter/orders')
      const strip = tabStrip(page, lang)
      const grid = page.getByRole('grid', { name: T.orders })
      await expect(grid.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()

      // Leave traces a remount would lose: DOM identity, unsaved input, an open section, scroll, focused row.
      await page.locator('.kept-page:not([hidden]) .page').evaluate((section) => {
        section.setAttribute('data-probe', 'kept')
        const details = document.createElement('details')
        details.innerHTML = '<summary>More</summary><input aria-label="Probe note">'
        section.prepend(details)
      })
      await page.getByText('More').click()
      await page.getByLabel('Probe note').fill('unsaved text')
      await grid.getByRole('gridcell', { name: 'OD0000000001' }).click()
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown')
      const focusedCell = await grid.getAttribute('aria-activedescendant')
      expect(focusedCell).toBeTruthy()
      const scroller = page.locator('.kept-page:not([hidden]) [role="grid"]')
      await scroller.evaluate((el) => {
        const scrollable = [el, ...el.querySelectorAll('*')].find((n) => n.scrollHeight > n.clientHeight + 10)
        scrollable?.setAttribute('data-probe-scroller', '')
      })
      await page.locator('[data-probe-scroller]').evaluate((el) => el.scrollBy(0, 3000))
      const scrollTop = await page.locator('[data-probe-scroller]').evaluate((el) => el.scrollTop)
      expect(scrollTop).toBeGreaterThan(1000)

      await strip.getByRole('link', { name: T.dashboard }).click()
      await expect(page.getByRole('heading', { name: T.dashboard })).toBeVisible()
      await expect(grid).toBeHidden()
      await strip.getByRole('link', { name: T.orders }).click()

      await expect(page.locator('[data-probe="kept"]')).toBeVisible()
      await expect(page.getByLabel('Probe note')).toHaveValue('unsaved text')
      await expect(page.locator('details:has(summary:text("More"))')).toHaveAttribute('open', '')
      await expect
        .poll(() => page.locator('[data-probe-scroller]').evaluate((el) => el.scrollTop))
        .toBe(scrollTop)
      await expect(grid).toHaveAttribute('aria-activedescendant', focusedCell!)
      await expect(grid).toBeFocused()

      // Refresh: through /redirect/<path>, back with a fresh page.
      await strip.getByRole('link', { name: T.orders }).click({ button: 'right' })
      await page.getByRole('menuitem', { name: T.refresh }).click()
      await expect(page.locator('[data-probe="kept"]')).toHaveCount(0)
      await expect(grid.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
      await expect(page).toHaveURL(/\/orderCenter\/orders$/)
      const urls = await page.evaluate(() => (window as unknown as { __urls: string[] }).__urls)
      expect(urls.some((u) => u.includes('/redirect/orderCenter/orders'))).toBe(true)
    })
  })
}

test('open tabs survive a reload per user and are wiped on logout', async ({ page }) => {
  await signIn(page, 'admin', '/orderCenter/orders')
  const strip = page.getByRole('navigation', { name: /已打开的页面|Open pages/ })
  await expect(strip.getByRole('link')).toHaveCount(2)
  await page.reload()
  await expect(strip.getByRole('link')).toHaveText(['首页', '订单列表'])
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boc.tabs.'))),
  ).toEqual(['boc.tabs.admin'])
  await page.getByRole('button', { name: '账户菜单' }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible()
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boc.tabs.'))),
  ).toEqual([])
  // The next user lands back on the orders page with only that tab besides the pinned one; their list is theirs.
  await page.getByLabel(USERNAME).fill('finance')
  await page.getByLabel(PASSWORD).fill('demo1234')
  await page.getByRole('button', { name: SIGN_IN }).click()
  await expect(strip.getByRole('link')).toHaveText(['首页', '订单列表'])
  await strip.getByRole('button', { name: /订单列表/ }).click()
  await page.reload()
  await expect(strip.getByRole('link')).toHaveText(['首页'])
  expect(await page.evaluate(() => localStorage.getItem('boc.tabs.finance'))).toBe('[]')
})
