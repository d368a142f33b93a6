import { expect, test } from '@playwright/test'
import { signIn } from './support'

test.describe('resend invoice on the order detail page', () => {
  test('asks for a valid receiving email, keeps a draft across a reload, and sends', async ({ page }) => {
    await signIn(page, 'admin', '/orderCenter/order/detail?id=1')
    await page.getByRole('button', { name: '重新发送发票' }).click()
    const dialog = page.getByRole('dialog', { name: '重新发送发票' })
    const email = dialog.getByLabel('接收邮箱')
    await expect(email).toHaveValue(/@/)
    await email.fill('not-an-email')
    await dialog.getByRole('button', { name: '发送' }).click()
    await expect(dialog.getByText('请输入接收邮箱地址。')).toBeVisible()

    // What was typed survives a reload (local draft per user and form).
    await email.fill('billing@example.com')
    await page.waitForTimeout(500) // the draft is saved after a short pause in typing
    await page.reload()
    await page.getByRole('button', { name: '重新发送发票' }).click()
    await expect(page.getByRole('dialog').getByLabel('接收邮箱')).toHaveValue('billing@example.com')

    await page.getByRole('dialog').getByRole('button', { name: '发送' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: '发票已发送至 billing@example.com' }),
    ).toBeVisible()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('is disabled with a reason while offline', async ({ page, context }) => {
    await signIn(page, 'admin', '/orderCenter/order/detail?id=1')
    const button = page.getByRole('button', { name: '重新发送发票' })
    await expect(button).toBeEnabled()
    await context.setOffline(true)
    await expect(button).toBeDisabled()
    // Its own reason (the page's other write actions say it too).
    await expect(button).toHaveAccessibleDescription('离线时不可用：请重新联网后再修改。')
    await context.setOffline(false)
    await expect(button).toBeEnabled()
  })

  test('a viewer sees the order but not the action', async ({ page }) => {
    await signIn(page, 'viewer', '/orderCenter/order/detail?id=1')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('OD0000000001')
    await expect(page.getByRole('button', { name: '重新发送发票' })).toHaveCount(0)
  })
})
