import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './shell-support'
import { setLanguage, signIn } from './support'

/** Generic record screens (customers, offline orders, platform pay settings), in English. */
test.beforeEach(async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
})

const unique = () => Date.now().toString(36).toUpperCase()

/** A react-aria Select's trigger: its name is the chosen value followed by the field's label. */
const selectButton = (page: Page, field: string) =>
  page.getByRole('button', { name: new RegExp(`${field}( \\*)?$`) })

/** Picks an option of a react-aria Select, or of a ComboBox (long option lists), by its label. */
async function choose(page: Page, field: string, option: string) {
  const combo = page.getByRole('combobox', { name: field })
  if (await combo.count()) await combo.fill(option)
  else await selectButton(page, field).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

test('offline order: client validation first, then create, edit (version), review by another person and history', async ({
  page,
  browser,
  baseURL,
}) => {
  const contract = `CT-${unique()}`
  await signIn(page, 'admin', '/orderCenter/orderAdd')
  await expect(page.getByRole('heading', { level: 1, name: 'Add offline order' })).toBeVisible()

  // Nothing filled: the shared schema refuses it before anything is sent.
  await save(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Check the highlighted fields' })).toBeVisible()
  await expect(page.getByText('This field is required.').first()).toBeVisible()
  await page.getByLabel('Licensed mail').fill('not-an-email')
  await save(page)
  await expect(page.getByText('Enter a valid email address.')).toBeVisible()

  await page.getByLabel('Account name').fill('Acme Offline')
  await page.getByLabel('Contract ID').fill(contract)
  await page.getByLabel('Licensed mail').fill('buyer@example.com')
  await choose(page, 'Order type', 'Reseller')
  await page.getByLabel('Product').fill('Suite Pro')
  await choose(page, 'Order currency', 'EUR')
  await page.getByLabel('Order amount').fill('1234.5')
  await choose(page, 'Payment method', 'Bank transfer')
  await save(page)

  await expect(page).toHaveURL(/\/orderCenter\/orderDetail\?id=\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('OFF')
  const detail = page.getByRole('region', { name: 'Customer and contract' })
  await expect(detail.getByText(contract)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Amounts and payment' }).getByText('Bank transfer'),
  ).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText('Created')).toBeVisible()

  // Edit: only the changed field goes out with the version; the history records old → new.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page).toHaveURL(/orderEdit\?id=\d+/)
  await expect(page.getByLabel('Contract ID')).toHaveValue(contract)
  await page.getByLabel('Remark').fill('Signed copy received')
  await save(page)
  await expect(page).toHaveURL(/orderDetail\?id=\d+/)
  await expect(history.getByText('Edited')).toBeVisible()
  await expect(history.getByText('Signed copy received')).toBeVisible()

  // A stale version is refused (409) and explained; nothing typed is lost.
  const id = new URL(page.url()).searchParams.get('id')
  await page.goto(`/orderCenter/orderEdit?id=${id}`)
  await page.getByLabel('Remark').fill('From the stale tab')
  const other = await page.context().newPage()
  await other.goto(`/orderCenter/orderEdit?id=${id}`)
  await other.getByLabel('Payment channel').fill('Direct')
  await other.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(other).toHaveURL(/orderDetail/)
  await other.close()
  await save(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this record' })).toBeVisible()
  await expect(page.getByLabel('Remark')).toHaveValue('From the stale tab')
  await page.getByRole('button', { name: 'Load the latest version' }).click()
  await expect(page.getByLabel('Payment channel')).toHaveValue('Direct')
  await expect(page.getByLabel('Remark')).toHaveValue('From the stale tab')
  await save(page)
  await expect(page).toHaveURL(/orderDetail/)
  await expect(page.getByRole('region', { name: 'Review' }).getByText('From the stale tab')).toBeVisible()

  // Admin recorded it, so another person reviews it (separation of duties): finance, after confirmation.
  const review = page.getByRole('region', { name: 'Review' })
  await expect(review.getByText('To be reviewed')).toBeVisible()
  await expect(page.getByText('You recorded this offline order; another person reviews it.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pass review' })).toHaveCount(0)
  const financeContext = await browser.newContext({ baseURL })
  const finance = await financeContext.newPage()
  await setLanguage(finance, 'en', baseURL!)
  await signIn(finance, 'finance', `/orderCenter/orderDetail?id=${id}`)
  await finance.getByRole('button', { name: 'Pass review' }).click()
  const confirm = finance.getByRole('alertdialog')
  await expect(confirm).toContainText('Pass order OFF')
  await confirm.getByRole('button', { name: 'Pass review' }).click()
  await expect(finance.getByRole('region', { name: 'Review' }).getByText('Passed')).toBeVisible()
  await expect(finance.getByRole('button', { name: 'Pass review' })).toHaveCount(0)
  await expect(
    finance.getByRole('region', { name: 'History' }).getByText('Reviewed', { exact: true }),
  ).toBeVisible()
  await financeContext.close()
})

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signIn(page, 'admin', '/orderCenter/customerAdd')
  await page.getByLabel('Account name').fill('Half typed')
  await page.getByRole('button', { name: 'Cancel', exact: true }).click()
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(/customerAdd/)
  await expect(page.getByLabel('Account name')).toHaveValue('Half typed')

  // The draft survives a reload.
  await page.waitForTimeout(500) // the draft is saved after a short pause in typing
  await page.reload()
  await expect(page.getByLabel('Account name')).toHaveValue('Half typed')
  await expect(page.getByText('Your unsaved changes from last time were restored.')).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Offline customers' })
    .click()
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page).not.toHaveURL(/customerAdd/)
  await page.goto('/orderCenter/customerAdd')
  await expect(page.getByLabel('Account name')).toHaveValue('')
})

test('customer CRUD: create, edit, delete with confirmation', async ({ page }) => {
  const code = `C-${unique()}`
  await signIn(page, 'admin', '/orderCenter/customerList')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/customerAdd/)
  await page.getByLabel('Customer code').fill(code)
  await page.getByLabel('Account name').fill('Globex')
  await page.getByLabel('Email').fill('ops@globex.example')
  await choose(page, 'Country', 'Japan')
  await save(page)
  await expect(page).toHaveURL(/customerDetail\?id=\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code)
  const detailUrl = page.url()

  // The same code again is a duplicate, shown on its field.
  await page.goto('/orderCenter/customerAdd')
  await page.getByLabel('Customer code').fill(code)
  await page.getByLabel('Account name').fill('Globex again')
  await page.getByLabel('Email').fill('ops@globex.example')
  await save(page)
  await expect(page.getByText('This value is already in use.')).toBeVisible()
  await page.getByLabel('Customer code').fill('')
  await page.getByLabel('Account name').fill('')
  await page.getByLabel('Email').fill('')
  await page.goto(detailUrl)

  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByLabel('Company').fill('Globex Corporation')
  await save(page)
  await expect(
    page.getByRole('region', { name: 'Customer', exact: true }).getByText('Globex Corporation'),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: `Delete ${code}?` })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/customerList/)
  await expect(page.getByRole('status').filter({ hasText: `${code} was deleted.` })).toBeVisible()
})

test('platform pay: secrets are write-only, each list shows its own platform', async ({ page }) => {
  const code = `GP-${unique()}`
  const secret = `s3cr3t-${unique()}`
  await signIn(page, 'admin', '/orderCenter/googlePlay')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/platformPayAdd\?platform=googlePlay/)
  await expect(selectButton(page, 'Platform')).toContainText('Google Play')
  await page.getByLabel('Setting code').fill(code)
  await page.getByLabel('App name').fill('Demo app')
  await page.getByLabel('Package name / bundle ID').fill('com.example.demo')
  await page.getByLabel('Shared secret').fill(secret)
  await page.waitForTimeout(500)
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(secret)
  await save(page)
  await expect(page).toHaveURL(/\/orderCenter\/googlePlay/)

  await page.getByRole('searchbox').fill(code)
  await page.getByRole('searchbox').press('Enter')
  await page.getByRole('gridcell', { name: code }).click()
  await page.keyboard.press('e')
  await expect(page).toHaveURL(/platformPayEdit\?id=\d+/)
  await expect(page.getByLabel('App name')).toHaveValue('Demo app')
  await expect(page.getByLabel('Shared secret')).toHaveValue('')
  await expect(page.getByText('Leave empty to keep the current value.').first()).toBeVisible()
  expect(await page.content()).not.toContain(secret)

  await page.goto('/orderCenter/applePay')
  await page.getByRole('searchbox').fill(code)
  await page.getByRole('searchbox').press('Enter')
  await expect(page.getByText(/No (matching )?records|No rows|nothing/i).first()).toBeVisible()
})

test('a viewer sees records but no create, edit, delete or review controls', async ({ page }) => {
  await signIn(page, 'viewer', '/orderCenter/customerList')
  await expect(page.getByRole('grid')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0)
  await page.goto('/orderCenter/orderDetail?id=1')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('OFF')
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible()
  for (const name of ['Edit', 'Delete', 'Pass review', 'Reject'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  await page.goto('/orderCenter/orderList')
  await expect(page.getByRole('link', { name: 'Import offline orders' })).toHaveCount(0)
})

test('offline, saving is disabled with a reason and nothing typed is lost', async ({ page, context }) => {
  await signIn(page, 'admin', '/orderCenter/customerAdd')
  await page.getByLabel('Account name').fill('Typed offline')
  const saveButton = page.getByRole('button', { name: 'Save', exact: true })
  await context.setOffline(true)
  await expect(saveButton).toBeDisabled()
  await expect(page.getByText('Unavailable offline: reconnect to make changes.')).toBeVisible()
  await context.setOffline(false)
  await expect(saveButton).toBeEnabled()
  await expect(page.getByLabel('Account name')).toHaveValue('Typed offline')
  await page.getByLabel('Account name').fill('')
})

test('axe finds nothing serious on the form (with errors) and the detail page', async ({ page }) => {
  await signIn(page, 'admin', '/orderCenter/orderAdd')
  await save(page)
  await expect(page.getByText('This field is required.').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto('/orderCenter/orderDetail?id=1')
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
