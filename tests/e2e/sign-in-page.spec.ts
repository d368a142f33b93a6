import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, PASSWORD, SIGN_IN, USERNAME } from './support'

/** Issue 31: the account service's sign-in page, as polished as the console. */
test('the sign-in page: reached from / by the server, its icon, description and a language switch that keeps the sign-in', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  // Signed out, / is answered by a redirect to the sign-in page: no index.html, no boot script in between.
  const first = page.waitForResponse((r) => new URL(r.url()).pathname === '/')
  await page.goto('/')
  expect((await first).status()).toBe(302)
  await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/oauth/authorize')
  expect(scripts).toEqual([])

  // Icon (served, no 404 logged) and description.
  const icon = await page.locator('link[rel=icon]').getAttribute('href')
  expect(icon).toBeTruthy()
  const iconAnswer = await page.request.get(new URL(icon!, page.url()).toString())
  expect(iconAnswer.status()).toBe(200)
  expect(iconAnswer.headers()['content-type']).toContain('image/svg+xml')
  expect((await page.request.get('/favicon.ico')).status()).toBe(200)
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.+/)

  // The switch changes the language only: the same client, state, challenge and redirect.
  const before = new URL(page.url()).searchParams
  const switcher = page.getByRole('navigation', { name: /^(Language|语言|言語)$/ })
  await switcher.getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const after = new URL(page.url()).searchParams
  expect(after.get('ui_locales')).toBe('en')
  for (const k of ['client_id', 'state', 'code_challenge', 'code_challenge_method', 'redirect_uri', 'nonce'])
    expect(after.get(k), k).toBe(before.get(k))
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
  await switcher.getByRole('link', { name: '日本語' }).click()
  await expect(page.getByRole('button', { name: 'サインイン' })).toBeVisible()

  // The sign-in the server started goes on in the console, which lands on its home page.
  await page.getByLabel(USERNAME).fill('admin')
  await page.getByLabel(PASSWORD).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: SIGN_IN }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('navigation', { name: /Main menu|主菜单|メインメニュー/ })).toBeVisible()
  expect(errors.filter((e) => /favicon|404/.test(e))).toEqual([])

  // Signed in, / is the console again (no trip to the account service).
  const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/')
  await page.goto('/')
  expect((await again).status()).toBe(200)
  await expect(page).toHaveURL(/\/dashboard$/)
})
