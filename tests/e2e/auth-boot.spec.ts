import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, PASSWORD, SIGN_IN, USERNAME, signIn } from './support'

/** Issue 21: a signed-out visit goes to the sign-in page before the console's bundle is downloaded. */
test('a signed-out visit reaches the sign-in page without loading the console, then comes back', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/orderCenter/orders?sort=email:asc')
  await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/oauth/authorize')
  expect(page.url()).not.toMatch(/token=|Bearer/i)
  expect(scripts).toEqual([])

  await page.getByLabel(USERNAME).fill('admin')
  await page.getByLabel(PASSWORD).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: SIGN_IN }).click()
  await expect(page).toHaveURL(/\/orderCenter\/orders\?sort=email(%3A|:)asc$/)
  await expect(page.getByRole('grid')).toBeVisible()
  expect(scripts.some((s) => s.startsWith('/assets/index-'))).toBe(true)
})

/** A chunk held back until the returned function releases it: the console's code still downloading. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Issue 31: what a signed-in start does while the console's code downloads (held back here): the shell's
 * stand-in from the first paint, and the session's first reads.
 */
test.describe('while the console downloads', () => {
  // No service worker: its precache would answer for the held-back chunk.
  test.use({ serviceWorkers: 'block' })

  test('a signed-in start draws the stand-in shell at once, and the console replaces it', async ({
    page,
  }) => {
    await signIn(page)
    const release = await holdChunk(page, 'shell')
    await page.goto('/orderCenter/orders')
    const standIn = page.locator('#boot-shell')
    await expect(standIn).toBeVisible()
    await expect(standIn).toContainText('Back Office Console')
    await expect(page.getByRole('navigation', { name: /Main menu|主菜单/ })).toHaveCount(0)
    release()
    await expect(page.getByRole('grid')).toBeVisible()
    await expect(standIn).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.dataset.boot)).toBeUndefined()
  })

  // Issue 31: the menu, the user and the list's first rows travel while the code downloads, and the console
  // uses those answers.
  test("a signed-in start asks for the menu, the user and the list's first rows once, before the layout has loaded", async ({
    page,
  }) => {
    await signIn(page)
    const reads: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname === '/api/oauth/menu' || url.pathname === '/api/oauth/user') reads.push(url.pathname)
      if (url.pathname === '/v1/orders' && url.searchParams.get('offset') === '0') reads.push('first rows')
    })
    const release = await holdChunk(page, 'shell')
    await page.goto('/orderCenter/orders')
    const once = ['/api/oauth/menu', '/api/oauth/user', 'first rows']
    await expect.poll(() => [...reads].sort()).toEqual(once)
    release()
    await expect(page.locator('[role=row][aria-rowindex="2"]:not([data-placeholder])')).toBeVisible()
    await expect(page.getByRole('button', { name: /[:：] ?(account menu|账户菜单)$/i })).toBeVisible()
    expect(reads.sort()).toEqual(once)
  })

  // Issue 31: the layout's code and the screen's, with the screen's own styles (named by the server in the
  // page), download beside the entry, not after it has run. The shell's and the table's styles are in the page's
  // stylesheet.
  for (const { path, files, shown } of [
    { path: '/orderCenter/orders', files: ['list.js', 'shell.js'], shown: 'grid' },
    { path: '/dashboard', files: ['my-work-page.css', 'my-work-page.js', 'shell.js'], shown: 'main' },
  ] as const)
    test(`a signed-in start of ${path} asks for its code and styles before the entry has run`, async ({
      page,
    }) => {
      await signIn(page)
      const asked: string[] = []
      page.on('request', (r) => {
        // The shell's and a list's chunks (chunk-groups.ts); a chunk's hash is 8 characters.
        const file = /\/assets\/(shell|list|my-work-page)-[\w-]{8}\.(js|css)$/.exec(r.url())
        if (file) asked.push(`${file[1]}.${file[2]}`)
      })
      const release = await holdChunk(page, 'index')
      // The held entry holds the page's load event too.
      await page.goto(path, { waitUntil: 'commit' })
      await expect.poll(() => [...new Set(asked)].sort()).toEqual(files)
      release()
      await expect(page.getByRole(shown).first()).toBeVisible()
    })
})
