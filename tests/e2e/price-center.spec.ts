import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { accessToken } from '../support/sign-in'
import { SCREENS, hrefOf, type Screen } from '@/domain/screens'
import { builtScreens, setLanguage, signIn } from './support'

/**
 * The price and product centers on the generic layer, as the `pricing` staff use them: every screen opens,
 * a bundle SKU is made from two SKUs picked by keyboard, priced from its detail, and its saving shown; viewers
 * read without write controls; finance gets no price center.
 */

type Row = Record<string, unknown> & { id: number }

const apiToken = (baseURL: string, username = 'pricing') => accessToken(baseURL, username)

async function list(baseURL: string, token: string, entity: string, query: Record<string, string>) {
  const q = new URLSearchParams({ limit: '200', ...query })
  const r = await fetch(`${baseURL}/v1/${entity}?${q}`, { headers: { authorization: `Bearer ${token}` } })
  return ((await r.json()) as { data: { items: Row[] } }).data.items
}

const CENTERS = ['/priceCenter/', '/productCenter/']
const ours = (s: Screen) => CENTERS.some((c) => s.path.startsWith(c))
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

test('every price and product center screen opens for pricing', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const built = builtScreens()
  const screens = SCREENS.filter(ours)
  expect(screens).toHaveLength(38)
  for (const s of screens) expect(built, s.path).toContain(s.path)

  const token = await apiToken(baseURL!)
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'pricing')
  for (const s of screens) {
    let href = s.path
    if (s.screen.kind === 'edit' || s.screen.kind === 'detail') {
      const [row] = await list(baseURL!, token, s.screen.entity!, { ...s.screen.fixed, limit: '1' })
      expect(row, `a record for ${s.path}`).toBeTruthy()
      href = hrefOf(s.path, { id: row!.id })
    }
    await page.goto(href)
    await expect(h1(page), s.path).toHaveText(new RegExp(`^${s.title.en}`))
    await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/ })).toHaveCount(0)
    if (s.screen.kind === 'add' || s.screen.kind === 'edit') {
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
      // A screen that fixes the type shows no type input; bundle items only on bundle screens.
      if (s.screen.fixed?.type) await expect(page.getByLabel(/^(SKU|Price) type/)).toHaveCount(0)
      if (s.screen.entity === 'skus')
        await expect(page.getByRole('combobox', { name: /Bundle items/ })).toHaveCount(
          s.screen.fixed?.type === 'bundle' ? 1 : 0,
        )
    }
    if (s.screen.kind === 'list') await expect(page.getByRole('grid')).toBeVisible()
  }
})

test('the SKU list offers the three kinds, and rows open on the screen of their kind', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'pricing', '/priceCenter/skuList')
  await expect(page.getByRole('link', { name: 'Add bundle SKU' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add upgrade SKU' })).toBeVisible()
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page).toHaveURL(/\/priceCenter\/skuAdd$/)
  await page.goBack()
  await page.getByRole('searchbox').fill('Bundle')
  await page.getByRole('searchbox').press('Enter')
  // A row of the bundle type (other specs add regular SKUs with "Bundle" in their names).
  await page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'Bundle', exact: true }) })
    .first()
    .dblclick()
  await expect(page).toHaveURL(/\/priceCenter\/skuBundleDetail\?id=\d+$/)
  await expect(page.getByRole('region', { name: 'Bundle items and prices' })).toBeVisible()
})

test('coupon list: the search filter and the buy-link default', async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'pricing', '/priceCenter/couponList')
  const filter = page.getByRole('search', { name: 'Search filter' })
  await filter.getByRole('button', { name: /Discount type/ }).click()
  await page.getByRole('option', { name: 'Percentage' }).click()
  await filter.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/discountType/)
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Discount type')
  await page.goto('/priceCenter/couponAdd')
  await expect(page.getByRole('button', { name: /Use mode/ })).toContainText('Buy link')
})

test('a bundle SKU from two SKUs picked by keyboard, priced from its detail, shows its saving', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(baseURL!)
  const now = Date.now()
  const current = (p: Row) =>
    (!p.effectiveFrom || Date.parse(String(p.effectiveFrom)) <= now) &&
    (!p.effectiveTo || Date.parse(String(p.effectiveTo)) > now)
  const usd = (
    await list(baseURL!, token, 'prices', { currency: 'USD', status: 'active', type: 'regular' })
  ).filter((p) => !p.country && current(p))
  const skus = [...new Set(usd.map((p) => String(p.skuCode)))].slice(0, 2)
  expect(skus).toHaveLength(2)
  const sum = skus
    .map((sku) => usd.find((p) => p.skuCode === sku)!.amount as number)
    .reduce((s, a) => s + a, 0)
  const bundlePrice = Math.floor(sum * 0.8)

  const code = `BND-E2E-${Date.now().toString(36).toUpperCase()}`
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'pricing', '/priceCenter/skuList')
  await page.getByRole('link', { name: 'Add bundle SKU' }).click()
  await expect(page).toHaveURL(/\/priceCenter\/skuBundleAdd/)
  await page.getByLabel('SKU code').fill(code)
  await page.getByLabel('Name', { exact: true }).fill('E2E Bundle')
  const items = page.getByRole('combobox', { name: /Bundle items/ })
  for (const sku of skus) {
    await items.focus()
    await page.keyboard.type(sku)
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(sku)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
  }
  for (const sku of skus) await expect(page.locator('.field-ref-many')).toContainText(sku)
  // While the bundle is being put together, the form shows each item's current price.
  const picked = page.getByRole('region', { name: 'Bundle items and prices' })
  for (const sku of skus)
    await expect(picked.getByRole('row', { name: new RegExp(sku) })).toContainText(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(
        usd.find((p) => p.skuCode === sku)!.amount as number,
      ),
    )
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page).toHaveURL(/\/priceCenter\/skuBundleDetail\?id=\d+$/)
  const bundle = page.getByRole('region', { name: 'Bundle items and prices' })
  for (const sku of skus) await expect(bundle).toContainText(sku)

  await page.getByRole('button', { name: 'New price', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `New price for ${code}` })
  // The price code is left empty: the server gives the next one (issue 29), and the form says so.
  await expect(dialog.getByLabel('Price code')).not.toHaveAttribute('aria-required', 'true')
  await expect(dialog.getByText('Left empty, the next code (PRC…) is given on saving.')).toBeVisible()
  await dialog.getByRole('button', { name: /Currency/ }).click()
  await page.getByRole('option', { name: 'USD' }).click()
  await dialog.getByLabel('Amount', { exact: true }).fill(String(bundlePrice))
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/priceCenter\/priceBundleDetail\?id=\d+$/)
  // The saved price shows the code it was given.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bundle price detail PRC\d{6,}$/)
  const saving = page.getByRole('region', { name: 'Bundle saving' })
  await expect(saving).toContainText('Saving')
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' })
  await expect(saving).toContainText(amount.format(Math.round((sum - bundlePrice) * 100) / 100))
})

test('viewer sees the lists but no write control', async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'viewer', '/priceCenter/skuList')
  await expect(page.getByRole('grid')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Add bundle SKU' })).toHaveCount(0)
  await page.getByRole('grid').getByRole('row').nth(1).dblclick()
  await expect(page).toHaveURL(/Detail\?id=\d+$/)
  await expect(h1(page)).toBeVisible()
  for (const name of ['Edit', 'Delete', 'New price'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  await page.goto('/productCenter/bindProductList')
  await expect(page.getByRole('grid')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0)
})

test('finance gets no price center', async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'finance')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByText('Order center')).toBeVisible()
  await expect(menu.getByText('Price center')).toHaveCount(0)
  await expect(menu.getByText('Product center')).toHaveCount(0)
  await page.goto('/priceCenter/skuList')
  await expect(h1(page)).toHaveText('You do not have access to this page')
  await expect(page.getByRole('grid')).toHaveCount(0)
})

const PANELS: Record<string, { zh: string; en: string }> = {
  'bundle-sku': { zh: '组合内容与价格', en: 'Bundle items and prices' },
  'bundle-price': { zh: '组合优惠', en: 'Bundle saving' },
}

test('screenshots of the SKU list, a bundle SKU and a bundle price', async ({ browser, baseURL }) => {
  test.skip(!process.env.SHOTS, 'screenshots are taken on request: SHOTS=1')
  test.setTimeout(180_000)
  const dir = '/tmp/shots-b'
  mkdirSync(dir, { recursive: true })
  const token = await apiToken(baseURL!)
  const [bundle] = await list(baseURL!, token, 'skus', { type: 'bundle', limit: '1' })
  const [price] = await list(baseURL!, token, 'prices', { type: 'bundle', limit: '1' })
  const pages = {
    'sku-list': '/priceCenter/skuList',
    'bundle-sku': hrefOf('/priceCenter/skuBundleDetail', { id: bundle!.id }),
    'bundle-price': hrefOf('/priceCenter/priceBundleDetail', { id: price!.id }),
  }
  for (const lang of ['zh', 'en'] as const) {
    const context = await browser.newContext()
    const page = await context.newPage()
    // The sign-in page speaks the cookie's language: sign in in English, then switch.
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'pricing')
    await setLanguage(page, lang, baseURL!)
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 768 : 812 })
      for (const [name, href] of Object.entries(pages)) {
        await page.goto(href)
        await expect(h1(page)).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
        await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png` })
        // The page scrolls inside the layout: the bundle panels are taken on their own.
        const panel = PANELS[name]
        if (panel) {
          const region = page.getByRole('region', { name: panel[lang] })
          await region.scrollIntoViewIfNeeded()
          await expect(region.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
          await region.screenshot({ path: `${dir}/${name}-panel-${lang}-${width}.png` })
        }
      }
    }
    await context.close()
  }
})
