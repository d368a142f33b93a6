import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support'

/**
 * Opens the detail of a seeded order that has no refund yet and is not refunded. Seeded refund g belongs to
 * order 6g, so ids of the form 6k+1 start without refunds; a random one keeps reruns on fresh orders.
 */
async function openRefundableOrder(page: Page, user: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = 6 * Math.floor(Math.random() * 33_000) + 1
    if (attempt === 0) await signIn(page, user, `/orderCenter/order/detail?id=${id}`)
    else await page.goto(`/orderCenter/order/detail?id=${id}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toContainText(/OD\d+/)
    const status = page.locator('.detail-item', { has: page.getByText('状态', { exact: true }) }).first()
    if ((await status.locator('dd').textContent()) === '正常')
      return /OD\d+/.exec((await heading.textContent()) ?? '')?.[0] ?? ''
  }
  throw new Error('no refundable order found')
}

test.describe('refunds', () => {
  test('support applies a partial refund inline but may not review it; admin reviews it for customer service; finance approves and refunds it; the refund names both reviewers', async ({
    page,
    browser,
  }) => {
    const orderNo = await openRefundableOrder(page, 'support')
    await page.getByRole('link', { name: '申请退款' }).click()
    await expect(page).toHaveURL(new RegExp(`/orderCenter/refund/apply\\?orderNo=${orderNo}`))
    await expect(page.getByLabel('订单号')).toHaveValue(orderNo)
    await expect(page.getByText(/可退金额：/)).toBeVisible()
    // The order decides the currency: it is the only one offered.
    await page.getByRole('button', { name: /币种/ }).click()
    await expect(page.getByRole('option')).toHaveCount(1)
    await page.keyboard.press('Escape')

    // A partial refund needs its amount: the shared schema's rule, translated, beside the field.
    await page.locator('.radio', { hasText: '部分退款' }).click()
    await page.getByRole('button', { name: '提交申请' }).click()
    await expect(page.getByText('部分退款请填写退款金额。')).toBeVisible()
    await expect(page.getByText('此项为必填项。')).toBeVisible() // the reason type

    await page.getByLabel('退款金额').fill('1.00')
    await page.getByRole('button', { name: /原因类型/ }).click()
    await page.getByRole('option', { name: '技术问题' }).click()
    await page.getByLabel('工单 ID').fill('T-E2E-1')
    await page.getByRole('button', { name: '提交申请' }).click()
    const result = page.getByRole('complementary', { name: '申请结果' })
    await expect(result.getByRole('status')).toContainText(/退款 RF[0-9A-Z]+ 已申请/)
    const href = await result.getByRole('link', { name: '查看该退款' }).getAttribute('href')
    const refundId = /[?&]id=(\d+)/.exec(href ?? '')?.[1]
    expect(refundId).toBeTruthy()

    // The order now has a refund in progress: the form says so and links to it.
    await expect(
      page.locator('.field', { has: page.getByLabel('订单号') }).getByRole('link', { name: /^RF[0-9A-Z]+$/ }),
    ).toHaveAttribute('href', new RegExp(`id=${refundId}`))

    // A second application for the same order is answered inline with its refund-apply code, not a popup.
    await page.locator('.radio', { hasText: '部分退款' }).click()
    await page.getByLabel('退款金额').fill('1.00')
    await page.getByRole('button', { name: /原因类型/ }).click()
    await page.getByRole('option', { name: '技术问题' }).click()
    await page.getByRole('button', { name: '提交申请' }).click()
    await expect(result.getByRole('alert')).toContainText('代码 230020')
    await expect(page.locator('.toast')).toHaveCount(0)

    // Support applied, so support may still cancel but not review it, and is told why.
    await page.goto(`/orderCenter/refunds?id=${refundId}`)
    const supportPanel = page.getByRole('dialog')
    await expect(supportPanel.getByText('待客服审核').first()).toBeVisible()
    await expect(supportPanel.getByRole('button', { name: '取消退款' })).toBeVisible()
    await expect(supportPanel.getByText('此退款由您申请，需由其他人审核。')).toBeVisible()
    await expect(supportPanel.getByRole('button', { name: '客服审核通过' })).toHaveCount(0)

    // Another person does the customer service review (admin here); the financial review is then not theirs.
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await signIn(admin, 'admin', `/orderCenter/refunds?id=${refundId}`)
    const adminPanel = admin.getByRole('dialog')
    await adminPanel.getByRole('button', { name: '客服审核通过' }).click()
    await expect(adminPanel.locator('.refund-status')).toHaveText('待财务审核')
    await expect(adminPanel.getByRole('button', { name: '审核通过' })).toHaveCount(0)
    await expect(adminPanel.getByText('此退款的客服审核由您完成，财务审核需由其他人进行。')).toBeVisible()
    await adminContext.close()

    // Finance: the financial review, then the refund itself after confirming.
    const financeContext = await browser.newContext()
    const finance = await financeContext.newPage()
    await signIn(finance, 'finance', `/orderCenter/refunds?id=${refundId}`)
    const panel = finance.getByRole('dialog')
    await expect(panel.getByText('待财务审核').first()).toBeVisible()
    await expect(panel.getByRole('button', { name: '取消退款' })).toHaveCount(0) // support's action
    await panel.getByRole('button', { name: '审核通过' }).click()
    await expect(panel.locator('.refund-status')).toHaveText('已通过')

    await panel.getByRole('button', { name: '退款', exact: true }).click()
    const confirm = finance.getByRole('alertdialog', { name: '退款' })
    await expect(confirm).toContainText('确定现在向客户退还此金额吗？')
    await confirm.getByRole('button', { name: '取消' }).click()
    await expect(confirm).toBeHidden()
    await expect(panel.locator('.refund-status')).toHaveText('已通过')
    await panel.getByRole('button', { name: '退款', exact: true }).click()
    await finance.getByRole('alertdialog').getByRole('button', { name: '退款' }).click()
    await expect(panel.locator('.refund-status')).toHaveText('退款创建')

    // The refund keeps who took each step: both reviewers and who paid it out, each with a time.
    const item = (label: string) =>
      panel.locator('.detail-item', { has: finance.getByText(label, { exact: true }) }).locator('dd')
    await expect(item('申请人')).toHaveText('support')
    await expect(item('客服审核人')).toHaveText('admin')
    await expect(item('财务审核人')).toHaveText('finance')
    await expect(item('打款人')).toHaveText('finance')
    for (const time of ['客服审核时间', '财务审核时间', '打款时间'])
      await expect(item(time)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)

    // The list behind the panel shows the new status too.
    await panel.getByRole('button', { name: '关闭' }).click()
    await expect(finance).toHaveURL(/\/orderCenter\/refunds$/)
    await financeContext.close()
  })

  test('the unsent draft survives a reload, leaving asks first, and offline submit waits', async ({
    page,
    context,
  }) => {
    await signIn(page, 'support', '/orderCenter/refund/apply?orderNo=OD0000000007')
    await page.getByRole('textbox', { name: '描述' }).fill('Customer could not activate.')
    await page.waitForTimeout(500) // the draft is saved after a short pause in typing
    await page.reload()
    await expect(page.getByRole('textbox', { name: '描述' })).toHaveValue('Customer could not activate.')
    await page.getByRole('button', { name: '取消' }).click()
    const ask = page.getByRole('alertdialog', { name: '不保存就离开？' })
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: '继续编辑' }).click()
    await expect(page).toHaveURL(/refund\/apply/)
    await context.setOffline(true)
    await expect(page.getByRole('button', { name: '提交申请' })).toBeDisabled()
    await expect(page.getByText('离线时不可用：请重新联网后再修改。')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('button', { name: '提交申请' })).toBeEnabled()
    await page.getByRole('button', { name: '丢弃草稿' }).click()
    await expect(page.getByRole('textbox', { name: '描述' })).toHaveValue('')
  })

  test('a viewer sees refunds but no apply or workflow controls', async ({ page }) => {
    await signIn(page, 'viewer', '/orderCenter/order/detail?id=1')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('OD0000000001')
    await expect(page.getByRole('link', { name: '申请退款' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: '申请换货' })).toHaveCount(0)
    // Enter on a row opens the refund beside the list, addressable by its URL.
    await page.goto('/orderCenter/refunds')
    const grid = page.getByRole('grid')
    await expect(grid.getByRole('row').nth(1)).toContainText(/RF/)
    await expect(grid).not.toHaveAttribute('aria-busy', 'true')
    await grid.getByRole('row').nth(1).getByRole('gridcell').first().click()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/orderCenter\/refunds\?id=\d+/)
    await expect(page.getByRole('link', { name: '申请退款' })).toHaveCount(0)
    const panel = page.getByRole('dialog')
    await expect(panel.getByRole('heading', { name: /退款 RF[0-9A-Z]+/ })).toBeVisible()
    await expect(panel.getByText('此状态下没有您可执行的流程操作。')).toBeVisible()
    await expect(panel.locator('.refund-actions').getByRole('button')).toHaveCount(0)
  })
})

test('an offline order is refunded from applyRefund, and its refund opens from orderRefundList', async ({
  page,
}) => {
  const offlineNo = `OFF${String(1 + Math.floor(Math.random() * 19_000)).padStart(8, '0')}`
  await signIn(page, 'support', '/orderCenter/orderRefundList')
  // The list's create button opens its add screen: the offline one (the list's fixed order source).
  await page.getByRole('button', { name: '新建', exact: true }).click()
  await expect(page).toHaveURL(/\/orderCenter\/applyRefund$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申请退款')
  await page.getByRole('textbox', { name: '订单号' }).fill(offlineNo)
  await expect(page.getByText(/可退金额：/)).toBeVisible()
  await page.getByRole('button', { name: /原因类型/ }).click()
  await page.getByRole('option', { name: '技术问题' }).click()
  await page.keyboard.press('Control+Enter')
  const result = page.getByRole('complementary', { name: '申请结果' })
  await expect(result.getByRole('status')).toContainText(/已申请/)
  await result.getByRole('link', { name: '查看该退款' }).click()
  await expect(page).toHaveURL(/\/orderCenter\/orderRefundList\?id=\d+/)
  await expect(page.getByRole('dialog').getByText(offlineNo).first()).toBeVisible()
})
