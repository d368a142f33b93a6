import { chromium } from '@playwright/test'
const base = 'http://localhost:8182'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const ctx = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1366), height: 800 } })
await ctx.addCookies([{ name: 'language', value: process.env.LANG_UI ?? 'en', url: base }])
const page = await ctx.newPage()
page.on('pageerror', (e) => console.log('pageerror:', e.message))
await page.goto(base + '/orderCenter/orders?cols=orderNo,actualPayment,status,purchaseTime,orderType')
await page.getByLabel(/Username/).fill('admin')
await page.getByLabel(/Password/).fill('demo1234')
await page.getByRole('button', { name: 'Sign in' }).click()
await page.waitForSelector('[role=grid]')
await page.waitForTimeout(1500)
await page.getByRole('button', { name: /Filters|筛选|フィルター/ }).click()
await page.waitForTimeout(500)
const tag = process.env.TAG ?? 'x'
await page.screenshot({ path: `/tmp/table-filters-${tag}.png` })
console.log(await page.getByRole('dialog').innerHTML().then((h) => h.slice(0, 3000)))
await browser.close()
