import { readFileSync } from 'node:fs'
import { expect, type Cookie, type Locator, type Page } from '@playwright/test'
import { TOKEN_COOKIE } from '@/domain/session-cookies'

export const DEMO_PASSWORD = 'demo1234'

/** The account service's sign-in form, in whichever language it chose (the console passes its own: zh by default). */
export const USERNAME = /^(Username|用户名|ユーザー名)( \*)?$/
export const PASSWORD = /^(Password|密码|パスワード)( \*)?$/
export const SIGN_IN = /^(Sign in|登录|サインイン)$/

const MAIN_MENU = /Main menu|主菜单|メインメニュー/

/**
 * Opens `path` signed in as `username` and waits for the console. The first time in this worker a user signs
 * in on the account service's page; later tests reuse that session (its cookies), so the suite does not pay a
 * trip through sign-in per test. `fresh` always signs in on the form (a test of signing in itself).
 */
export async function signIn(
  page: Page,
  username = 'admin',
  path = '/',
  { fresh = false }: { fresh?: boolean } = {},
) {
  await openSignedIn(page, username, path, page.getByRole('navigation', { name: MAIN_MENU }), { fresh })
}

/**
 * The one way into the console for tests: opens `path` with `username`'s kept session when the server still
 * honours it (never for `fresh` or a full address, which is a test's own server), else signs in on the
 * account service's form; waits for `ready`, then keeps the session for the next test.
 */
export async function openSignedIn(
  page: Page,
  username: string,
  path: string,
  ready: Locator,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const elsewhere = /^[a-z]+:\/\//i.test(path)
  const reused = !fresh && !elsewhere && (await reuseSession(page, username))
  await page.goto(path)
  if (!reused) await signInOnForm(page, username)
  await expect(ready).toBeVisible()
  if (!elsewhere) await keepSession(page, username)
}

/** Fills in and sends the account service's sign-in form (in whichever language it shows). */
export async function signInOnForm(page: Page, username: string) {
  await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible()
  await page.getByLabel(USERNAME).fill(username)
  await page.getByLabel(PASSWORD).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: SIGN_IN }).click()
}

/** The cookies of a signed-in session: the console's tokens and the account service's own session. */
const SESSION_COOKIES = new Set([TOKEN_COOKIE, 'Id-Token', 'Code-To-Token', 'boc_sso'])
const sessions = new Map<string, Cookie[]>()

/** Remembers `username`'s session cookies once the console shows it signed in. */
async function keepSession(page: Page, username: string) {
  const cookies = (await page.context().cookies()).filter((c) => SESSION_COOKIES.has(c.name))
  if (cookies.some((c) => c.name === TOKEN_COOKIE)) sessions.set(username, cookies)
}

/**
 * Gives the page's context `username`'s kept session, if the server still honours its token (a test that signs
 * out or changes a password ends it): true when it did, and the page will open signed in.
 */
async function reuseSession(page: Page, username: string): Promise<boolean> {
  const cookies = sessions.get(username)
  const token = cookies?.find((c) => c.name === TOKEN_COOKIE)?.value
  if (!cookies || !token) return false
  const answer = await page.request.get('/api/oauth/menu', {
    headers: { authorization: decodeURIComponent(token) },
  })
  if (!answer.ok()) {
    sessions.delete(username)
    return false
  }
  await page.context().addCookies(cookies)
  return true
}

/**
 * Types a YYYY-MM-DD date into a date field (its group of year, month and day segments, in that order in
 * every language): the segments advance by themselves.
 */
export async function fillDate(field: Locator, iso: string) {
  const year = field.getByRole('spinbutton').first()
  await year.click()
  await year.page().keyboard.type(iso.replaceAll('-', ''))
}

/** Sets the UI language cookie before the console loads. */
export async function setLanguage(page: Page, lang: 'zh' | 'en' | 'ja', baseURL: string) {
  await page.context().addCookies([{ name: 'language', value: lang, url: baseURL }])
}

/** The screens this build has: the full paths of the generated route tree. */
export function builtScreens(): Set<string> {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
  return new Set([...block.matchAll(/'([^']+)': typeof/g)].map((m) => m[1] ?? ''))
}

/** The orders list from the sidebar (zh): the order center group is collapsed on other pages. */
export async function openOrdersFromMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: /主菜单/ })
  await menu.getByText('订单中心', { exact: true }).click()
  await menu.getByRole('link', { name: '订单列表', exact: true }).click()
}

/**
 * Waits until the shell's service worker is active (and, with `controlled`, controls this page). Polled with
 * evaluate: a waitForFunction predicate returning a promise counts as truthy at once and would not wait.
 */
export async function serviceWorkerReady(page: Page, opts: { controlled?: boolean } = {}) {
  await expect
    .poll(
      () =>
        page.evaluate(async (controlled) => {
          const reg = await navigator.serviceWorker.getRegistration()
          const wired = document.documentElement.dataset.swRegistered === 'true'
          return (
            reg?.active?.state === 'activated' &&
            wired &&
            (!controlled || !!navigator.serviceWorker.controller)
          )
        }, !!opts.controlled),
      { timeout: 60_000 },
    )
    .toBe(true)
}

/**
 * What Cache Storage holds besides the app shell: caches other than Workbox's precache and the runtime cache of
 * built scripts (`boc-assets`), and entries of that cache that are not built scripts or styles. Both are empty
 * after a logout: the shell is kept, business data never is.
 */
export async function cachesBesidesShell(page: Page): Promise<{ cacheNames: string[]; notShell: string[] }> {
  return page.evaluate(async () => {
    const names = await caches.keys()
    const cacheNames = names.filter((k) => !k.startsWith('workbox-precache') && k !== 'boc-assets')
    const shellEntries = names.includes('boc-assets') ? await (await caches.open('boc-assets')).keys() : []
    const notShell = shellEntries
      .map((r) => new URL(r.url).pathname)
      .filter((p) => !/\/assets\/[^/]+\.(js|css)$/.test(p))
    return { cacheNames, notShell }
  })
}

/**
 * Offline, a page's new document (a reload, a visit) is told it is offline again. Chromium 150 keeps the
 * emulated network off for a new document but reports `navigator.onLine` true there and fires no `offline`,
 * which a device that is really offline never does; switching the emulation back on and off tells the document.
 */
export async function offlineAgain(page: Page) {
  await page.context().setOffline(false)
  await page.context().setOffline(true)
}
