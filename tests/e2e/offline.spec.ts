import { chromium, expect, test, type Page } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cachesBesidesShell, offlineAgain, setLanguage, signIn, USERNAME } from './support'

/** Waits until the service worker controls the page (shell assets precached). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload()
    await page.waitForFunction(() => !!navigator.serviceWorker.controller)
  }
}

async function businessDataLeft(page: Page) {
  const left = await page.evaluate(async () => {
    const dbs = (await indexedDB.databases()).map((d) => d.name)
    let cachedQueries = 0
    if (dbs.includes('boc-query-cache')) {
      cachedQueries = await new Promise<number>((resolve) => {
        const open = indexedDB.open('boc-query-cache')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve(0)
          const req = db.transaction('queries').objectStore('queries').count()
          req.onsuccess = () => resolve(req.result)
        }
      })
    }
    const local = Object.keys(localStorage).filter((k) => k.startsWith('boc.draft.'))
    return { cachedQueries, local }
  })
  return { ...left, ...(await cachesBesidesShell(page)) }
}

test.describe('installable, offline-tolerant PWA', () => {
  test('Chromium reports no installability errors', async ({ baseURL, launchOptions }) => {
    // Installability needs a real (non-incognito) profile.
    const profile = mkdtempSync(join(tmpdir(), 'boc-profile-'))
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
    const page = context.pages()[0] ?? (await context.newPage())
    await signIn(page, 'admin')
    await waitForServiceWorker(page)
    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest.display).toBe('standalone')
    expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable')
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  })

  test('a list seen before renders from IndexedDB after an offline reload, with the offline banner', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin', '/orderCenter/orders')
    const grid = page.getByRole('grid')
    await expect(grid.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    await waitForServiceWorker(page)
    await expect(grid.getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    await page.waitForTimeout(500) // let the persister write the block (no timing assertion)
    await context.setOffline(true)
    await page.reload()
    await offlineAgain(page)
    await expect(page.getByRole('status').filter({ hasText: /离线|offline/i })).toBeVisible()
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    await context.setOffline(false)
  })

  test('a first visit in English starts offline next time: its catalog, not precached, is kept once loaded', async ({
    page,
    context,
    baseURL,
  }) => {
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'admin', '/orderCenter/orders')
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    // No reload while online: on a first visit nothing passed through the worker, which is the point.
    await page.evaluate(() => navigator.serviceWorker.ready)
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('boc-assets')).keys()).some((r) => /\/locale-en-/.test(r.url)),
        ),
      )
      .toBe(true)
    await page.waitForTimeout(500) // let the persister write the block (no timing assertion)
    await context.setOffline(true)
    await page.reload()
    await offlineAgain(page)
    await expect(page.getByRole('status').filter({ hasText: /offline/i })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    await context.setOffline(false)
  })

  test('logout wipes the persisted cache, drafts and runtime caches', async ({ page }) => {
    await signIn(page, 'admin', '/orderCenter/orders')
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    await page.waitForTimeout(500)
    expect((await businessDataLeft(page)).cachedQueries).toBeGreaterThan(0)
    await page.getByRole('button', { name: /Account menu|账户菜单/ }).click()
    await page.getByRole('menuitem', { name: /Log out|退出登录/ }).click()
    await expect(page.getByLabel(USERNAME)).toBeVisible()
    await page.goto('/404')
    expect(await businessDataLeft(page)).toEqual({
      cachedQueries: 0,
      local: [],
      cacheNames: [],
      notShell: [],
    })
  })
})
