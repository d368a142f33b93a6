import { expect, test, type Locator, type Page } from '@playwright/test'
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

/** The errors' boxes that cover a label, a control or a hint outside their own field (content scrolled under
 * a form's sticky button bar does not count). */
function errorsOverOthers(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    const others = document.querySelectorAll<HTMLElement>(
      'label, input, button, textarea, .field-hint, .field-help, .field-error, legend, h2',
    )
    for (const error of document.querySelectorAll<HTMLElement>('.field-error')) {
      const e = error.getBoundingClientRect()
      if (!e.height || error.closest('.form-actions')) continue
      for (const other of others) {
        if (other === error || other.contains(error) || error.contains(other)) continue
        if (other.matches('.ref-hint:empty, .form-actions *')) continue
        const o = other.getBoundingClientRect()
        if (o.height && e.left < o.right && o.left < e.right && e.top < o.bottom && o.top < e.bottom)
          found.push(`${error.textContent} over ${other.textContent?.trim() || other.tagName}`)
      }
    }
    return found
  })
}

/** Presses `button` with the mouse on a form that is not filled in: the errors show, the button stays. */
async function submitEmpty(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded()
  const before = (await button.boundingBox())!
  await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2)
  await expect(page.locator('.field-error').first()).toBeVisible()
  expect(await button.boundingBox()).toEqual(before)
  expect(await errorsOverOthers(page)).toEqual([])
}

test('a submit that shows errors keeps its button under the pointer', async ({ page, baseURL }) => {
  await setLanguage(page, 'zh', baseURL!)
  // A short record form: its bar sits at the page's foot, the banner and errors appear above it.
  await signIn(page, 'admin', '/commodityCenter/sku/add')
  await submitEmpty(page, page.getByRole('button', { name: '保存', exact: true }))
  await expect(page.getByText(/请检查标出的字段/)).toBeVisible()

  // The refund application: the reason type is missing; its error takes the room under the field.
  await signIn(page, 'admin', '/orderCenter/refund/apply?orderNo=OD0000000007')
  await expect(page.getByText(/可退金额/)).toBeVisible()
  await submitEmpty(page, page.getByRole('button', { name: '提交申请', exact: true }))

  // The barter application: the count of problems shows in the button bar, above the buttons.
  await signIn(page, 'admin', '/orderCenter/applyBarter')
  await submitEmpty(page, page.getByRole('button', { name: '申请换货', exact: true }))
  await expect(page.getByText('请检查标出的 8 个字段。')).toBeVisible()
})

test('the sign-in form keeps its button under the pointer', async ({ page, baseURL }) => {
  await setLanguage(page, 'en', baseURL!)
  await page.goto('/login')
  await submitEmpty(page, page.getByRole('button', { name: 'Sign in', exact: true }))
})
