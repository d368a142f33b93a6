import { expect, test, type Page } from '@playwright/test'
import { accessToken } from '../support/sign-in'
import { referencedEntities } from '@/domain/references'
import { hrefOf, screensOf } from '@/domain/screens'
import { builtScreens, setLanguage, signIn, fillDate } from './support'

/** References between records: the picker in the barter form, a refused missing item, "Used by" on a detail. */
const APPLY = '/orderCenter/applyBarter?orderNo=OD0000000001'

const form = (page: Page) => page.locator('form.barter-form')

/** A product-API token (the same sign-in the browser does), for finding test data. */
const apiToken = (baseURL: string, username = 'admin') => accessToken(baseURL, username)

async function apiGet<T>(baseURL: string, token: string, path: string): Promise<T> {
  const r = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } })
  return ((await r.json()) as { data: T }).data
}

test('the picker finds an SKU by part of its name with the keyboard alone, and shows the chosen name', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  // Support may apply for barters but not open the price center: picking SKUs is still allowed.
  await signIn(page, 'support', APPLY)
  const newItem = form(page).getByRole('combobox', { name: 'New item' })
  await form(page)
    .getByRole('textbox', { name: /Reason/ })
    .focus()
  await page.keyboard.press('Tab')
  await expect(newItem).toBeFocused()

  await page.keyboard.type('converter student')
  const options = page.getByRole('listbox')
  await expect(options).toBeVisible()
  const first = options.getByRole('option').first()
  await expect(first).toContainText(/^SKU\d+ — .*Converter Student/i)
  const [code, name] = (await first.textContent())!.split(' — ') as [string, string]

  // Esc closes the options and keeps the text (the form is not cancelled).
  await page.keyboard.press('Escape')
  await expect(options).toBeHidden()
  await expect(newItem).toHaveValue('converter student')
  await expect(page).toHaveURL(/applyBarter/)

  // ↓ opens the options on the first one, ↓/↑ move, Enter chooses.
  await page.keyboard.press('ArrowDown')
  await expect(options).toBeVisible()
  await expect(newItem).toHaveAttribute('aria-activedescendant', /.+/)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(options).toBeHidden()
  await expect(newItem).toHaveValue(code)
  await expect(newItem).toBeFocused()
  // The chosen code's name is shown beside it (and read as the field's description).
  await expect(form(page).getByText(name, { exact: true })).toBeVisible()
  await expect(newItem).toHaveAccessibleDescription(new RegExp(name.replace(/[()]/g, '.')))
})

/** Fills every barter field validly except the new item, which gets `newItem` typed. */
async function fillBarter(page: Page, newItem: string) {
  await form(page)
    .getByRole('button', { name: /Show suggested items|显示建议的商品/ })
    .first()
    .click()
  await page.getByRole('option').first().click()
  await form(page)
    .getByRole('button', { name: /Type of replacement|换货类型/ })
    .click()
  await page.getByRole('option').first().click()
  await form(page)
    .getByRole('textbox', { name: /Reason|原因/ })
    .fill('Customer asked for another edition')
  const item = form(page).getByRole('combobox', { name: /New item|新商品/ })
  await item.fill(newItem)
  // Nothing matches: Esc closes the options (which hide the rest of the form from assistive technology).
  await expect(page.getByRole('listbox')).toContainText(/No matching SKU|没有匹配的SKU/)
  await item.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await form(page)
    .getByRole('button', { name: /Handling method|处理方式/ })
    .click()
  await page.getByRole('option').first().click()
  await fillDate(form(page).getByRole('group', { name: /Billing start date|计费开始日期/ }), '2026-12-01')
  await form(page)
    .getByRole('textbox', { name: /Price difference|差价/ })
    .fill('12')
}

for (const [lang, message] of [
  ['en', 'No SKU with code NOSUCHSKU.'],
  ['zh', '没有编码为 NOSUCHSKU 的SKU。'],
] as const)
  test(`a barter naming an item that does not exist is refused on that field (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'support')
    await setLanguage(page, lang, baseURL!)
    await page.goto(APPLY)
    await fillBarter(page, 'NOSUCHSKU')
    await form(page)
      .getByRole('button', { name: /^(Apply for barter|申请换货)$/ })
      .click()
    const newItem = form(page).getByRole('combobox', { name: /New item|新商品/ })
    await expect(form(page).getByText(message, { exact: true })).toBeVisible()
    await expect(newItem).toHaveAttribute('aria-invalid', 'true')
    // What was typed is still there, and nothing was applied.
    await expect(newItem).toHaveValue('NOSUCHSKU')
    await expect(page).toHaveURL(/\/orderCenter\/applyBarter/)
  })

test('the generic record form searches a reference field and refuses a code that names no record', async ({
  page,
  baseURL,
}) => {
  test.skip(!builtScreens().has('/orderCenter/orderAdd'), 'this build has no offline order form')
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', '/orderCenter/orderAdd')
  const f = page.locator('form.record-form')
  await f.getByRole('textbox', { name: 'Account name' }).fill('References e2e')
  await f.getByRole('textbox', { name: 'Contract ID' }).fill(`REFS-${Date.now()}`)
  await f.getByRole('textbox', { name: 'Licensed mail' }).fill('refs@example.com')
  await f.getByRole('button', { name: /Order type/ }).click()
  await page.getByRole('option').first().click()
  await f.getByRole('textbox', { name: 'Product' }).fill('PDF Editor Pro')
  await f.getByRole('button', { name: /Order currency/ }).click()
  await page.getByRole('option').first().click()
  await f.getByRole('textbox', { name: 'Order amount' }).fill('100')

  // The license field is a picker: typing part of a name offers licenses as "CODE — name".
  const license = f.getByRole('combobox', { name: 'License' })
  await license.fill('annual')
  await expect(page.getByRole('option').first()).toContainText(/^LIC-\S+ — .*Annual/i)
  await license.fill('NOSUCHLIC')
  await license.press('Escape')
  await f.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(f.getByText('No license with code NOSUCHLIC.', { exact: true })).toBeVisible()
  await expect(license).toHaveAttribute('aria-invalid', 'true')
  await expect(license).toHaveValue('NOSUCHLIC')
  await expect(page).toHaveURL(/\/orderCenter\/orderAdd/)
})

test('a detail page says what uses a referenced record, with links to those lists', async ({
  page,
  baseURL,
}) => {
  // A referenced entity whose generic detail screen this build has (bespoke views have no "Used by").
  const built = builtScreens()
  const target = referencedEntities()
    .flatMap((entity) => screensOf(entity, 'detail').map((screen) => ({ entity, screen })))
    .filter(({ screen }) => !screen.screen.view && built.has(screen.path))
    .sort(
      (a, b) =>
        Number(b.screen.path.startsWith('/orderCenter/')) - Number(a.screen.path.startsWith('/orderCenter/')),
    )[0]
  test.skip(!target, 'no referenced entity has a generic detail screen in this build')
  const { entity, screen } = target!

  const token = await apiToken(baseURL!)
  const list = await apiGet<{ items: { id: number }[] }>(baseURL!, token, `/v1/${entity}?limit=50`)
  let found: { id: number } | undefined
  for (const row of list.items) {
    const used = await apiGet<unknown[]>(baseURL!, token, `/v1/${entity}/${row.id}/used-by`)
    if (used.length) {
      found = row
      break
    }
  }
  test.skip(!found, `no ${entity} record among the first 50 is referenced`)

  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', hrefOf(screen.path, { id: found!.id }))
  const usedBy = page.getByRole('region', { name: 'Used by' })
  await expect(usedBy).toBeVisible()
  const link = usedBy.getByRole('link').first()
  await expect(link).toBeVisible()
  await expect(usedBy).toContainText(/\d+ records?/)
  await link.click()
  await expect(page).toHaveURL(/[?&]f=/)
})
