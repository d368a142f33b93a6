import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, PASSWORD, setLanguage, SIGN_IN, USERNAME } from './support'

/**
 * axe on every kind of screen of every center (issue 31): the generic list, add, edit and detail screens once
 * per center, each bespoke view, and the shell's overlays (palette, `?` overlay, settings drawer, tab menu).
 * No serious or critical violation of WCAG 2.0–2.2 A/AA or axe's best practices. One sign-in; a language is
 * switched as a user's choice is kept (its cookie), light and dark follow the emulated system.
 *
 * Locally every screen is scanned in zh and light (the console's defaults); on CI (axe takes 3–9 s a screen)
 * one screen of each kind per center. Then a handful of screens that show every part the others are made of
 * (shell, table, form with date fields and pickers, detail sections, a bespoke view) in every other language
 * and scheme, and the overlays in zh light and en dark.
 * AXE_SCREENS=all scans every screen and overlay in every language and scheme (a full local audit, some
 * 30 minutes); AXE_SCREENS=/dashboard,/priceCenter/skuList scans only those, in every language and scheme.
 */
test.describe.configure({ mode: 'default' })

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const LANGS = ['zh', 'en', 'ja'] as const
type Lang = (typeof LANGS)[number]
const SCHEMES = ['light', 'dark'] as const
/** The document's language attribute per console language. */
const HTML_LANG: Record<Lang, RegExp> = { zh: /^zh/, en: /^en/, ja: /^ja/ }
const SHOTS = process.env.SHOTS ? (process.env.SHOTS_DIR ?? '/tmp/shots-axe') : undefined

/** One screen of each kind per center, and every bespoke view (seeded records: id 1 exists for each entity). */
const SCREENS = [
  '/dashboard',
  // Order center: lists, the order and offline-order details, forms, refunds, barters, imports, jobs, queries.
  '/orderCenter/orders',
  '/orderCenter/order/detail?id=1',
  '/orderCenter/orderList',
  '/orderCenter/orderDetail?id=1',
  '/orderCenter/orderEdit?id=1',
  '/orderCenter/customerAdd',
  '/orderCenter/customerDetail?id=1',
  '/orderCenter/refunds',
  '/orderCenter/refund/apply',
  '/orderCenter/barterList',
  '/orderCenter/applyBarter',
  '/orderCenter/barterDetail?id=1',
  '/orderCenter/orderImport',
  '/orderCenter/pullOrdersFromDouyinStores',
  '/orderCenter/onlineAgentCenter',
  '/orderCenter/order_import',
  '/orderCenter/orderAssociation',
  '/orderCenter/orderAssociationFor40',
  // Price center: generic screens, the bundle SKU's panels, batch add, the price check, date and time fields.
  '/priceCenter/skuList',
  '/priceCenter/skuAdd',
  '/priceCenter/skuEdit?id=1',
  '/priceCenter/skuDetail?id=1',
  '/priceCenter/skuBundleDetail?id=1',
  '/priceCenter/skuBatchAdd',
  '/priceCenter/priceList',
  '/priceCenter/priceEdit?id=1',
  '/priceCenter/priceDetail?id=1',
  '/priceCenter/couponAdd',
  '/priceCenter/licenseDetail?id=1',
  // Commodity center: generic screens, recommendations, AB tests, equity refresh, purchase pages.
  '/commodityCenter/activity',
  '/commodityCenter/activity/add',
  '/commodityCenter/activity/edit?id=1',
  '/commodityCenter/spu/detail?id=1',
  '/commodityCenter/coupon',
  '/commodityCenter/recommend/empty',
  '/commodityCenter/ab-testing/detail?id=1',
  '/commodityCenter/skuEquityRefresh',
  '/commodityCenter/client-buy-config/page-setting?id=1',
  '/commodityCenter/client-buy-config/page-detail?id=1',
  // Product center and backstage: generic screens, the permission tree, a user's effective permissions.
  '/productCenter/bindProductList',
  '/productCenter/bindproductAdd',
  '/backstageManagement/userList',
  '/backstageManagement/userDetail?id=1',
  '/backstageManagement/permissionEdit?id=1',
]

/**
 * Screens whose parts make up every other screen (shell, table, form with date fields and pickers, detail
 * sections, a bespoke view): scanned in every language and scheme on CI too.
 */
const HANDFUL = [
  '/orderCenter/orders',
  '/priceCenter/priceEdit?id=1',
  '/commodityCenter/ab-testing/detail?id=1',
]

const CHOSEN = process.env.AXE_SCREENS
const FULL = CHOSEN === 'all'
const ONLY = CHOSEN && !FULL ? CHOSEN.split(',') : undefined
type Combination = { lang: Lang; scheme: (typeof SCHEMES)[number] }
const EVERY: Combination[] = LANGS.flatMap((l) => SCHEMES.map((scheme) => ({ lang: l, scheme })))
const DEFAULT: Combination = { lang: 'zh', scheme: 'light' }

/** The languages and schemes a screen is scanned in. */
const combinationsOf = (): Combination[] => (FULL || ONLY ? EVERY : [DEFAULT])
const OVERLAY_COMBINATIONS: Combination[] = FULL ? EVERY : [DEFAULT, { lang: 'en', scheme: 'dark' }]

let page: Page
let lang: Lang = 'zh'

test.beforeAll(async ({ browser, baseURL }) => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
  // axe needs a page of a context of its own making (browser.newPage's is not one it can use).
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, colorScheme: 'light' })
  page = await context.newPage()
  await setLanguage(page, 'zh', baseURL!)
  await page.goto('/dashboard')
  await page.getByLabel(USERNAME).fill('admin')
  await page.getByLabel(PASSWORD).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: SIGN_IN }).click()
  // The whole console loads behind this first screen: on a busy machine that takes a while.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible({ timeout: 90_000 })
})

test.afterAll(async () => {
  await page.context().close()
})

/**
 * Switches the console's language as a user's choice is kept (the language cookie) and reloads: the navbar's
 * language select is there only on the screens the spec gives one (multilang).
 */
async function switchLanguage(to: Lang) {
  if (to === lang) return
  await setLanguage(page, to, new URL(page.url()).origin)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[to])
  lang = to
}

/** Waits until the screen has drawn what it loads: no busy region, no loading bar. */
async function settled() {
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('.page-loading')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
}

/** Serious and critical violations, one line each with the elements (and, for contrast, the colours). */
async function violations(label: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id}: ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim())
          .join(' | ')}`,
    )
}

/** Light or dark as the emulated system says (the console follows it: the default scheme is the system's). */
async function showScheme(scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme })
  const html = page.locator('html')
  if (scheme === 'dark') await expect(html).toHaveAttribute('data-theme', 'dark')
  else await expect(html).not.toHaveAttribute('data-theme', 'dark')
}

/**
 * Scans in the given languages and schemes (the current language first, so a language is switched as few
 * times as can be); `open` shows what is scanned (an overlay, closed again by Escape), after the switch.
 */
async function scan(
  label: string,
  combinations: readonly Combination[],
  overlay?: { open: () => Promise<void>; include: string },
) {
  const found: string[] = []
  const order = [...combinations].sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang))
  for (const { lang: to, scheme } of order) {
    await switchLanguage(to)
    await showScheme(scheme)
    if (overlay) await overlay.open()
    await settled()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label.replace(/[/?=]/g, '_')}-${to}-${scheme}.png` })
    found.push(...(await violations(`${label} (${to}, ${scheme})`, overlay?.include)))
    if (overlay) await page.keyboard.press('Escape')
  }
  return found
}

/** The screens by center (one test each, so a slow machine's time is counted per center). */
/**
 * On CI, one screen of each kind per center (list, add, edit, detail, each kind of bespoke view): axe takes
 * 3–9 s a screen there, and every generic screen is the same components over another entity.
 */
const ON_CI = [
  '/dashboard',
  '/orderCenter/orders',
  '/orderCenter/orderDetail?id=1',
  '/orderCenter/customerAdd',
  '/orderCenter/refund/apply',
  '/orderCenter/barterDetail?id=1',
  '/orderCenter/orderImport',
  '/priceCenter/skuBundleDetail?id=1',
  '/priceCenter/priceEdit?id=1',
  '/commodityCenter/activity/add',
  '/commodityCenter/ab-testing/detail?id=1',
  '/commodityCenter/client-buy-config/page-setting?id=1',
  '/productCenter/bindProductList',
  '/backstageManagement/userDetail?id=1',
  '/backstageManagement/permissionEdit?id=1',
]
const SCANNED = ONLY ? SCREENS.filter((p) => ONLY.includes(p)) : FULL || !process.env.CI ? SCREENS : ON_CI

const CENTERS = new Map<string, string[]>()
for (const path of SCANNED) {
  const center = path.split('/')[1]!
  CENTERS.set(center, [...(CENTERS.get(center) ?? []), path])
}

for (const [center, paths] of CENTERS) {
  test(`every kind of screen of ${center} is axe clean (zh light)`, async () => {
    test.setTimeout(10 * 60_000)
    const found: string[] = []
    for (const path of paths) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang])
      await settled()
      found.push(...(await scan(path, combinationsOf())))
    }
    expect(found).toEqual([])
  })
}

test('a handful of screens made of every part are axe clean in every language and scheme', async () => {
  test.skip(FULL || !!ONLY, 'every screen is scanned in every language and scheme already')
  test.setTimeout(10 * 60_000)
  const found: string[] = []
  for (const to of [...LANGS].sort((a, b) => Number(b === lang) - Number(a === lang)))
    for (const path of HANDFUL) {
      await page.goto(path)
      found.push(
        ...(await scan(
          path,
          SCHEMES.map((scheme) => ({ lang: to, scheme })).filter(
            (c) => c.lang !== 'zh' || c.scheme !== 'light',
          ),
        )),
      )
    }
  expect(found).toEqual([])
})

test("the shell's overlays are axe clean: palette, shortcut overlay, settings drawer, tab menu", async () => {
  test.skip(!!ONLY, 'AXE_SCREENS names screens only')
  test.setTimeout((FULL ? 8 : 3) * 60_000)
  await page.goto('/orderCenter/orders')
  await settled()
  const found: string[] = []
  const main = page.getByRole('main')
  found.push(
    ...(await scan('palette', OVERLAY_COMBINATIONS, {
      include: '.palette',
      open: async () => {
        await page.keyboard.press('Control+k')
        await expect(page.locator('.palette')).toBeVisible()
        await page.keyboard.type('sku')
        await expect(page.locator('.palette [role=option]').first()).toBeVisible()
      },
    })),
  )
  found.push(
    ...(await scan('shortcut overlay', OVERLAY_COMBINATIONS, {
      include: '[role=dialog]',
      open: async () => {
        await main.focus()
        await page.keyboard.press('?')
        await expect(page.getByRole('dialog')).toBeVisible()
      },
    })),
  )
  found.push(
    ...(await scan('settings drawer', OVERLAY_COMBINATIONS, {
      include: '[role=dialog]',
      open: async () => {
        await page.getByRole('button', { name: /^(设置|Settings|設定)$/ }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
      },
    })),
  )
  found.push(
    ...(await scan('tab menu', OVERLAY_COMBINATIONS, {
      include: '[role=menu]',
      open: async () => {
        await page.locator('.tab-link').last().focus()
        await page.keyboard.press('Shift+F10')
        await expect(page.getByRole('menu')).toBeVisible()
      },
    })),
  )
  expect(found).toEqual([])
})
