import { expect, test } from '@playwright/test'
import { startServer, type RunningServer } from '../support/start-server'
import { submitAccountForm } from './auth-support'

/** A server of its own whose tokens (and single-sign-on session) live 10 seconds, the shortest it allows. */
let server: RunningServer
test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startServer({ env: { TOKEN_TTL_SECONDS: '10', SEED_ORDERS: '500' } })
})
test.afterAll(async () => server?.stop())

test('an expired token sends the user to sign-in and back to the same page', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(`${server.url}/orderCenter/orders`)
  await submitAccountForm(page, 'admin')
  const grid = page.getByRole('grid')
  await expect(grid).toBeVisible()

  await page.waitForTimeout(11_000) // let the token expire; not an assertion on time
  await grid.getByRole('columnheader').first().getByRole('button').click()
  await expect(page).toHaveURL(/\/oauth\/authorize\?/)
  await submitAccountForm(page, 'admin')
  await expect(page).toHaveURL(/\/orderCenter\/orders\?sort=/)
  await expect(page.getByRole('grid')).toBeVisible()
})
