import { expect, test } from '@playwright/test'
import { openPalette, paletteDialog } from './palette-support'
import { signIn } from './support'

test('a named view is saved from the toolbar and reopened from the toolbar and the palette', async ({
  page,
}) => {
  await signIn(page, 'admin', '/orderCenter/orders?q=anna')
  const grid = page.getByRole('grid')
  await expect(grid.getByRole('gridcell', { name: /^anna\./ }).first()).toBeVisible()

  await page.getByRole('button', { name: '视图' }).click()
  await page.getByRole('menuitem', { name: '保存当前视图…' }).click()
  const dialog = page.getByRole('dialog', { name: '保存当前视图' })
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog.getByText('请输入视图名称。')).toBeVisible()
  await dialog.getByLabel('名称').fill('Anna orders')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()

  // Back to the plain list, then reopen the view from the toolbar.
  await page.goto('/orderCenter/orders')
  await expect(grid.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
  await page.getByRole('button', { name: '视图' }).click()
  await page.getByRole('menuitem', { name: 'Anna orders' }).click()
  await expect(page).toHaveURL(/q=anna/)

  // And from the command palette.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible()
  const { search } = await openPalette(page)
  await search.fill('Anna orders')
  await expect(paletteDialog(page).getByRole('option', { name: /Anna orders/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/orderCenter\/orders\?.*q=anna/)
  await expect(grid.getByRole('gridcell', { name: /^anna\./ }).first()).toBeVisible()
})
