import { mkdirSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { accessToken } from '../support/sign-in'
import { setLanguage, signIn } from './support'

/**
 * Issue 28, items 5 and 6, as staff meet them: Undo in the toast after a delete and after an edit (by pointer
 * and by Mod+Z), and the global audit log showing the change with a link to the record. One sign-in, shared.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const stamp = Date.now().toString(36)
const ROLE = `undo_${stamp}`
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-undo'
let page: Page
let roleId = 0

async function roleNamed(baseURL: string, token: string) {
  const r = await fetch(`${baseURL}/v1/roles/${roleId}`, { headers: { authorization: `Bearer ${token}` } })
  return r.status === 200 ? ((await r.json()) as { data: { name: string } }).data.name : undefined
}

async function openConsole(browser: Browser, baseURL: string, lang: 'en' | 'zh', path: string) {
  const p = await (await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } })).newPage()
  await setLanguage(p, lang, baseURL)
  await signIn(p, 'admin', path)
  return p
}

test.beforeAll(async ({ browser, baseURL }) => {
  const token = await accessToken(baseURL!, 'admin')
  const r = await fetch(`${baseURL}/v1/roles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roleCode: ROLE, name: 'Before', grants: 'dashboard:**', status: 'active' }),
  })
  roleId = ((await r.json()) as { data: { id: number } }).data.id
  page = await openConsole(browser, baseURL!, 'en', `/backstageManagement/permissionDetail?id=${roleId}`)
})

test.afterAll(async () => {
  await page?.context().close()
})

test('undo after a delete brings the record back', async ({ baseURL }) => {
  const token = await accessToken(baseURL!, 'admin')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
  const toast = page.locator('.toast', { hasText: `${ROLE} was deleted.` })
  await expect(toast).toBeVisible()
  await expect.poll(() => roleNamed(baseURL!, token)).toBeUndefined()
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(page.locator('.toast', { hasText: 'Undone.' })).toBeVisible()
  await expect.poll(() => roleNamed(baseURL!, token)).toBe('Before')
  // Back in the list the deletion led to, without a reload.
  await page.getByRole('searchbox').first().fill(ROLE)
  await expect(page.getByRole('grid').getByText(ROLE, { exact: true })).toBeVisible()
})

test('undo after an edit restores the previous version, by keyboard', async ({ baseURL }) => {
  const token = await accessToken(baseURL!, 'admin')
  await page.goto(`/backstageManagement/permissionEdit?id=${roleId}`)
  await page.getByLabel('Name', { exact: true }).fill('After')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/permissionDetail/)
  const toast = page.locator('.toast', { hasText: 'Changes saved.' })
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible()
  await expect.poll(() => roleNamed(baseURL!, token)).toBe('After')
  if (SHOTS_WANTED) for (const width of [1366, 375]) await shoot(page, 'undo-toast', 'en', width)
  // Mod+Z presses the toast's Undo wherever focus is not in a text field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('ControlOrMeta+z')
  await expect(page.locator('.toast', { hasText: 'Undone.' })).toBeVisible()
  await expect.poll(() => roleNamed(baseURL!, token)).toBe('Before')
  // The detail shows the restored value, and its history the undo.
  const name = page
    .getByRole('term')
    .filter({ hasText: /^Name$/ })
    .first()
  await expect(name.locator('xpath=following-sibling::*[1]')).toHaveText('Before')
  await expect(page.getByText('Undone', { exact: true }).first()).toBeVisible()
})

test('the audit log shows the changes with a link to the record', async () => {
  await page.goto('/backstageManagement/auditLog')
  const grid = page.getByRole('grid')
  await expect(grid).toBeVisible()
  await page.getByRole('searchbox').first().fill(ROLE)
  // Newest first: the undo of the edit, the edit, the undo of the delete, the delete, the creation. Fields by
  // their names as the record's history gives them.
  await expect(page.getByText(/^5 rows/)).toBeVisible()
  await expect(grid.getByRole('row').filter({ hasText: ROLE })).toHaveCount(5)
  const edit = grid.getByRole('row').filter({ hasText: ROLE }).filter({ hasText: 'Name: Before → After' })
  await expect(edit).toContainText('admin')
  await expect(edit).toContainText('Edited')
  if (SHOTS_WANTED) for (const width of [1366, 375]) await shoot(page, 'audit-log', 'en', width)
  await edit.getByRole('link', { name: ROLE }).click()
  await expect(page).toHaveURL(new RegExp(`permissionDetail\\?id=${roleId}`))
})

test('screenshots in Chinese (SHOTS=1)', async ({ browser, baseURL }) => {
  test.skip(!SHOTS_WANTED, 'screenshots are taken on request: SHOTS=1')
  const zh = await openConsole(browser, baseURL!, 'zh', `/backstageManagement/permissionEdit?id=${roleId}`)
  await zh.getByLabel('名称', { exact: true }).fill('改后')
  await zh.getByRole('button', { name: '保存', exact: true }).click()
  await expect(zh.locator('.toast').getByRole('button', { name: '撤销' })).toBeVisible()
  for (const width of [1366, 375]) await shoot(zh, 'undo-toast', 'zh', width)
  await zh.locator('.toast').getByRole('button', { name: '撤销' }).click()
  await zh.goto('/backstageManagement/auditLog')
  await zh.getByRole('searchbox').first().fill(ROLE)
  await expect(zh.getByText(/^共 7 行/)).toBeVisible()
  await expect(zh.getByRole('grid')).toContainText('名称: Before → 改后')
  for (const width of [1366, 375]) await shoot(zh, 'audit-log', 'zh', width)
  await zh.context().close()
})

const SHOTS_WANTED = !!process.env.SHOTS

async function shoot(p: Page, name: string, lang: string, width = 1366) {
  mkdirSync(SHOTS, { recursive: true })
  await p.setViewportSize({ width, height: 768 })
  await p.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png` })
  await p.setViewportSize({ width: 1366, height: 768 })
}
