import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support'
import { paletteDialog, tabStrip } from './palette-support'

const helpDialog = (page: Page) => page.getByRole('dialog', { name: /Keyboard shortcuts|键盘快捷键/ })

/** A text field inside the page, standing for any screen's input. */
async function addField(page: Page, attrs = '') {
  await page.evaluate((extra) => {
    const main = document.querySelector('#main-content')!
    main.insertAdjacentHTML('afterbegin', `<input aria-label="probe" ${extra}>`)
  }, attrs)
  return page.getByRole(attrs.includes('search') ? 'searchbox' : 'textbox', { name: 'probe' })
}

test.describe('global shortcuts', () => {
  test('? lists the shortcuts of the screen, grouped; the table group only where a table is', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    await page.keyboard.press('?')
    const help = helpDialog(page)
    await expect(help).toBeVisible()
    for (const group of ['通用', '前往', '标签页'])
      await expect(help.getByRole('heading', { name: group })).toBeVisible()
    await expect(help.getByRole('heading', { name: '表格' })).toHaveCount(0)
    await expect(help.getByText('打开命令面板')).toBeVisible()
    const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze()
    expect(axe.violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()

    await page.goto('/orderCenter/orders')
    await expect(page.getByRole('grid')).toBeVisible()
    await page.keyboard.press('?')
    await expect(helpDialog(page).getByRole('heading', { name: '表格' })).toBeVisible()
    await expect(helpDialog(page).getByText('切换选择')).toBeVisible()
  })

  test('G then O goes to orders, G then C to customers; a target the user may not reach is ignored', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'admin')
    await page.keyboard.press('g')
    await page.keyboard.press('o')
    await expect(page).toHaveURL(/\/orderCenter\/orders$/)
    await page.keyboard.press('g')
    await page.keyboard.press('d')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    await expect(page).toHaveURL(/\/orderCenter\/customerList$/)
    await page.keyboard.press('g')
    await page.keyboard.press('p')
    await expect(page).toHaveURL(/\/priceCenter\/priceList$/)
    // Support has no price center: G then P does nothing.
    const other = await browser.newContext()
    const support = await other.newPage()
    await signIn(support, 'support', '/orderCenter/customerList')
    await expect(support.getByRole('grid')).toBeVisible()
    await support.keyboard.press('g')
    await support.keyboard.press('p')
    await expect(support).toHaveURL(/\/orderCenter\/customerList$/)
    await other.close()
  })

  test('[ and ] move between tabs; Alt+W closes the current one, never the pinned one', async ({ page }) => {
    await signIn(page, 'admin', '/orderCenter/orders')
    await expect(tabStrip(page).getByRole('link')).toHaveCount(2)
    await page.keyboard.press('[')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.keyboard.press(']')
    await expect(page).toHaveURL(/\/orderCenter\/orders$/)
    await page.keyboard.press('Alt+w')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(tabStrip(page).getByRole('link')).toHaveCount(1)
    await page.keyboard.press('Alt+w')
    await expect(tabStrip(page).getByRole('link', { name: '首页' })).toBeVisible()
  })

  test('Mod+K opens the palette even from inside the table, whose K moves the row', async ({ page }) => {
    await signIn(page, 'admin', '/orderCenter/orders')
    const grid = page.getByRole('grid')
    await grid.getByRole('gridcell', { name: 'OD0000000002' }).click()
    await page.keyboard.press('ControlOrMeta+k')
    await expect(paletteDialog(page)).toBeVisible()
  })

  test('/ focuses the screen search', async ({ page }) => {
    await signIn(page, 'admin')
    const search = await addField(page, 'type="search" data-screen-search')
    await page.keyboard.press('/')
    await expect(search).toBeFocused()
    await expect(search).toHaveValue('')
  })

  test('shortcuts never fire while typing in a field; Mod+K still opens the palette', async ({ page }) => {
    await signIn(page, 'admin')
    const field = await addField(page)
    await field.focus()
    await page.keyboard.type('?go[')
    await expect(field).toHaveValue('?go[')
    await expect(helpDialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.keyboard.press('ControlOrMeta+k')
    await expect(paletteDialog(page)).toBeVisible()
  })

  test('single-key shortcuts can be turned off, and stay off after a reload', async ({ page }) => {
    await signIn(page, 'admin')
    await page.keyboard.press('?')
    const toggle = helpDialog(page).getByRole('switch', { name: /Single-key shortcuts|单键快捷键/ })
    await expect(toggle).toBeChecked()
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(toggle).not.toBeChecked()
    await page.keyboard.press('Escape')
    await page.reload()
    await expect(page.getByRole('heading', { name: '首页' })).toBeVisible()

    await page.keyboard.press('?')
    await page.keyboard.press('g')
    await page.keyboard.press('o')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(helpDialog(page)).toHaveCount(0)
    // Modifier chords still work, and the palette turns single keys back on.
    const dialog = paletteDialog(page)
    await page.keyboard.press('ControlOrMeta+k')
    await dialog.getByRole('combobox').fill('single')
    await expect(dialog.getByRole('option', { name: /开启单键快捷键/ })).toBeVisible()
    await page.keyboard.press('Enter')
    await page.keyboard.press('g')
    await page.keyboard.press('o')
    await expect(page).toHaveURL(/\/orderCenter\/orders$/)
  })
})
