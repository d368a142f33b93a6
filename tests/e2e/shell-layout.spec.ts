import { expect, test, type Locator } from '@playwright/test'
import {
  expectNoSeriousA11yViolations,
  openFromMenu,
  sidebar,
  signInAs,
  tabStrip,
  TEXT,
  VIEWPORTS,
  type Lang,
} from './shell-support'
import { setLanguage, signInOnForm } from './support'

/** react-aria's radios and switches hide their input: a user clicks the visible label. */
const pressLabel = (control: Locator) => control.locator('xpath=ancestor::label').click()
const themeVar = (el: Element) => getComputedStyle(el).getPropertyValue('--theme').trim()

for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
  const T = TEXT[lang]
  const other: Lang = lang === 'zh' ? 'en' : 'zh'

  test.describe(`shell at 1366 px (${lang})`, () => {
    test.use({ viewport: VIEWPORTS.desktop })

    test('sidebar: colours, width, collapse kept in a cookie, tooltips when collapsed', async ({
      page,
      baseURL,
    }) => {
      await signInAs(page, lang, baseURL!, 'admin', '/orderCenter/orders')
      const nav = sidebar(page, lang)
      await expect(nav).toHaveCSS('background-color', 'rgb(48, 65, 86)')
      await expect(nav).toHaveCSS('width', '210px')
      await expect(nav.getByRole('link', { name: T.dashboard })).toHaveCSS('color', 'rgb(191, 203, 217)')
      const active = nav.getByRole('link', { name: T.orders, exact: true })
      await expect(active).toHaveAttribute('aria-current', 'page')
      await expect(active).toHaveCSS('color', 'rgb(64, 158, 255)')
      await expect(nav.getByText('Back Office Console')).toBeVisible()

      const toggle = page.getByRole('button', { name: T.toggleSidebar })
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(nav).toHaveCSS('width', '54px')
      await expect(nav.getByText('Back Office Console')).toHaveCount(0)
      expect((await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0')
      // Icons only: the name shows in a tooltip on hover and on keyboard focus.
      await nav.getByRole('link', { name: T.dashboard }).hover()
      await expect(page.getByRole('tooltip')).toHaveText(T.dashboard)
      // The rail shows the centers only, each with its own icon; choosing one opens the menu on it.
      const center = nav.locator('summary', { hasText: T.orderCenter })
      await center.focus()
      await expect(page.getByRole('tooltip')).toHaveText(T.orderCenter)
      await expect(nav.getByRole('link', { name: T.orders, exact: true })).toBeHidden()
      await page.screenshot({ path: `/tmp/shell-collapsed-${lang}-1366.png` })
      await page.reload()
      await expect(nav).toHaveCSS('width', '54px')
      await nav.locator('summary', { hasText: T.orderCenter }).click()
      await expect(nav).toHaveCSS('width', '210px')
      await expect(nav.getByRole('link', { name: T.orders, exact: true })).toBeVisible()
    })

    test('navbar: breadcrumbs, language select with its toast and cookie', async ({ page, baseURL }) => {
      await signInAs(page, lang, baseURL!, 'admin', '/orderCenter/orders')
      const crumbs = page.getByRole('navigation', { name: T.breadcrumb })
      await expect(crumbs.getByRole('listitem')).toHaveText([T.orderCenter, new RegExp(T.orders)])
      // The last item and parents without a page of their own are not links.
      await expect(crumbs.getByRole('link')).toHaveCount(0)
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(T.orders)

      // Not multilang: the order detail page has no language select; its tab carries the query, the sidebar
      // highlights the list it belongs to (activeMenu).
      await page.goto('/orderCenter/order/detail?id=1')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('OD0000000001')
      await expect(page.getByRole('button', { name: new RegExp(T.language) })).toHaveCount(0)
      await expect(sidebar(page, lang).getByRole('link', { name: T.orders, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(tabStrip(page, lang).getByRole('link', { name: T.orderDetail })).toHaveAttribute(
        'href',
        /\/orderCenter\/order\/detail\?id=1$/,
      )
      await page.goto('/orderCenter/orders')

      await page.getByRole('button', { name: new RegExp(T.language) }).click()
      await page.getByRole('option', { name: other === 'en' ? 'English' : '中文' }).click()
      await expect(page.getByRole('status').filter({ hasText: TEXT[other].switched })).toBeVisible()
      await expect(page.getByRole('heading', { name: TEXT[other].orders })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', other === 'en' ? 'en' : 'zh-CN')
      expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe(other)
    })

    test('settings drawer: theme colour, switches, persisted', async ({ page, baseURL }) => {
      await signInAs(page, lang, baseURL!)
      const html = page.locator('html')
      expect(await html.evaluate(themeVar)).toBe('#1890ff')
      await page.getByRole('button', { name: T.settings, exact: true }).click()
      const drawer = page.getByRole('dialog')
      await expect(drawer).toBeVisible()
      // A new theme is CSS variables, never a stylesheet fetched for it. The app's own code-split chunks
      // (/assets/, prefetched when the page is idle) may load at any moment and are not theme CSS.
      const requests: string[] = []
      page.on(
        'request',
        (r) => void (!new URL(r.url()).pathname.startsWith('/assets/') && requests.push(r.url())),
      )
      // Eight theme colours (named by their value; the scheme's system, light and dark are radios too).
      await expect(drawer.getByRole('radio', { name: /^#/ })).toHaveCount(8)
      // The status is brief: remember every text it shows.
      await drawer.getByRole('status').evaluate((el) => {
        const w = window as unknown as { __seen: string[] }
        w.__seen = []
        new MutationObserver(() => w.__seen.push(el.textContent ?? '')).observe(el, {
          childList: true,
          subtree: true,
          characterData: true,
        })
      })
      await pressLabel(drawer.getByRole('radio', { name: '#13c2c2' }))
      await expect(drawer.getByRole('radio', { name: '#13c2c2' })).toBeChecked()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen))
        .toContain(T.compiling)
      expect(await html.evaluate(themeVar)).toBe('#13c2c2')
      await expect(drawer.getByRole('status')).toHaveText('')
      expect(requests.filter((u) => /\.css|cdn/.test(u))).toEqual([])

      await pressLabel(drawer.getByRole('switch', { name: T.fixedHeader }))
      await pressLabel(drawer.getByRole('switch', { name: T.sidebarLogo }))
      await pressLabel(drawer.getByRole('radio', { name: T.dark, exact: true }))
      await pressLabel(drawer.getByRole('switch', { name: T.singleKey }))
      await expect(drawer.getByRole('switch', { name: T.singleKey })).not.toBeChecked()
      await page.screenshot({ path: `/tmp/shell-settings-${lang}-1366.png` })
      await pressLabel(drawer.getByRole('switch', { name: T.tagsView }))
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(tabStrip(page, lang)).toHaveCount(0)
      await expect(html).toHaveAttribute('data-theme', 'dark')
      await expect(page.locator('.shell-header')).toHaveCSS('position', 'sticky')
      await expect(sidebar(page, lang).locator('img.sidebar-logo')).toBeVisible()

      await page.reload()
      await expect(page.getByRole('button', { name: T.toggleSidebar })).toBeVisible()
      expect(await html.evaluate(themeVar)).toBe('#13c2c2')
      await expect(html).toHaveAttribute('data-theme', 'dark')
      await expect(tabStrip(page, lang)).toHaveCount(0)
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('boc.pref.settings') ?? '{}'))
      expect(saved).toMatchObject({ singleKeyShortcuts: false, tagsView: false, fixedHeader: true })
    })

    test('error log: runtime errors collected, listed, cleared', async ({ page, baseURL }) => {
      await signInAs(page, lang, baseURL!)
      await expect(page.getByRole('button', { name: T.errorLog })).toHaveCount(0)
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('probe failure')
        })
        void Promise.reject(new Error('probe rejection'))
      })
      const badge = page.getByRole('button', { name: T.errorLog })
      await expect(badge).toHaveAccessibleName(/2/)
      await badge.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('row')).toHaveCount(3)
      await expect(dialog.getByRole('cell', { name: /probe failure/ })).toBeVisible()
      await expect(dialog.getByRole('cell', { name: /probe rejection/ })).toBeVisible()
      await expect(dialog.getByRole('cell', { name: /\/dashboard$/ }).first()).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await dialog.getByRole('button', { name: T.clearAll }).click()
      await expect(dialog).toBeHidden()
      await expect(badge).toHaveCount(0)
    })

    test('no menu, 401 and 404', async ({ page, baseURL }) => {
      await setLanguage(page, lang, baseURL!)
      await page.goto('/orderCenter/orders')
      await signInOnForm(page, 'pricing')
      await expect(page).toHaveURL(/\/401$/)
      await expect(page.getByRole('heading', { name: T.unauthorized })).toBeVisible()
      await page.goto('/no/such/page')
      await expect(page).toHaveURL(/\/404$/)
      await expect(page.getByRole('heading', { name: T.notFound })).toBeVisible()
      await expectNoSeriousA11yViolations(page)

      await page.context().clearCookies()
      await signInAs(page, lang, baseURL!, 'nomenu')
      // The warning is toasted once; the card itself is a plain region (no second announcement).
      await expect(page.getByRole('region', { name: T.noPermission })).toBeVisible()
    })
  })

  test.describe(`shell at 375 px (${lang})`, () => {
    test.use({ viewport: VIEWPORTS.mobile })

    test('the sidebar is an overlay: closed at start, after each route change and on a tap outside', async ({
      page,
      baseURL,
    }) => {
      await signInAs(page, lang, baseURL!)
      const nav = sidebar(page, lang)
      const toggle = page.getByRole('button', { name: T.toggleSidebar })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(nav).toBeHidden()
      await toggle.click()
      await expect(nav).toBeVisible()
      await expect(nav.getByText('Back Office Console')).toBeVisible()
      await page.screenshot({ path: `/tmp/shell-mobile-menu-${lang}-375.png` })
      await page.mouse.click(340, 400)
      await expect(nav).toBeHidden()

      await openFromMenu(page, lang, T.orders)
      await expect(page).toHaveURL(/\/orderCenter\/orders$/)
      await expect(nav).toBeHidden()
      await page.screenshot({ path: `/tmp/shell-orders-${lang}-375.png` })

      // Re-evaluated on resize: wide again, it is a desktop with the sidebar beside the page.
      await page.setViewportSize(VIEWPORTS.desktop)
      await expect(page.locator('.app-wrapper')).toHaveAttribute('data-device', 'desktop')
      await page.setViewportSize(VIEWPORTS.mobile)
      await expect(page.locator('.app-wrapper')).toHaveAttribute('data-device', 'mobile')
    })
  })

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`accessibility: axe finds nothing serious in the shell (${lang}, ${size})`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport)
      await signInAs(page, lang, baseURL!, 'admin', '/orderCenter/orders')
      await expect(page.getByRole('grid')).toBeVisible()
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await page.screenshot({ path: `/tmp/shell-orders-${lang}-${size}.png` })
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('button', { name: T.settings, exact: true }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.screenshot({ path: `/tmp/shell-drawer-${lang}-${size}.png` })
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await tabStrip(page, lang).getByRole('link', { name: T.orders }).click({ button: 'right' })
      await expect(page.getByRole('menu')).toBeVisible()
      await page.screenshot({ path: `/tmp/shell-tabmenu-${lang}-${size}.png` })
      await expectNoSeriousA11yViolations(page)
      // Visible focus: the focused tab draws the focus ring.
      await page.keyboard.press('Escape')
      await page.keyboard.press('Tab')
      await expect(page.locator(':focus-visible')).toHaveCount(1)
    })
  }
}
