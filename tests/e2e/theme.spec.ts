import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { setLanguage, signIn } from './support'

/**
 * Light or dark follows the system by default (issue 31): applied by index.html's boot script before the first
 * frame, and following a change of the system's setting live; the settings drawer can pin light or dark.
 * One sign-in; the system's setting is emulated (prefers-color-scheme).
 */
test.describe.configure({ mode: 'serial' })

let page: Page

/**
 * What the document looked like when its body began: after the head's boot script, before anything can be painted
 * and before the console's own code runs.
 */
interface FirstFrame {
  theme: string | null
  scheme: string
  appRendered: boolean
}

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-theme'

test.beforeAll(async ({ browser, baseURL }) => {
  mkdirSync(SHOTS, { recursive: true })
  page = await browser.newPage({ viewport: { width: 1366, height: 768 }, colorScheme: 'dark' })
  await page.addInitScript(() => {
    // A mutation observer's callback runs before the task that added the body ends, so before any paint.
    // (A first animation frame is not a reliable "before": on a loaded machine it can come after the console renders.)
    new MutationObserver((_, observer) => {
      if (!document.body) return
      observer.disconnect()
      const root = document.documentElement
      ;(window as unknown as { __firstFrame: FirstFrame }).__firstFrame = {
        theme: root.getAttribute('data-theme'),
        scheme: root.style.colorScheme,
        appRendered: !!document.querySelector('#app > *'),
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', '/dashboard')
})

test.afterAll(async () => {
  await page.close()
})

const html = () => page.locator('html')
const firstFrame = () =>
  page.evaluate(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame)
const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

async function openSettings() {
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  return page.getByRole('dialog', { name: 'Page style settings' })
}

test('a dark system gets the dark console from the first frame, before the console itself runs', async () => {
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  expect(await firstFrame()).toEqual({ theme: 'dark', scheme: 'dark', appRendered: false })
  await expect(html()).toHaveAttribute('data-theme', 'dark')
  await page.screenshot({ path: `${SHOTS}/dashboard-system-dark-en-1366.png` })
})

test('the console follows the system when it changes, without a reload', async () => {
  const dark = await background()
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html()).not.toHaveAttribute('data-theme', 'dark')
  await expect.poll(background).not.toBe(dark)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html()).toHaveAttribute('data-theme', 'dark')
  await expect.poll(background).toBe(dark)
})

test('light or dark chosen in the settings stays whatever the system says, until "follow the system"', async () => {
  const drawer = await openSettings()
  const choice = (name: string) => drawer.getByRole('radio', { name, exact: true })
  await expect(choice('Follow the system')).toBeChecked()
  await page.screenshot({ path: `${SHOTS}/settings-dark-en-1366.png` })
  await choice('Light').locator('xpath=ancestor::label').click()
  await expect(choice('Light')).toBeChecked()
  await expect(html()).not.toHaveAttribute('data-theme', 'dark')
  await page.keyboard.press('Escape')

  // The system stays dark: the stored choice is applied before the first frame too.
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  expect(await firstFrame()).toEqual({ theme: null, scheme: 'light', appRendered: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html()).not.toHaveAttribute('data-theme', 'dark')

  const again = await openSettings()
  await again
    .getByRole('radio', { name: 'Follow the system', exact: true })
    .locator('xpath=ancestor::label')
    .click()
  await expect(html()).toHaveAttribute('data-theme', 'dark')
  await page.keyboard.press('Escape')
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('boc.pref.settings') ?? '{}'))
  expect(saved).toMatchObject({ colorScheme: 'system' })
})
