import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { flattenMenu, MENU_TREE, type MenuNode } from '@/domain/menu'
import { DEMO_ROLE_GRANTS as ROLE_GRANTS } from '../../server/db/demo-role-grants'
import { menuFor, type MenuEntry } from '../../server/identity/user-menu'
import { builtScreens, setLanguage, signIn } from './support'
import { openPalette, options, paletteDialog } from './palette-support'

const menuPaths = (list: MenuEntry[]): string[] => list.flatMap((e) => [e.path, ...menuPaths(e.children)])

test.describe('command palette', () => {
  test('zh UI: typing English finds the Chinese title; Enter opens the page; Esc closes and focus returns', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const { search } = await openPalette(page)
    await search.fill('orders')
    await expect(options(page).first()).toContainText('订单列表')
    await expect(options(page).first()).toContainText('订单中心')
    const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze()
    expect(axe.violations).toEqual([])
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/orderCenter\/orders$/)
    await expect(paletteDialog(page)).toBeHidden()

    const trigger = page.getByRole('button', { name: /^(Search…|搜索…)/ })
    await trigger.click()
    await expect(paletteDialog(page)).toBeVisible()
    await page.keyboard.type('abc')
    await page.keyboard.press('Escape')
    await expect(paletteDialog(page)).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('en UI: Chinese, Japanese and route names find the English title; open tabs are listed', async ({
    page,
    baseURL,
  }) => {
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'admin', '/orderCenter/orders')
    const { search } = await openPalette(page)
    for (const q of ['订单列表', '注文', 'orderCenter/ord']) {
      await search.fill(q)
      await expect(options(page).first()).toContainText('Orders')
    }
    await search.fill('dashboard')
    const tabs = paletteDialog(page).getByRole('group', { name: 'Open tabs' })
    await expect(tabs.getByRole('option', { name: /Dashboard/ })).toBeVisible()
  })

  test('an order number opens the order, remembered as a recent record; an unknown one says not found', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const { search } = await openPalette(page)
    await search.fill('OD9999999999')
    await expect(options(page).first()).toHaveText(/打开订单 OD9999999999/)
    await page.keyboard.press('Enter')
    await expect(paletteDialog(page).getByRole('status')).toHaveText('未找到订单 OD9999999999。')
    await expect(paletteDialog(page)).toBeVisible()
    await expect(search).toHaveValue('OD9999999999')

    await search.fill('od0000000001')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/orderCenter\/order\/detail\?id=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('OD0000000001')
    await expect(paletteDialog(page)).toBeHidden()

    const again = await openPalette(page)
    await again.search.fill('OD0000000001')
    const recent = paletteDialog(page).getByRole('group', { name: '最近的记录' })
    await expect(recent.getByRole('option', { name: /OD0000000001/ })).toBeVisible()
  })

  test('refund and cart numbers open the record where it lives: its kind of refunds list, the cart list', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const cases = [
      { no: 'RF000001', open: /打开退款 RF000001/, url: /\/orderCenter\/refunds\?id=\d+$/ },
      { no: 'RFO000001', open: /打开退款 RFO000001/, url: /\/orderCenter\/orderRefundList\?id=\d+$/ },
      { no: 'CART00000001', open: /打开购物车 CART00000001/, url: /\/orderCenter\/cartOrderList\?id=\d+$/ },
    ]
    for (const c of cases) {
      const { search } = await openPalette(page)
      await search.fill(c.no.toLowerCase())
      await expect(options(page).first()).toHaveText(c.open)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(c.url)
      // The list opens the record in its side panel, named by its number.
      const panel = page.getByRole('dialog').filter({ hasText: c.no })
      await expect(panel.getByRole('heading', { name: new RegExp(c.no) })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(page).not.toHaveURL(/id=/)
    }
  })

  test('any record by its code: a SKU, grouped by kind, opens on its own detail screen (issue 30)', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const { search } = await openPalette(page)
    await search.fill('sku00005')
    // Grouped by kind, titled by the kind's list; the exact code leads its group.
    const sku = paletteDialog(page).getByRole('group', { name: 'SKU列表' }).getByRole('option').first()
    await expect(sku).toHaveText(/^SKU00005 · /)
    await sku.click()
    await expect(page).toHaveURL(/\/priceCenter\/\w+Detail\?id=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('SKU00005')
  })

  test('a customer by its code opens on its detail screen and is remembered as a recent record', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const first = await openPalette(page)
    await first.search.fill('CUS000002')
    const customer = paletteDialog(page)
      .getByRole('group', { name: '线下客户' })
      .getByRole('option', { name: /^CUS000002 · / })
    await customer.click()
    await expect(page).toHaveURL(/\/orderCenter\/customerDetail\?id=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CUS000002')
    const again = await openPalette(page)
    await again.search.fill('CUS000002')
    const recent = paletteDialog(page).getByRole('group', { name: '最近的记录' })
    await expect(recent.getByRole('option', { name: /CUS000002/ })).toBeVisible()
  })

  test('actions: switching the language from the palette', async ({ page }) => {
    await signIn(page, 'admin')
    const { search } = await openPalette(page)
    await search.fill('English')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Switch Language Success')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })

  for (const user of ['viewer', 'pricing'] as const) {
    test(`${user} sees only the screens of their menu`, async ({ page }) => {
      const built = builtScreens()
      // Offered: in the user's menu and built in this release (menu entries for later screens are not shown).
      const permitted = new Set(menuPaths(menuFor(ROLE_GRANTS[user])).filter((p) => built.has(p)))
      const screens = flattenMenu(MENU_TREE).filter((n) => n.resource && !n.hidden)
      // Two centers may name a screen alike ("SKU关系"): an option reads "<title> <trail of its centers>".
      const trails = new Map<string, string>()
      const walk = (nodes: readonly MenuNode[], trail: string[]) =>
        nodes.forEach((node) => {
          trails.set(node.path, trail.join(' › '))
          walk(node.children ?? [], [...trail, node.title.zh])
        })
      walk(MENU_TREE, [])
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const forbidden = screens.filter((n) => !permitted.has(n.path))
      if (user === 'pricing') expect(forbidden.map((n) => n.path)).toContain('/orderCenter/orders')
      if (user === 'viewer') expect(permitted.has('/orderCenter/orders')).toBe(true)
      await signIn(page, user)
      const { search } = await openPalette(page)
      for (const n of screens) {
        await search.fill(n.title.en)
        const option = paletteDialog(page)
          .getByRole('group', { name: '页面' })
          // The whole title and trail, not a title containing it ("SKU") or another center's namesake.
          .getByRole('option', {
            name: new RegExp(
              `^${escape(n.title.zh)}${trails.get(n.path) ? ` ${escape(trails.get(n.path)!)}` : ''}( |$)`,
            ),
          })
        if (permitted.has(n.path)) await expect(option.first()).toBeVisible()
        else await expect(option).toHaveCount(0)
      }
      // The order lookup is only offered to users who may reach the orders list.
      await search.fill('OD0000000001')
      if (permitted.has('/orderCenter/orders')) await expect(options(page).first()).toHaveText(/OD0000000001/)
      else await expect(paletteDialog(page).getByRole('option', { name: /打开订单/ })).toHaveCount(0)
    })
  }
})
