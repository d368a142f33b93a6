import { expect, test, type Page } from '@playwright/test'
import { setLanguage, signIn, fillDate } from './support'

/** The barter page in its three modes (apply, detail, edit) and the barter list, against the real server. */
const APPLY = '/orderCenter/applyBarter?orderNo=OD0000000001'

/** The spec's eight messages (section 5) as the spec quotes them, and in Chinese. */
const MESSAGES = {
  en: [
    'Select the replacement item',
    'Select the type of replacement',
    'Provide a reason or certificate explanation',
    'Select the new item',
    'Select the handling method',
    'Select the billing start date for the new item',
    'Fill in the price difference',
    'The price difference cannot be zero',
  ],
  zh: [
    '请选择被换商品',
    '请选择换货类型',
    '请提供原因或凭证说明',
    '请选择新商品',
    '请选择处理方式',
    '请选择新商品的计费开始日期',
    '请填写差价',
    '差价不能为零',
  ],
}

const form = (page: Page) => page.locator('form.barter-form')
const submit = (page: Page) => form(page).getByRole('button', { name: /^(Apply for barter|申请换货)$/ })

async function pick(page: Page, label: RegExp, option: RegExp) {
  await form(page).getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

for (const lang of ['en', 'zh'] as const)
  test(`the empty form shows each of the eight messages (${lang})`, async ({ page, baseURL }) => {
    // The account service's sign-in page is in English; the console then opens in `lang`.
    await signIn(page, 'admin')
    await setLanguage(page, lang, baseURL!)
    await page.goto(APPLY)
    await submit(page).click()
    const [zero, ...required] = [MESSAGES[lang][7]!, ...MESSAGES[lang].slice(0, 7)]
    for (const m of required) await expect(form(page).getByText(m, { exact: true })).toBeVisible()
    await expect(form(page).getByText(zero, { exact: true })).toHaveCount(0)
    // Focus goes to the first field in trouble.
    await expect(form(page).getByRole('combobox', { name: /Replacement item|被换商品/ })).toBeFocused()

    // The conditional rule: a zero difference is refused with its own message.
    await form(page)
      .getByRole('textbox', { name: /Price difference|差价/ })
      .fill('0')
    await submit(page).click()
    await expect(form(page).getByText(zero, { exact: true })).toBeVisible()
    await expect(form(page).getByText(MESSAGES[lang][6]!, { exact: true })).toHaveCount(0)
  })

test('support applies for a barter, the draft survives a reload, edits it; finance approves, support completes', async ({
  page,
  browser,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'support', APPLY)
  await expect(form(page).getByText('Mind Mapper · SKU00354', { exact: true })).toBeVisible()
  // The order's own item is suggested for the replacement item.
  await form(page).getByRole('button', { name: 'Show suggested items' }).first().click()
  await page.getByRole('option').first().click()
  await expect(form(page).getByRole('combobox', { name: 'Replacement item' })).toHaveValue('SKU00354')
  const newItem = form(page).getByRole('combobox', { name: 'New item' })
  await expect(form(page).getByText('Choose the replacement item and the type first')).toBeVisible()

  // Each type says what it allows, and the new-item picker offers only the active SKUs it allows. SKU00354 is
  // a Mind Mapper bundle: no upgrade path starts at it.
  await pick(page, /Type of replacement/, /^Upgrade$/)
  await expect(
    form(page).getByText('The new item is the upgrade SKU that upgrades from the replacement item.'),
  ).toBeVisible()
  await form(page).getByRole('button', { name: 'Show suggested items' }).nth(1).click()
  await expect(page.getByText(/^No matching SKU/)).toBeVisible()
  await page.keyboard.press('Escape')
  await pick(page, /Type of replacement/, /^Same product$/)
  await expect(form(page).getByText(/another SKU of the same product/)).toBeVisible()
  await expect(form(page).getByText('Offered: the active SKUs this type allows.')).toBeVisible()
  await form(page).getByRole('button', { name: 'Show suggested items' }).nth(1).click()
  const offered = page.getByRole('option')
  await expect(offered.first()).toContainText('SKU00016')
  for (const text of await offered.allTextContents()) expect(text).toContain('Mind Mapper')
  await expect(page.getByRole('option', { name: /SKU00354|SKU00355/ })).toHaveCount(0) // itself; a draft
  await page.screenshot({ path: 'test-results/barter-new-item-picker.png' })
  await page.getByRole('option', { name: /^SKU00016/ }).click()
  await expect(newItem).toHaveValue('SKU00016')

  await form(page)
    .getByRole('textbox', { name: /Reason/ })
    .fill('Customer needs the Mac version')
  await page.waitForTimeout(500) // the draft is saved after a short pause in typing
  await page.reload()
  await expect(form(page).getByText('Your unsaved draft was restored.')).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: /Reason/ })).toHaveValue(
    'Customer needs the Mac version',
  )
  await expect(newItem).toHaveValue('SKU00016')

  await pick(page, /Handling method/, /^Charge the difference$/)
  await fillDate(form(page).getByRole('group', { name: 'Billing start date' }), '2026-12-01')
  await form(page).getByRole('textbox', { name: 'Price difference' }).fill('25.5')
  await submit(page).click()

  await expect(page).toHaveURL(/\/orderCenter\/barterDetail\?id=\d+$/)
  await expect(page.getByRole('status').filter({ hasText: /Barter BT[A-Z0-9]+ applied/ })).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(/Barter detail BT[A-Z0-9]+/)
  const replacement = page.getByRole('region', { name: 'Replacement' })
  await expect(replacement).toContainText('Customer needs the Mac version')
  await expect(replacement).toContainText('SKU00016')
  await expect(page.getByRole('region', { name: 'New item billing' })).toContainText('+25.50')
  await expect(page.getByRole('region', { name: 'Barter', exact: true })).toContainText('Pending')

  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page).toHaveURL(/\/orderCenter\/editBarter\?id=\d+$/)
  const diff = form(page).getByRole('textbox', { name: 'Price difference' })
  await expect(diff).toHaveValue('25.5')
  await diff.fill('-10')
  // Leaving with unsaved changes asks first.
  await form(page).getByRole('button', { name: 'Cancel' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(ask).toBeHidden()
  await expect(diff).toHaveValue('-10')

  await form(page).getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/orderCenter\/barterDetail\?id=\d+$/)
  await expect(page.getByRole('region', { name: 'New item billing' })).toContainText('-10.00')

  // Support applied, so finance reviews it: approve after confirming; support then carries it out.
  await expect(page.getByRole('button', { name: 'Approve barter' })).toHaveCount(0)
  const detailUrl = page.url()
  const financeContext = await browser.newContext({ baseURL })
  const finance = await financeContext.newPage()
  const failures: string[] = []
  finance.on('console', (m) => void (m.type() === 'error' && failures.push(m.text())))
  finance.on('response', (r) => {
    if (r.url().includes('/v1/') && r.status() >= 400) failures.push(`${r.status()} ${r.url()}`)
  })
  await setLanguage(finance, 'en', baseURL!)
  await signIn(finance, 'finance', new URL(detailUrl).pathname + new URL(detailUrl).search)
  await expect(finance.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0)
  // Finance reads the names of the SKUs the barter names (not the price center): no refusal, no error.
  const financeReplacement = finance.getByRole('region', { name: 'Replacement' })
  await expect(financeReplacement.locator('.ref-name')).toHaveCount(2)
  await expect(financeReplacement).toContainText(/SKU00016\s*Mind Mapper/)
  expect(failures).toEqual([])
  await finance.getByRole('button', { name: 'Approve barter' }).click()
  const approve = finance.getByRole('alertdialog', { name: 'Approve barter' })
  await expect(approve).toContainText('The exchange can then be carried out.')
  await approve.getByRole('button', { name: 'Approve barter' }).click()
  await expect(finance.getByRole('region', { name: 'Barter', exact: true })).toContainText('Approved')
  await expect(finance.getByRole('button', { name: /barter/ })).toHaveCount(0)
  await financeContext.close()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Mark barter completed' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark barter completed' }).click()
  await expect(page.getByRole('region', { name: 'Barter', exact: true })).toContainText('Completed')
})

test('server refusals appear next to their fields', async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', '/orderCenter/editBarter?id=2000')
  await page.route('**/v1/barters/2000/edit', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 400,
        msg: 'the barter form is incomplete',
        data: { issues: [{ field: 'newItem', message: 'selectNewItem' }] },
      }),
    }),
  )
  await form(page).getByRole('button', { name: 'Save changes' }).click()
  await expect(form(page).getByText('Select the new item', { exact: true })).toBeVisible()
  await expect(form(page).getByRole('combobox', { name: 'New item' })).toHaveAttribute('aria-invalid', 'true')
})

test('Enter on the barter list opens the barter detail', async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'viewer', '/orderCenter/barterList')
  const grid = page.getByRole('grid', { name: 'Barter orders' })
  await expect(grid).toContainText('BT')
  // A viewer may not apply for barters: no create button (nor C).
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0)
  await grid.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/orderCenter\/barterDetail\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/BT[A-Z0-9]+/)
})

test('a viewer sees barters but no apply or edit controls', async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'viewer', '/orderCenter/barterDetail?id=2000')
  await expect(page.getByRole('region', { name: 'Replacement' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0)
  await page.goto(APPLY)
  await expect(page).toHaveURL(/\/401$/)
  await page.goto('/orderCenter/editBarter?id=2000')
  await expect(page).toHaveURL(/\/401$/)
})

test('apply is disabled with a reason while offline, and what was typed stays', async ({
  page,
  context,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', APPLY)
  await form(page)
    .getByRole('textbox', { name: /Reason/ })
    .fill('Wrong edition')
  await context.setOffline(true)
  await expect(submit(page)).toBeDisabled()
  await expect(form(page).getByText('Unavailable offline: reconnect to make changes.')).toBeVisible()
  await context.setOffline(false)
  await expect(submit(page)).toBeEnabled()
  await expect(form(page).getByRole('textbox', { name: /Reason/ })).toHaveValue('Wrong edition')
})

test('keyboard: Mod+Enter submits, Esc cancels and asks first; an unknown order is named', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', '/orderCenter/applyBarter')
  const orderNo = form(page).getByRole('textbox', { name: 'Order number' })
  await orderNo.fill('OD9999999999')
  await orderNo.press('Tab')
  await expect(form(page).getByText('No order has this number.')).toBeVisible()

  await orderNo.press('ControlOrMeta+Enter')
  await expect(form(page).getByText('Select the replacement item', { exact: true })).toBeVisible()
  await expect(orderNo).toBeFocused()

  await orderNo.press('Escape')
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page).toHaveURL(/\/orderCenter\/barterList/)
})

test('opened first, the form marks every required field, the type and handling method included', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', APPLY)
  // The first page is built in a transition (0112): wait for the form before reading it.
  await expect(form(page).getByText('Handling method').first()).toBeVisible()
  const marks = await form(page)
    .locator('.field[data-required]')
    .evaluateAll((fields) =>
      fields.map((f) => {
        const label = f.querySelector(':scope > label, :scope > .react-aria-Label, :scope > .field-label')
        return [label?.textContent, label ? getComputedStyle(label, '::after').content : 'none']
      }),
    )
  const marked = Object.fromEntries(marks)
  for (const name of ['Type of replacement', 'Handling method'])
    expect(Object.keys(marked).some((l) => l?.startsWith(name))).toBe(true)
  expect(Object.values(marked).every((c) => String(c).startsWith('" *"'))).toBe(true)
  // The mark is for the eye: the field's accessible name stays its label.
  await expect(
    form(page).getByRole('textbox', { name: 'Reason or certificate explanation', exact: true }),
  ).toBeVisible()
})

test('after fixing a refused price difference, one click on Apply sends the form', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'support', APPLY)
  await form(page).getByRole('button', { name: 'Show suggested items' }).first().click()
  await page.getByRole('option').first().click()
  await pick(page, /Type of replacement/, /^Same product$/)
  await form(page)
    .getByRole('textbox', { name: /Reason/ })
    .fill('Customer needs the Mac version')
  await form(page).getByRole('combobox', { name: 'New item' }).fill('SKU00016')
  await pick(page, /Handling method/, /^Charge the difference$/)
  await fillDate(form(page).getByRole('group', { name: 'Billing start date' }), '2026-12-01')
  const diff = form(page).getByRole('textbox', { name: 'Price difference' })
  await diff.fill('0')
  await submit(page).click()
  await expect(form(page).getByText('The price difference cannot be zero', { exact: true })).toBeVisible()

  await diff.selectText()
  await diff.pressSequentially('7.5')
  const applied = page.waitForResponse((r) => r.request().method() === 'POST' && /barter/i.test(r.url()))
  await submit(page).click() // the number commits as the press blurs it; nothing moves under the pointer
  expect((await applied).ok()).toBe(true)
  await expect(page).toHaveURL(/\/orderCenter\/barterDetail\?id=\d+$/)
})
