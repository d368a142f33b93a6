import { expect, test } from '@playwright/test'
import { setLanguage, signIn } from './support'

/**
 * A new entity's four screens come from its declaration and one binding file: the price center's licenses,
 * used by the `pricing` staff through the generic list, form and detail, with the server's reference rules.
 */
test('pricing staff list, create, edit and delete a license; a license still in use cannot be deleted', async ({
  page,
  baseURL,
}) => {
  const code = `LIC-E2E-${Date.now().toString(36).toUpperCase()}`
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'pricing')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByText('Price center', { exact: true }).click()
  await menu.getByRole('link', { name: 'License list' }).click()
  await expect(page).toHaveURL(/\/priceCenter\/licenseList$/)
  await expect(page.getByRole('grid')).toContainText('LIC-100')

  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page).toHaveURL(/\/priceCenter\/licenseAdd$/)
  await page.getByLabel('License code').fill(code)
  await page.getByLabel('Name').fill('PDF Editor Pro Team License')
  await page.getByRole('button', { name: /Authorization type/ }).click()
  await page.getByRole('option', { name: 'Year', exact: true }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/priceCenter\/licenseDetail\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code)
  // Nothing uses a new license: no "Used by" section.
  await expect(page.getByRole('heading', { name: 'Used by' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page).toHaveURL(/\/priceCenter\/licenseEdit\?id=\d+$/)
  await page.getByLabel('Device limit').fill('5')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/priceCenter\/licenseDetail\?id=\d+$/)
  await expect(page.locator('.detail-item', { hasText: 'Device limit' })).toContainText('5')

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/priceCenter\/licenseList$/)

  // A seeded license is named by SKUs and orders: "Used by" says so, and the server refuses its deletion.
  // Opened filtered: a row double-clicked while the list is swapping to its search results may be replaced
  // between the two clicks.
  await page.goto('/priceCenter/licenseList?q=LIC-100')
  await expect(page.getByRole('searchbox')).toHaveValue('LIC-100')
  await page
    .getByRole('grid')
    .getByRole('row', { name: /LIC-100 / })
    .first()
    .dblclick()
  await expect(page).toHaveURL(/\/priceCenter\/licenseDetail\?id=\d+$/)
  const usedBy = page.getByRole('region', { name: 'Used by' })
  // The SKU list is the pricing staff's own: linked, filtered to this license.
  await expect(usedBy.getByRole('link', { name: 'SKU list' })).toBeVisible()
  // Deleting shows what uses it first: no confirmation is offered for a record the server would keep.
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(
    page.getByRole('alertdialog').getByRole('heading', { name: "Can't delete LIC-100" }),
  ).toBeVisible()
})
