import { expect, type Page } from '@playwright/test'

export const paletteDialog = (page: Page) =>
  page.getByRole('dialog', { name: /Command palette|命令面板|コマンドパレット/ })

/** Opens the palette with Mod+K and returns its search field (already focused). */
export async function openPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+k')
  const dialog = paletteDialog(page)
  await expect(dialog).toBeVisible()
  const search = dialog.getByRole('combobox')
  await expect(search).toBeFocused()
  return { dialog, search }
}

/** The palette's options, as listed for what was typed. */
export const options = (page: Page) => paletteDialog(page).getByRole('option')

export const tabStrip = (page: Page) =>
  page.getByRole('navigation', { name: /Open pages|已打开的页面|開いているページ/ })
