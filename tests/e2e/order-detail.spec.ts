import { expect, test } from '@playwright/test'
import { signIn } from './support'

test('the order detail page shows every field group, and the sidebar highlights the orders list', async ({
  page,
}) => {
  await signIn(page, 'viewer', '/orderCenter/order/detail?id=1')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('OD0000000001')
  for (const group of ['订单', '支付', '产品、许可证与 SKU', '金额', '代理与 AB 测试'])
    await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: '金额' }).getByText('实付金额')).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '订单列表', exact: true }),
  ).toHaveAttribute('aria-current', 'page')
})

test('a missing order says so instead of showing a blank page', async ({ page }) => {
  await signIn(page, 'admin', '/orderCenter/order/detail?id=999999999')
  await expect(page.getByRole('alert').filter({ hasText: '无法加载该订单' })).toBeVisible()
})
