import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { serviceWorkerReady, signIn } from './support'

const SW_FILE = `${process.env.E2E_DIST_DIR ?? 'dist'}/sw.js`

test('a new version is offered with a prompt, never taken over by itself', async ({ page }) => {
  await signIn(page, 'admin')
  // A fresh load under the installed worker, so the page is controlled by the current version.
  await serviceWorkerReady(page)
  await page.reload()
  await serviceWorkerReady(page, { controlled: true })
  const original = readFileSync(SW_FILE, 'utf8')
  try {
    // "Deploy" a new service worker: any byte change makes the browser install it as the waiting worker.
    appendFileSync(SW_FILE, `\n// e2e update ${Date.now()}\n`)
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration()
      await reg?.update()
    })
    const prompt = page.getByRole('status').filter({ hasText: /A new version is available|有新版本可用/ })
    // Installing the new worker re-checks every precached asset: allow for a busy machine.
    await expect(prompt).toBeVisible({ timeout: 60_000 })
    // Nothing reloads until the user chooses to.
    await expect(page.getByRole('heading', { name: '首页' })).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await prompt.getByRole('button', { name: /Reload|重新加载/ }).click()
    await reloaded
    await expect(page.getByRole('heading', { name: '首页' })).toBeVisible()
    await expect(prompt).toBeHidden()
  } finally {
    writeFileSync(SW_FILE, original)
  }
})
