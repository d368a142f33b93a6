import { expect, test } from '@playwright/test'
import { signIn } from './support'

/**
 * The console keeps to its own Content Security Policy: no page it shows tries what the policy refuses (zod's
 * JIT compiling parsers with `new Function` did, on the dashboard and every form: src/domain/zod.ts).
 */
test('the dashboard, a list, a form and a detail page trip no Content Security Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    )
  })
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
  await signIn(page, 'admin', '/dashboard')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  expect(await violations()).toEqual([])
  for (const [path, ready] of [
    ['/orderCenter/orders', page.getByRole('grid')],
    ['/orderCenter/customerAdd', page.getByRole('button', { name: /保存|Save/ })],
    ['/orderCenter/orderDetail?id=1', page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(path)
    await expect(ready.first()).toBeVisible()
    // A form parses what is typed: the first parse is where a JIT would compile.
    if (path.endsWith('customerAdd'))
      await page
        .getByRole('button', { name: /保存|Save/ })
        .first()
        .click()
    expect(await violations(), path).toEqual([])
  }
})
