import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support'

/**
 * Issue 31: offline, every write and export control says it is unavailable (disabled, with the reason), and no
 * screen throws: neither with the network off nor with the server stalled (requests that never answer).
 */
const REASON = '离线时不可用：请重新联网后再修改。'
const EXPORT_REASON = '离线时不可用：请重新联网后再导出。'

/** Opens a tab of the strip (client-side: the page stays the same document, offline or not). */
async function openTab(page: Page, name: RegExp) {
  await page
    .getByRole('navigation', { name: /已打开的页面|打开的页面|Open pages/ })
    .getByRole('link', { name })
    .click()
}

test('offline, write and export controls are disabled with the reason, and no screen throws', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}\n${e.stack ?? ''}`))

  await signIn(page, 'admin', '/orderCenter/order/detail?id=1')
  await expect(page.getByRole('heading', { name: /OD0000000001/ })).toBeVisible()
  const refund = page.getByRole('link', { name: '申请退款' })
  await expect(refund).toBeVisible()
  await expect(refund).not.toHaveAttribute('aria-disabled', 'true')
  await page.goto('/orderCenter/orders')
  await expect(page.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
  await expect(page.getByRole('button', { name: '导出 CSV' })).toBeEnabled()
  await page.goto('/orderCenter/customerList')
  const create = page.getByRole('button', { name: '新建', exact: true })
  await expect(create).toBeEnabled()

  // The network off: the lists' tools and the detail's links say why they are unavailable.
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: /离线/ })).toBeVisible()
  await expect(create).toBeDisabled()
  await expect(create).toHaveAccessibleDescription(REASON)
  await openTab(page, /订单列表/)
  for (const name of ['导出 CSV', '导出 XLSX']) {
    const button = page.getByRole('button', { name })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(EXPORT_REASON)
  }

  await openTab(page, /订单详情/)
  await expect(page.getByRole('heading', { name: /OD0000000001/ })).toBeVisible()
  for (const name of ['申请退款', '申请换货']) {
    const link = page.getByRole('link', { name })
    await expect(link).toHaveAttribute('aria-disabled', 'true')
    await expect(link).toHaveAccessibleDescription(REASON)
    await link.click({ force: true })
    await expect(page.getByRole('heading', { name: /OD0000000001/ })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: '重新发送发票' })).toBeDisabled()
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: /离线/ })).toBeHidden({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: '申请退款' })).not.toHaveAttribute('aria-disabled', 'true')

  // The server stalled: requests hang. Screens seen and unseen keep to their own states, and nothing throws.
  await page.route(/\/(v1|api)\/|\/healthz/, () => undefined)
  await page.goto('/orderCenter/order/detail?id=1').catch(() => undefined)
  await expect(page.getByRole('status').filter({ hasText: '无法连接服务器' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('link', { name: '申请退款' })).toHaveAttribute('aria-disabled', 'true')
  await openTab(page, /订单列表/)
  await expect(page.getByRole('button', { name: '导出 CSV' })).toBeDisabled()
  await page.evaluate(() => history.pushState(null, '', '/orderCenter/order/detail?id=3'))
  await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')))
  await expect(page.getByRole('alert').filter({ hasText: '无法加载该订单' })).toBeVisible({ timeout: 30_000 })
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  expect(errors).toEqual([])
})

test('a popup whose code cannot download stays closed and says so; the page stays', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // As offline before the service worker controls the page: the account menu's code does not arrive.
  await page.route(/\/assets\/shell-popups-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'))
  await signIn(page, 'admin', '/orderCenter/orders')
  await expect(page.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
  await page.getByRole('button', { name: '账户菜单' }).click()
  await expect(page.getByText('无法打开：所需的程序未能下载。请检查网络连接后重新加载页面。')).toBeVisible()
  await expect(page.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)
  expect(errors).toEqual([])
})
