import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD, USERNAME, PASSWORD, SIGN_IN } from './support'

/** Fills the account service's sign-in form (whatever page it is on) and submits it. */
export async function submitAccountForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel(USERNAME).fill(username)
  await page.getByLabel(PASSWORD).fill(password)
  await page.getByRole('button', { name: SIGN_IN }).click()
}

/** Signs in through the account service and returns the /auth-redirect address it came back with. */
export async function signInCapturingRedirect(page: Page, username = 'admin', path = '/') {
  await page.goto(path)
  await expect(page).toHaveURL(/\/oauth\/authorize\?/)
  const back = page.waitForRequest((r) => /\/auth-redirect\?code=/.test(r.url()) && r.isNavigationRequest())
  await submitAccountForm(page, username)
  const url = (await back).url()
  await expect(page.getByRole('navigation', { name: /Main menu|主菜单|メインメニュー/ })).toBeVisible()
  return url
}

/** Every token-exchange request the page makes, for "never reaches the token exchange" checks. */
export function recordTokenRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/oauth/token')) seen.push(r.url())
  })
  return seen
}

export const signInAgainHeading = (page: Page) =>
  page.getByRole('heading', { name: /Sign in again|重新登录|再度サインイン/ })

/** Everything the page keeps in localStorage and IndexedDB, as one string (to search for secrets). */
export async function dumpClientStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: unknown[] = [Object.entries(localStorage)]
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const req = indexedDB.open(info.name!)
        req.onsuccess = () => res(req.result)
        req.onerror = () => rej(req.error)
      })
      for (const store of [...db.objectStoreNames]) {
        const all = await new Promise<unknown[]>((res) => {
          const req = db.transaction(store).objectStore(store).getAll()
          req.onsuccess = () => res(req.result)
          req.onerror = () => res([])
        })
        out.push(info.name, store, all)
      }
      db.close()
    }
    return JSON.stringify(out)
  })
}

/** Business data, as other modules would keep it: a persisted query, a draft, a cached API answer, a pref. */
export async function plantBusinessData(page: Page) {
  await page.evaluate(async () => {
    localStorage.setItem('boc.draft.refund', JSON.stringify({ orderNo: 'OD0000000001' }))
    localStorage.setItem('boc.pref.columns', JSON.stringify(['orderNo']))
    await new Promise<void>((res, rej) => {
      const req = indexedDB.open('boc-query-cache', 1)
      req.onupgradeneeded = () => req.result.createObjectStore('queries')
      req.onsuccess = () => {
        const db = req.result
        const tx = db.transaction('queries', 'readwrite')
        tx.objectStore('queries').put({ email: 'planted-business-marker-7f3a' }, 'list/orders/0')
        tx.oncomplete = () => res() // the connection stays open, as a live persister's would
        tx.onerror = () => rej(tx.error)
      }
    })
    const cache = await caches.open('api-responses')
    await cache.put('/v1/orders?limit=1', new Response('{"email":"planted-business-marker-7f3a"}'))
  })
}
