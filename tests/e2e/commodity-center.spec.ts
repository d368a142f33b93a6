import { mkdirSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { accessToken } from '../support/sign-in'
import { SCREENS, hrefOf, type Screen } from '@/domain/screens'
import { builtScreens, setLanguage, signIn } from './support'

/**
 * The commodity center as the `operator` staff use it (issue 16): every screen of it opens; an empty-cart
 * recommendation list is reordered by keyboard and keeps its order after a reload; an AB test is started (its
 * variants then locked), stopped, and its results read. One signed-in page serves the whole file.
 */

type Row = Record<string, unknown> & { id: number }

const ours = (s: Screen) => s.path.startsWith('/commodityCenter/')
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

let page: Page
let token: string

async function api<T>(baseURL: string, path: string, init: RequestInit = {}): Promise<T> {
  const r = await fetch(`${baseURL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  })
  const body = (await r.json()) as { data: T }
  expect(r.status, JSON.stringify(body)).toBe(200)
  return body.data
}
const first = async (baseURL: string, entity: string, query: Record<string, string> = {}) => {
  const q = new URLSearchParams({ limit: '1', ...query })
  return (await api<{ items: Row[] }>(baseURL, `/v1/${entity}?${q}`)).items[0]
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser, baseURL }: { browser: Browser; baseURL?: string }) => {
  token = await accessToken(baseURL!, 'operator')
  page = await browser.newPage({ viewport: { width: 1366, height: 800 } })
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'operator', '/commodityCenter/coupon')
})
test.afterAll(async () => {
  await page?.close()
})

test('every commodity center screen of this issue opens for operator', async ({ baseURL }) => {
  test.setTimeout(180_000)
  const built = builtScreens()
  const screens = SCREENS.filter(ours)
  expect(screens).toHaveLength(45)
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByText('Commodity center', { exact: true })).toBeVisible()
  for (const s of screens) {
    expect(built, s.path).toContain(s.path)
    let href = s.path
    if (s.screen.kind === 'edit' || s.screen.kind === 'detail') {
      const row = await first(baseURL!, s.screen.entity!, { ...s.screen.fixed })
      expect(row, `a record for ${s.path}`).toBeTruthy()
      href = hrefOf(s.path, { id: row!.id })
    }
    await page.goto(href)
    await expect(h1(page), s.path).toHaveText(new RegExp(`^${s.title.en}`))
    await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/ })).toHaveCount(0)
    if (s.screen.kind === 'list') await expect(page.getByRole('grid')).toBeVisible()
    if (s.screen.kind === 'add' || s.screen.kind === 'edit')
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
    // The purchase page screens, opened without a configuration, ask for one.
    if (s.screen.kind === 'custom')
      await expect(page.getByRole('combobox', { name: 'Purchase configuration' })).toBeVisible()
  }
  // The SPU detail lists its SKUs; the coupon list has the search filter and new coupons use a buy link.
  await page.goto(hrefOf('/commodityCenter/spu/detail', { id: (await first(baseURL!, 'spus'))!.id }))
  await expect(page.getByRole('region', { name: 'SKUs of this SPU' }).getByRole('link').first()).toBeVisible()
  await page.goto('/commodityCenter/coupon/add')
  await expect(page.getByRole('button', { name: /Use mode/ })).toContainText('Buy link')
})

test('a buy-and-gift activity giving the SKU bought is refused in the form, before it is sent', async () => {
  await page.goto('/commodityCenter/marketing-activity/add')
  await page.getByLabel('Activity code').fill(`BNG-E2E-${Date.now().toString(36)}`)
  await page.getByLabel('Name', { exact: true }).fill('E2E gift')
  for (const field of ['SKU bought', 'Gift SKU']) {
    await page.getByRole('combobox', { name: new RegExp(field) }).focus()
    // A full code the search confirms is taken as typed (the options close by themselves).
    await page.keyboard.type('SKU00001')
    await expect(page.getByText('PDF Editor Pro Standard – Lifetime (Windows)')).toHaveCount(
      field === 'SKU bought' ? 1 : 2,
    )
  }
  const writes: string[] = []
  page.on('request', (r) => r.method() === 'POST' && writes.push(r.url()))
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText('The gift SKU must differ from the SKU bought.')).toBeVisible()
  expect(writes.filter((u) => u.includes('/v1/marketingActivities'))).toEqual([])
})

test('an empty-cart list is reordered by keyboard and keeps its order after a reload', async () => {
  await page.goto('/commodityCenter/recommend/empty')
  const arrange = async () => {
    await page.getByRole('button', { name: 'Arrange order' }).click()
    const region = page.getByRole('region', { name: 'Order of a list' })
    await expect(region.getByRole('button', { name: /List/ })).toContainText('English · United States')
    return region.getByRole('listitem')
  }
  let items = await arrange()
  const before = await items.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  expect(before.length).toBeGreaterThan(2)
  const name = (label: string | null) => label!.replace(/^\d+\. /, '')
  await items.first().focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(items.nth(1)).toHaveAttribute('aria-label', `2. ${name(before[0]!)}`)
  await expect(items.nth(1)).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'moved to position 2' })).toBeAttached()
  await page.getByRole('button', { name: 'Save order' }).click()
  await expect(page.getByText('The new order is saved.')).toBeVisible()

  await page.reload()
  items = await arrange()
  await expect(items.nth(0)).toHaveAttribute('aria-label', `1. ${name(before[1]!)}`)
  await expect(items.nth(1)).toHaveAttribute('aria-label', `2. ${name(before[0]!)}`)

  // By drag: the third item dropped on the first takes its place, and keeps it after a reload.
  const third = name(await items.nth(2).getAttribute('aria-label'))
  await items.nth(2).dragTo(items.nth(0))
  await expect(items.nth(0)).toHaveAttribute('aria-label', `1. ${third}`)
  await expect(items.nth(1)).toHaveAttribute('aria-label', `2. ${name(before[1]!)}`)
  await page.getByRole('button', { name: 'Save order' }).click()
  await expect(page.getByText('The new order is saved.')).toBeVisible()
  await page.reload()
  items = await arrange()
  await expect(items.nth(0)).toHaveAttribute('aria-label', `1. ${third}`)
})

test('an AB test starts, locks its variants, stops, and shows results from orders', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const code = `ABE2E${Date.now().toString(36).toUpperCase()}`
  // A SKU without a running cart test (the data directory outlives runs of this file).
  const running = await api<{ items: Row[] }>(baseURL!, '/v1/abTests?status=running&testType=cart&limit=1000')
  const busy = new Set(running.items.map((t) => t.skuCode))
  const sku = Array.from({ length: 400 }, (_, i) => `SKU${String(i).padStart(5, '0')}`).find(
    (s) => !busy.has(s),
  )!
  const draft = await api<Row>(baseURL!, '/v1/abTests', {
    method: 'POST',
    body: JSON.stringify({
      testCode: code,
      name: 'E2E cart test',
      skuCode: sku,
      testType: 'cart',
      trafficPercent: 25,
      variantA: 'Classic cart',
      variantB: 'One-page checkout',
    }),
  })
  await page.goto(hrefOf('/commodityCenter/ab-testing/detail', { id: draft.id }))
  await expect(h1(page)).toHaveText(`AB test detail ${code}`)
  await expect(page.getByText('Results appear once the test starts')).toBeVisible()

  await page.getByRole('button', { name: 'Start test' }).click()
  const confirmStart = page.getByRole('alertdialog', { name: `Start AB test ${code}?` })
  await confirmStart.getByRole('button', { name: 'Start test' }).click()
  await expect(page.getByText(`AB test ${code} is running.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Stop test' })).toBeVisible()
  // A running test is not offered for deletion, and says why.
  const deleteTest = page.getByRole('button', { name: 'Delete', exact: true })
  await expect(deleteTest).toBeDisabled()
  await expect(deleteTest).toHaveAccessibleDescription('A running test cannot be deleted: stop it first.')

  // Running: the edit form shows the design locked, and the name still editable.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page).toHaveURL(/\/commodityCenter\/ab-testing\/edit\?id=/)
  const variantB = page.getByRole('group', { name: 'Variant B', exact: true })
  await expect(variantB).toContainText('One-page checkout')
  await expect(variantB).toContainText('Locked')
  await expect(page.getByRole('textbox', { name: /Variant B/ })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeEditable()
  await page.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(page).toHaveURL(/\/commodityCenter\/ab-testing\/detail\?id=/)

  await page.getByRole('button', { name: 'Stop test' }).click()
  await page
    .getByRole('alertdialog', { name: `Stop AB test ${code}?` })
    .getByRole('button', { name: 'Stop test' })
    .click()
  await expect(page.getByText(`AB test ${code} stopped.`)).toBeVisible()
  await expect(deleteTest).toBeEnabled()
  const results = page.getByRole('region', { name: 'Results' })
  await expect(results).toContainText(`Orders of ${sku} from`)
  await expect(results.getByRole('row', { name: /^B One-page checkout 25 %/ })).toBeVisible()

  // A test that ran over seeded orders: per-variant figures and the chart.
  const seeded = (await first(baseURL!, 'abTests', { testCode: 'ABT00002' }))!
  await page.goto(hrefOf('/commodityCenter/ab-testing/detail', { id: seeded.id }))
  const seededResults = page.getByRole('region', { name: 'Results' })
  await expect(seededResults.getByRole('img', { name: /Variant A: 50 % of the traffic/ })).toBeVisible()
  const orders = Number(await seededResults.getByRole('row').nth(2).getByRole('cell').nth(1).textContent())
  expect(orders).toBeGreaterThan(0)
})

test('viewer reads the commodity center and is offered no change; pricing is offered none of it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } })
  const p = await context.newPage()
  await setLanguage(p, 'en', baseURL!)
  await signIn(p, 'viewer', '/commodityCenter/ab-testing')
  await expect(p.getByRole('grid')).toBeVisible()
  await expect(p.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0)
  const running = (await first(baseURL!, 'abTests', { testCode: 'ABT00001' }))!
  await p.goto(hrefOf('/commodityCenter/ab-testing/detail', { id: running.id }))
  await expect(p.getByRole('region', { name: 'Results' }).getByRole('img')).toBeVisible()
  for (const name of ['Stop test', 'Edit', 'Delete'])
    await expect(p.getByRole('button', { name, exact: true })).toHaveCount(0)
  await p.goto('/commodityCenter/skuEquityRefresh')
  await expect(p.getByRole('grid')).toBeVisible()
  await expect(p.getByRole('button', { name: 'New refresh' })).toHaveCount(0)
  await p.goto('/commodityCenter/recommend/empty')
  await p.getByRole('button', { name: 'Arrange order' }).click()
  await expect(p.getByRole('region', { name: 'Order of a list' }).getByRole('listitem').first()).toBeVisible()
  await expect(p.getByRole('button', { name: 'Save order' })).toHaveCount(0)
  // The page editors change a configuration: not a viewer's screens.
  await p.goto('/commodityCenter/client-buy-config/page-setting')
  await expect(p).toHaveURL(/\/401$/)
  await context.close()

  const other = await browser.newContext({ viewport: { width: 1366, height: 800 } })
  const q = await other.newPage()
  await setLanguage(q, 'en', baseURL!)
  await signIn(q, 'pricing')
  await expect(
    q.getByRole('navigation', { name: 'Main menu' }).getByText('Commodity center', { exact: true }),
  ).toHaveCount(0)
  await q.goto('/commodityCenter/coupon')
  await expect(q).toHaveURL(/\/401$/)
  await other.close()
})

test('screenshots of the commodity center in zh and en at 1366 and 375', async ({ browser, baseURL }) => {
  test.skip(!process.env.SHOTS, 'screenshots are taken on request: SHOTS=1')
  test.setTimeout(240_000)
  const dir = '/tmp/shots-commodity'
  mkdirSync(dir, { recursive: true })
  const id = async (entity: string, query: Record<string, string> = {}) =>
    (await first(baseURL!, entity, query))!.id
  const pages: Record<string, string> = {
    'recommend-list': '/commodityCenter/recommend/empty',
    'ab-detail': hrefOf('/commodityCenter/ab-testing/detail', {
      id: await id('abTests', { testCode: 'ABT00001' }),
    }),
    'ab-edit': hrefOf('/commodityCenter/ab-testing/edit', {
      id: await id('abTests', { testCode: 'ABT00001' }),
    }),
    'spu-detail': hrefOf('/commodityCenter/spu/detail', { id: await id('spus') }),
    'gift-add': '/commodityCenter/marketing-activity/add',
    'sku-list': '/commodityCenter/sku',
    'coupon-list': '/commodityCenter/coupon',
    'activity-list': '/commodityCenter/activity',
    'gift-list': '/commodityCenter/marketing-activity',
    'ab-list': '/commodityCenter/ab-testing',
    'purchase-config-list': '/commodityCenter/client-buy-config',
    'page-setting-mobile': hrefOf('/commodityCenter/client-buy-config/page-setting-mobile', {
      id: await id('clientBuyConfigs'),
    }),
    'sku-relation-list': '/commodityCenter/sku-relation',
  }
  for (const lang of ['zh', 'en'] as const) {
    const context = await browser.newContext()
    const p = await context.newPage()
    await setLanguage(p, 'en', baseURL!)
    await signIn(p, 'operator')
    await setLanguage(p, lang, baseURL!)
    for (const width of [1366, 375]) {
      await p.setViewportSize({ width, height: width > 1000 ? 768 : 812 })
      for (const [name, href] of Object.entries(pages)) {
        await p.goto(href)
        await expect(h1(p)).toBeVisible()
        if (name === 'recommend-list') await p.getByRole('button', { name: /Arrange order|调整顺序/ }).click()
        await expect(p.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
        await p.screenshot({ path: `${dir}/${name}-${lang}-${width}.png`, fullPage: true })
        if (name === 'ab-detail') {
          const region = p.getByRole('region', { name: /Results|结果/ })
          await region.scrollIntoViewIfNeeded()
          await region.screenshot({ path: `${dir}/${name}-results-${lang}-${width}.png` })
        }
      }
    }
    await context.close()
  }
})
