import { expect, test } from '@playwright/test'
import { cachesBesidesShell, openOrdersFromMenu, signIn, USERNAME } from './support'
import {
  dumpClientStorage,
  plantBusinessData,
  recordTokenRequests,
  signInAgainHeading,
  signInCapturingRedirect,
  submitAccountForm,
} from './auth-support'

const mainMenu = /Main menu|主菜单|メインメニュー/

test.describe('sign-in through the account service', () => {
  test('lands back on the requested page with a clean address, tokens only in cookies', async ({
    page,
    context,
  }) => {
    const exchange = page.waitForRequest((r) => r.url().endsWith('/api/oauth/token'))
    await signInCapturingRedirect(page, 'admin', '/orderCenter/orders')
    const body = (await exchange).postDataJSON() as Record<string, string>
    expect(body.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/) // PKCE
    await expect(page).toHaveURL(/\/orderCenter\/orders$/)
    expect(page.url()).not.toMatch(/code=|state=|token/i)
    await expect(page.getByRole('grid')).toBeVisible()

    const cookies = await context.cookies()
    const token = cookies.find((c) => c.name === 'Admin-Token')
    expect(decodeURIComponent(token!.value)).toMatch(/^Bearer /)
    expect(token?.sameSite).toBe('Lax')
    expect(token?.secure).toBe(false) // served over http here; Secure is added on https
    expect(cookies.find((c) => c.name === 'Id-Token')?.sameSite).toBe('Lax')
    const secret = decodeURIComponent(token!.value).slice('Bearer '.length)
    expect(await dumpClientStorage(page)).not.toContain(secret)
  })

  test('a tampered state is refused before any token request', async ({ page }) => {
    const tokenRequests = recordTokenRequests(page)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/oauth\/authorize\?/)
    await page.locator('input[name="state"]').evaluate((el: HTMLInputElement) => (el.value = 'forged-state'))
    await submitAccountForm(page, 'admin')
    await expect(signInAgainHeading(page)).toBeVisible()
    expect(page.url()).not.toMatch(/code=|state=/)
    expect(tokenRequests).toEqual([])
  })

  test('a missing state is refused', async ({ page }) => {
    const tokenRequests = recordTokenRequests(page)
    await page.goto('/auth-redirect?code=abc')
    await expect(signInAgainHeading(page)).toBeVisible()
    expect(tokenRequests).toEqual([])
  })

  test('a replayed sign-in address is refused, in the same tab and in another', async ({ page, browser }) => {
    const redirectUrl = await signInCapturingRedirect(page, 'admin')
    const tokenRequests = recordTokenRequests(page)
    await page.goto(redirectUrl)
    await expect(signInAgainHeading(page)).toBeVisible()
    expect(tokenRequests).toEqual([])

    const other = await browser.newPage()
    const otherRequests = recordTokenRequests(other)
    await other.goto(redirectUrl)
    await expect(signInAgainHeading(other)).toBeVisible()
    expect(otherRequests).toEqual([])
    await other.close()
  })

  test("an error in the address alerts 'error：{error}'", async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/oauth\/authorize\?/)
    const state = new URL(page.url()).searchParams.get('state')
    const dialog = page.waitForEvent('dialog')
    await page.goto(`/auth-redirect?error=access_denied&error_description=denied&state=${state}`)
    const d = await dialog
    expect(d.message()).toBe('error：access_denied')
    await d.dismiss()
    await expect(signInAgainHeading(page)).toBeVisible()
  })
})

test("a failed code exchange alerts 'getSysTokenByCode error'", async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/oauth\/authorize\?/)
  const state = new URL(page.url()).searchParams.get('state')
  const dialog = page.waitForEvent('dialog')
  const exchange = page.waitForResponse((r) => r.url().endsWith('/api/oauth/token'))
  await page.goto(`/auth-redirect?code=not-a-real-code&state=${state}`)
  expect((await exchange).status()).toBe(400)
  const d = await dialog
  expect(d.message()).toBe('getSysTokenByCode error')
  await d.dismiss()
  await expect(signInAgainHeading(page)).toBeVisible()
})

test.describe('permissions', () => {
  test('the no-permission user gets the warning and no page', async ({ page }) => {
    const refused: string[] = []
    page.on('response', (r) => r.status() === 403 && refused.push(r.url()))
    await signIn(page, 'nomenu')
    const message = /no system permission|没有系统权限|システム権限/
    const notifications = page.getByRole('region', { name: /Notifications|通知/ })
    await expect(notifications.getByText(message)).toBeVisible()
    await expect(page.getByRole('heading', { name: /No permission|没有权限|権限がありません/ })).toBeVisible()
    // Said once: the card does not repeat the warning (the toast's, which may have timed out on a slow
    // machine by now), and nothing the user may not see is asked for.
    await expect(page.getByRole('main').getByText(message)).toHaveCount(0)
    await expect(notifications.getByText(/forbidden/i)).toHaveCount(0)
    expect(refused).toEqual([])
    await page.goto('/orderCenter/orders')
    await expect(page.getByRole('grid')).toHaveCount(0)
    await expect(page.getByText(message).first()).toBeVisible()
  })

  test('a viewer has no action permissions and no action buttons', async ({ page }) => {
    await signIn(page, 'viewer', '/orderCenter/orders')
    await expect(page.getByRole('grid')).toBeVisible()
    const menu = await page.evaluate(async () => (await fetch('/api/oauth/menu')).json())
    const actions = JSON.stringify(menu).match(/"permission":"[^"]+"/g) ?? []
    expect(actions.length).toBeGreaterThan(0)
    expect(actions.every((a) => a.endsWith(':view"'))).toBe(true)
    await expect(
      page.getByRole('button', { name: /^(Export|导出|エクスポート|Add|新增|Edit|编辑)$/ }),
    ).toHaveCount(0)
  })

  test('typing a console path outside the menu shows 401, an unknown one 404, never the page', async ({
    page,
  }) => {
    const ordersCalls: string[] = []
    page.on('request', (r) => r.url().includes('/v1/orders') && ordersCalls.push(r.url()))
    await signIn(page, 'pricing')
    await expect(
      page.getByRole('navigation', { name: mainMenu }).getByRole('link', { name: '订单列表' }),
    ).toHaveCount(0)
    await page.goto('/orderCenter/orders')
    await expect(page).toHaveURL(/\/401$/)
    await expect(page.getByText('401')).toBeVisible()
    await page.goto('/orderCenter/no-such-screen')
    await expect(page).toHaveURL(/\/404$/)
    expect(ordersCalls).toEqual([])
  })
})

test.describe('expired or invalid token', () => {
  test('on load: back through sign-in to the same page', async ({ page, context, baseURL }) => {
    await signIn(page, 'admin', '/orderCenter/orders?q=OD00000001')
    // Leave the console before the token dies: a live page that sees the dead token itself (a block fetch
    // answered 401) starts its own trip to sign-in, which races a reload and is covered by "mid-session".
    await page.goto('about:blank')
    await context.addCookies([{ name: 'Admin-Token', value: 'Bearer revoked', url: baseURL! }])
    const exchange = page.waitForRequest((r) => r.url().endsWith('/api/oauth/token'))
    await page.goto('/orderCenter/orders?q=OD00000001').catch(() => undefined) // the guard leaves at once
    await exchange // the account service's session signs the user straight back in
    await expect(page).toHaveURL(/\/orderCenter\/orders\?q=OD00000001$/)
    await expect(page.getByRole('grid')).toBeVisible()
  })

  test('mid-session: a 401 from the product API goes to sign-in and back', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'admin', '/orderCenter/orders')
    await expect(page.getByRole('grid')).toBeVisible()
    await context.addCookies([{ name: 'Admin-Token', value: 'Bearer revoked', url: baseURL! }])
    const exchange = page.waitForRequest((r) => r.url().endsWith('/api/oauth/token'))
    await page.getByRole('grid').getByRole('columnheader').first().getByRole('button').click()
    await exchange
    await expect(page).toHaveURL(/\/orderCenter\/orders/)
    await expect(page.getByRole('grid')).toBeVisible()
    const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')
    expect(token?.value).not.toContain('revoked')
  })
})

test.describe('logout', () => {
  for (const serverReachable of [true, false]) {
    test(`wipes business data and ends the session${serverReachable ? '' : ' even when the server is unreachable'}`, async ({
      page,
      context,
    }) => {
      await signIn(page, 'admin', '/orderCenter/orders')
      await expect(page.getByRole('grid')).toBeVisible()
      await plantBusinessData(page)
      const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value
      if (!serverReachable) await page.route('**/api/oauth/logout', (r) => r.abort('internetdisconnected'))

      await page.getByRole('button', { name: /Account menu|账户菜单|アカウントメニュー/ }).click()
      await page.getByRole('menuitem', { name: /Log out|退出登录|ログアウト/ }).click()
      if (serverReachable) {
        await expect(page).toHaveURL(/\/oauth\/authorize\?/)
        await expect(page.getByLabel(USERNAME)).toBeVisible() // no single sign-on session left
      } else {
        // The account service has not heard of the logout: no silent trip back through its live session,
        // the console's own sign-in page instead; once the server is reachable, SSO ends that session first.
        await expect(page).toHaveURL(/\/login\?redirect=/)
        await page.unroute('**/api/oauth/logout')
        const ended = page.waitForResponse((r) => r.url().endsWith('/api/oauth/logout'))
        await page.getByRole('button', { name: /Sign in with SSO|使用单点登录/ }).click()
        expect((await ended).status()).toBe(200)
        await expect(page).toHaveURL(/\/oauth\/authorize\?/)
        await expect(page.getByLabel(USERNAME)).toBeVisible()
      }

      await page.goto('/404') // back on the console's origin to look at its storage
      const left = await page.evaluate(async () => ({
        dbs: (await indexedDB.databases()).map((d) => d.name),
        local: Object.keys(localStorage),
      }))
      // The shell (precache, built scripts) is kept; nothing else is.
      expect(await cachesBesidesShell(page)).toEqual({ cacheNames: [], notShell: [] })
      expect(left.local).toContain('boc.pref.columns') // preferences survive
      expect(left.local).not.toContain('boc.draft.refund')
      expect(await dumpClientStorage(page)).not.toContain('planted-business-marker-7f3a')
      expect(left.dbs).toEqual([]) // signed out: nothing rebuilt it
      const names = (await context.cookies()).map((c) => c.name)
      expect(names).not.toContain('Admin-Token')
      expect(names).not.toContain('Pending-Logout')
      const status = await page.evaluate(
        async (t) =>
          (await fetch('/api/oauth/menu', { headers: { authorization: decodeURIComponent(t) } })).status,
        token,
      )
      expect(status).toBe(401) // the old token is dead on the server
    })
  }
})

test.describe('error catalogue in the browser', () => {
  const notifications = /Notifications|通知/

  test("code 230015 toasts 'data not found' in the live region, translated", async ({ page }) => {
    await signIn(page, 'admin')
    await page.route('**/v1/orders?**', (r) =>
      r.fulfill({ status: 404, json: { code: 230015, msg: 'data not found', data: null } }),
    )
    await openOrdersFromMenu(page)
    const region = page.getByRole('region', { name: notifications })
    await expect(region.locator('[aria-live="assertive"]').getByText('数据不存在')).toBeVisible()
  })

  test("a refusal is toasted in the console's language, not in the server's English msg", async ({
    page,
  }) => {
    await signIn(page, 'admin')
    await page.route('**/v1/orders?**', (r) =>
      r.fulfill({ status: 403, json: { code: 403, msg: 'forbidden', data: null } }),
    )
    await openOrdersFromMenu(page)
    const region = page.getByRole('region', { name: notifications })
    await expect(region.getByText('您没有执行此操作的权限。')).toBeVisible()
    await expect(region.getByText('forbidden')).toHaveCount(0)
  })

  test('a transport error with response data toasts the error message', async ({ page }) => {
    await signIn(page, 'admin')
    await page.route('**/v1/orders?**', (r) =>
      r.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    )
    await openOrdersFromMenu(page)
    const region = page.getByRole('region', { name: notifications })
    await expect(region.getByText('Request failed with status code 502')).toBeVisible()
    await region
      .getByRole('button', { name: /Dismiss|关闭/ })
      .first()
      .click()
    await expect(region.getByText('Request failed with status code 502')).toHaveCount(0)
  })
})
