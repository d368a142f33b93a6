import { expect, test } from '@playwright/test'
import { setLanguage, signIn } from './support'

/** Nothing floating covers a control: the install offer sits in the account menu, not over the form. */
test.use({ viewport: { width: 1366, height: 768 } })

test('the install offer is in the account menu and nothing covers Save', async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', '/orderCenter/customerAdd')
  const save = page.getByRole('button', { name: /^(Save|Create)/ }).first()
  await expect(save).toBeVisible()
  // The browser offers installation (Chromium fires this event when the console is installable).
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        ;(window as unknown as { prompted: boolean }).prompted = true
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    })
    window.dispatchEvent(offer)
  })
  const box = (await save.boundingBox())!
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(onTop).toBe(await save.textContent())

  await page.getByRole('button', { name: /account menu/i }).click()
  await page.getByRole('menuitem', { name: 'Install app' }).click()
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
})
