import { readFileSync } from 'node:fs'
import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { signInAs, TEXT } from './shell-support'

/**
 * The console as a micro-frontend: a host page (tests/e2e/fixtures/host.html, served by Playwright's
 * page.route at /host/ — the server knows nothing of it) loads /embed.js, mounts the console into a div under
 * the base path /host/, navigates, and unmounts it.
 */
const HOST_HTML = readFileSync(new URL('./fixtures/host.html', import.meta.url), 'utf8')

async function listenerTypes(cdp: CDPSession, expression: 'window' | 'document') {
  const { result } = await cdp.send('Runtime.evaluate', { expression })
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! })
  return listeners.map((l) => l.type).sort()
}

/**
 * react-aria installs these once per page, on first use, for every react-aria app in it (focus-visible
 * tracking, transitions, form validity, text selection); they have no public teardown and do not grow.
 */
const REACT_ARIA_PAGE_SINGLETONS = new Set([
  'beforeunload',
  'blur',
  'focus',
  'click',
  'invalid',
  'keydown',
  'keyup',
  'pointerdown',
  'pointermove',
  'pointerup',
  'selectionchange',
  'transitionend',
  'transitionrun',
])

const added = (after: string[], before: string[]) => {
  const rest = [...after]
  for (const t of before) {
    const i = rest.indexOf(t)
    if (i >= 0) rest.splice(i, 1)
  }
  return rest
}

async function listeners(cdp: CDPSession) {
  return { window: await listenerTypes(cdp, 'window'), document: await listenerTypes(cdp, 'document') }
}

async function pageFootprint(page: Page) {
  return {
    ...(await page.evaluate(() => ({
      body: [...document.body.children].map((n) => n.outerHTML.slice(0, 60)),
      head: [...document.head.children].map((n) => n.outerHTML.slice(0, 80)),
      htmlAttributes: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`),
      title: document.title,
    }))),
  }
}

// The standalone sign-in registers the service worker, which would then answer /host/ itself.
test.use({ serviceWorkers: 'block' })

for (const lang of ['zh', 'en'] as const) {
  const T = TEXT[lang]
  test(`embedded in a host page: mounts, navigates, unmounts without a trace (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, lang, baseURL!)
    await page.route('**/host/**', (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: HOST_HTML })
        : route.fallback(),
    )
    await page.addInitScript(() => {
      const w = window as unknown as { swRegistrations: number }
      w.swRegistrations = 0
      const original = ServiceWorkerContainer.prototype.register
      ServiceWorkerContainer.prototype.register = function (...args) {
        w.swRegistrations++
        return original.apply(this, args)
      }
    })
    await page.goto('/host/')
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true')
    const cdp = await page.context().newCDPSession(page)
    const before = await pageFootprint(page)
    const listenersBefore = await listeners(cdp)
    let listenersAfterFirst: Awaited<ReturnType<typeof listeners>> | undefined

    for (let round = 0; round < 2; round++) {
      await page.evaluate(() => (window as unknown as { host: { mount: () => Promise<void> } }).host.mount())
      const container = page.locator('#console-container')
      const menu = container.getByRole('navigation', { name: T.mainMenu })
      await expect(menu).toBeVisible()
      await expect(page).toHaveURL(/\/host\/dashboard$/)
      // Styles come with it, on every mount.
      await expect(menu).toHaveCSS('background-color', 'rgb(48, 65, 86)')
      // The order center group has several screens, so it starts collapsed. Its entries are built in a
      // transition after the mount (0112): wait for the link, shown or not, before looking for its group.
      await expect(
        menu.getByRole('link', { name: T.orders, exact: true, includeHidden: true }),
      ).toBeAttached()
      const group = menu
        .locator('details:not([open])')
        .filter({ has: page.getByRole('link', { name: T.orders, exact: true, includeHidden: true }) })
      if (await group.count()) await group.locator('> summary').click()
      await menu.getByRole('link', { name: T.orders, exact: true }).click()
      await expect(page).toHaveURL(/\/host\/orderCenter\/orders$/)
      await expect(container.getByRole('grid', { name: T.orders })).toBeVisible()
      await expect(page).toHaveTitle(`${T.orders} - BOC`)
      // A portal (the settings drawer) and back.
      await container.getByRole('button', { name: T.settings, exact: true }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await page.locator('#console-container').getByRole('link', { name: T.dashboard }).first().click()
      await expect(page).toHaveURL(/\/host\/dashboard$/)
      if (round === 0) await page.screenshot({ path: `/tmp/shell-embedded-${lang}.png` })

      await page.evaluate(() =>
        (window as unknown as { host: { unmount: () => Promise<void> } }).host.unmount(),
      )
      await expect(container).toBeEmpty()
      // No node, attribute or title left behind.
      expect(await pageFootprint(page)).toEqual(before)
      // Listeners: every one the console adds goes; only react-aria's page singletons stay, and never grow.
      const now = await listeners(cdp)
      for (const target of ['window', 'document'] as const) {
        const leftover = added(now[target], listenersBefore[target])
        expect(leftover.filter((t) => !REACT_ARIA_PAGE_SINGLETONS.has(t))).toEqual([])
      }
      if (listenersAfterFirst) expect(now).toEqual(listenersAfterFirst)
      listenersAfterFirst = now
    }
    // Embedded, the console registers no service worker.
    expect(
      await page.evaluate(() => (window as unknown as { swRegistrations: number }).swRegistrations),
    ).toBe(0)
  })
}
