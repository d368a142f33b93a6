import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startServer, type RunningServer } from '../support/start-server'
import { serviceWorkerReady, signIn } from './support'

/**
 * A flaky network, not the browser's offline flag: the console's own server (not the shared webServer) is
 * stopped (SIGSTOP: connections hang) and killed (connections refused) while a list is open.
 */
const banner = (page: Page) => page.getByRole('status').filter({ hasText: '无法连接服务器' })

test('a stalled or dead server switches the console to offline mode and it recovers by itself', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'boc-e2e-flaky-'))
  const env = {
    DATA_DIR: dataDir,
    DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
    SEED_ORDERS: '2000',
    DATABASE_URL: '',
  }
  let server: RunningServer | undefined = await startServer({ env })
  const port = Number(new URL(server.url).port)
  const stopped = { pid: 0 }
  try {
    const list = `${server.url}/orderCenter/orders`
    const detail = `${server.url}/orderCenter/order/detail?id=1`
    await signIn(page, 'admin', detail)
    await serviceWorkerReady(page)
    await expect(page.getByRole('heading', { name: /OD0000000001/ })).toBeVisible()
    await page.goto(list)
    const firstOrder = page.getByRole('gridcell', { name: 'OD0000000001' })
    await expect(firstOrder).toBeVisible()
    await page.waitForTimeout(800) // let the persister finish writing (not a timing assertion)

    // Stalled: the browser still says online, requests hang.
    stopped.pid = server.pid
    process.kill(server.pid, 'SIGSTOP')
    await expect(banner(page)).toBeVisible({ timeout: 10_000 })
    await expect(firstOrder).toBeVisible()

    // A reload renders the seen list and detail from the device, within a few seconds.
    await page.reload()
    await expect(firstOrder).toBeVisible({ timeout: 10_000 })
    await expect(banner(page)).toBeVisible({ timeout: 10_000 })
    await expect(page.getByText(/数据时间/)).toBeVisible()
    await page.goto(detail)
    await expect(page.getByRole('heading', { name: /OD0000000001/ })).toBeVisible({ timeout: 10_000 })
    await page.goto(list)
    await expect(firstOrder).toBeVisible({ timeout: 10_000 })

    // Resumed: back online without a reload, and what is on screen is read again.
    const refreshed = page.waitForResponse((r) => r.url().includes('/v1/orders') && r.ok(), {
      timeout: 30_000,
    })
    process.kill(server.pid, 'SIGCONT')
    stopped.pid = 0
    await expect(banner(page)).toBeHidden({ timeout: 30_000 })
    await refreshed

    // Killed: connections are refused; the console says so, and comes back when a new server answers.
    process.kill(server.pid, 'SIGKILL')
    server = undefined
    await expect(banner(page)).toBeVisible({ timeout: 10_000 })
    await expect(firstOrder).toBeVisible()
    server = await startServer({ env, port })
    await expect(banner(page)).toBeHidden({ timeout: 30_000 })
    await expect(firstOrder).toBeVisible()
  } finally {
    if (stopped.pid) process.kill(stopped.pid, 'SIGCONT')
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
