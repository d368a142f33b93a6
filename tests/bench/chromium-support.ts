import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

/** A headless Debian Chromium with a real (persistent) profile, as an installed PWA would have. */
export async function launchProfile(viewport = { width: 1366, height: 800 }): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'boc-bench-'))
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
  })
}

/** Signs in as admin (in English) through the account service, arriving on `path`, until `ready` shows. */
export async function signInAsAdmin(page: Page, url: string, path: string, ready: Locator): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: 'en', url }])
  await page.goto(`${url}${path}`)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await ready.waitFor({ timeout: 60_000 })
}
