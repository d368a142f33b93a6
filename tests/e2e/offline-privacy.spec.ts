import { expect, test, type Page } from '@playwright/test'
import { serviceWorkerReady, signIn } from './support'

/** Keys of the persisted query cache (each begins with "boc:<build>:<user>"). */
async function persistedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('boc-query-cache')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve([])
          const req = db.transaction('queries').objectStore('queries').getAllKeys()
          req.onsuccess = () => resolve(req.result.map(String))
        }
        open.onerror = () => resolve([])
      }),
  )
}

test.describe('offline privacy', () => {
  test("user A's cached data never shows in user B's session on the same profile", async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin', '/orderCenter/orders')
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    await expect.poll(async () => (await persistedKeys(page)).some((k) => k.includes(':admin'))).toBe(true)
    // A just closes the tab: the session ends without a logout; B signs in on the same profile.
    await context.clearCookies()
    await signIn(page, 'finance', '/orderCenter/orders')
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    const keys = await persistedKeys(page)
    expect(keys.filter((k) => k.includes(':admin'))).toEqual([])
    expect(keys.some((k) => k.includes(':finance'))).toBe(true)
  })

  test('logout while offline still leaves no business data', async ({ page, context }) => {
    await signIn(page, 'admin', '/orderCenter/orders')
    // Offline, the account menu's code and the reload after logout come from the service worker: only a page
    // loaded under the installed worker is controlled by it (the worker does not claim pages it did not load).
    await serviceWorkerReady(page)
    await page.reload()
    await serviceWorkerReady(page, { controlled: true })
    await expect(page.getByRole('grid').getByRole('gridcell', { name: 'OD0000000001' })).toBeVisible()
    await expect.poll(async () => (await persistedKeys(page)).length).toBeGreaterThan(0)
    await context.setOffline(true)
    await page.getByRole('button', { name: /Account menu|账户菜单/ }).click()
    // The logout wipes, then reloads: waited for from before the click, since the click itself may wait until
    // the reload has committed and its load event is gone by the time a wait after it starts.
    const reloaded = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame() })
    await page.getByRole('menuitem', { name: /Log out|退出登录/ }).click()
    await reloaded
    await context.setOffline(false)
    // Back online, the console finishes the pending server logout and may navigate itself: retry until ours lands.
    await expect(async () => {
      await page.goto('/404')
    }).toPass()
    expect(await persistedKeys(page)).toEqual([])
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boc.draft.'))),
    ).toEqual([])
    const cookies = (await context.cookies()).map((c) => c.name)
    expect(cookies).not.toContain('Admin-Token')
    expect(cookies).not.toContain('Id-Token')
  })
})
