import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, signIn } from './support'

const username = /^(Username|用户名|ユーザー名)$/
const password = /^(Password|密码|パスワード)$/
const submit = /^(Sign in|登录|サインイン)$/

test.describe('the console /login page', () => {
  test('validates, keeps what was typed on a wrong password, then signs in with a trimmed username', async ({
    page,
  }) => {
    await page.goto('/login?redirect=%2ForderCenter%2Forders')
    await page.getByRole('button', { name: submit }).click()
    await expect(
      page.getByText(/Enter your username\.|请输入用户名。|ユーザー名を入力してください。/),
    ).toBeVisible()

    await page.getByRole('textbox', { name: username }).fill('  admin  ')
    await page.getByLabel(password).fill('wrong-password')
    await page.getByRole('button', { name: submit }).click()
    await expect(page.getByRole('alert')).toHaveText(
      /Incorrect username or password\.|用户名或密码错误。|ユーザー名またはパスワードが正しくありません。/,
    )
    await expect(page.getByRole('textbox', { name: username })).toHaveValue('  admin  ')
    await expect(page.getByLabel(password)).toHaveValue('wrong-password')
    await expect(page).toHaveURL(/\/login/)

    const login = page.waitForRequest((r) => r.url().endsWith('/v1/login'))
    await page.getByLabel(password).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: submit }).click()
    expect((await login).postDataJSON()).toEqual({ username: 'admin', password: DEMO_PASSWORD })
    await expect(page).toHaveURL(/\/orderCenter\/orders$/)
    await expect(page.getByRole('grid')).toBeVisible()
  })

  test('refuses to send the user to another site afterwards', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example.com%2F')
    await page.getByRole('textbox', { name: username }).fill('viewer')
    await page.getByLabel(password).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: submit }).click()
    await expect(page).toHaveURL(/localhost:\d+\/dashboard$/)
  })

  test('offers single sign-on', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: /Sign in with SSO|使用单点登录|SSO でサインイン/ }).click()
    await expect(page).toHaveURL(/\/oauth\/authorize\?.*code_challenge_method=S256/)
  })

  test('with a session, /login goes to the console', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
